/**
 * A long shift on a cheap phone (#14 item 1): tab switches reuse the one page on view instead of piling
 * pages up, the login page is gone once signed in, and the JS heap stays flat over 100 switches.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

const TABS = [
  { label: '业务办理', page: 'workflow' },
  { label: '业务申请', page: 'apply' },
  { label: '我的', page: 'my' },
  { label: '消息', page: 'messages' },
] as const;

async function switchTabs(page: Page, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const tab = TABS[i % TABS.length]!;
    await page.locator('.app-tabbar').getByText(tab.label, { exact: true }).click();
    await expect(page.locator(`.page[data-name="${tab.page}"]`)).toBeVisible();
  }
}

/** Bytes of JS heap in use after a full garbage collection. */
async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return usedSize;
}

test('100 tab switches keep one page in the DOM and the heap flat', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'nurse01');
  // Warm-up: every tab's code, words and first data are loaded once.
  await switchTabs(page, 8);
  const before = await heapAfterGc(page);

  await switchTabs(page, 100);
  expect(await page.locator('.page').count()).toBeLessThanOrEqual(1);
  await expect(page.locator('.page[data-name="login"]')).toHaveCount(0);
  const growth = (await heapAfterGc(page)) - before;
  expect(growth, `heap grew ${(growth / 1024).toFixed(0)} KiB`).toBeLessThanOrEqual(2 * 1024 * 1024);
});

test('leave is first in 业务申请 and its form starts with what the nurse fills in (#14 item 4)', async ({
  page,
}) => {
  await signIn(page, 'nurse01');
  await page.locator('.app-tabbar').getByText('业务申请', { exact: true }).click();
  const frequent = page.getByTestId('frequent-forms');
  await expect(frequent.getByRole('link')).toHaveText(['请假申请']);
  const top = await frequent.boundingBox();
  expect(top?.y ?? Infinity).toBeLessThan(844);

  // A form opened once joins the row, after leave (pinned first).
  await page.getByTestId('apply-search').getByRole('searchbox').fill('调岗');
  await page.getByRole('link', { name: '调岗申请' }).click();
  await expect(page.locator('.navbar .title').last()).toHaveText('调岗申请');
  await page.goBack();
  await expect(frequent.getByRole('link')).toHaveText(['请假申请', '调岗申请']);

  await frequent.getByRole('link', { name: '请假申请' }).click();
  // The unit, post and date fold under the applicant's name: 请假类型 is on the first screen.
  await expect(page.getByText('申请部门', { exact: true })).toHaveCount(0);
  const leaveType = await page.locator('[data-field="leaveType"]').boundingBox();
  expect(leaveType?.y ?? Infinity).toBeLessThan(600);
  await page.getByRole('button', { name: /^申请人/ }).click();
  await expect(page.getByText('申请部门', { exact: true })).toBeVisible();
});

test('业务申请 is a grid of what is built, each entry once, found by its initials (#30 item 14)', async ({
  page,
}) => {
  await signIn(page, 'nurse01');
  await page.locator('.app-tabbar').getByText('业务申请', { exact: true }).click();
  await expect(page.getByTestId('frequent-forms').getByRole('link')).toHaveText(['请假申请']);
  // Each entry once: leave is in 最近使用 and not again under 假勤管理.
  await expect(page.getByRole('link', { name: '请假申请', exact: true })).toHaveCount(1);
  await expect(page.getByRole('link', { name: '外勤打卡', exact: true })).toBeVisible();
  // Screens not built yet are not offered.
  for (const soon of ['工作日志', '我的日程', '在线表单'])
    await expect(page.getByRole('link', { name: soon, exact: true })).toHaveCount(0);

  await page.getByTestId('apply-search').getByRole('searchbox').fill('gzt');
  const results = page.getByTestId('apply-results');
  await expect(results.getByRole('link')).toHaveText(['工资条查看']);
  await results.getByRole('link', { name: '工资条查看' }).click();
  await expect(page.locator('.navbar .title').last()).toHaveText('工资条查看');
});

test("the Material theme wears the spec's palette: white cards and search fields on the grey page, the spec's red (#14 item 9)", async ({
  page,
}) => {
  await signIn(page, 'nurse01');
  await page.locator('.app-tabbar').getByText('我的', { exact: true }).click();
  const signOut = page.getByRole('button', { name: '退出登录' });
  await expect(signOut).toHaveCSS('background-color', 'rgb(207, 19, 34)');
  await expect(page.locator('.page[data-name="my"] .list.list-strong ul').first()).toHaveCSS(
    'background-color',
    'rgb(255, 255, 255)',
  );
  await page.locator('.app-tabbar').getByText('业务申请', { exact: true }).click();
  await expect(page.getByTestId('apply-search').locator('.searchbar-input-wrap input')).toHaveCSS(
    'background-color',
    'rgb(255, 255, 255)',
  );
});

test('业务办理 opened at launch waits for the sync worker to refresh its lists: 正在更新…, never 更新失败 (#30 item 5)', async ({
  page,
}) => {
  await signIn(page, 'head01');
  // A launch on the tab: the phone's copy is read at once, the worker starts after the first screen.
  await page.goto('/pages/index/workFlowNew');
  const asOf = page.getByTestId('wf-asof');
  await expect(asOf).toContainText('数据更新于', { timeout: 30_000 });
  await expect(asOf).not.toContainText('正在更新', { timeout: 30_000 });
  await expect(asOf).not.toContainText('更新失败');
});

test('业务办理’s pills sit whole under the search bar, none clipped by it (#30 item 19)', async ({
  page,
}) => {
  await signIn(page, 'head01');
  await page.goto('/pages/index/workFlowNew');
  const search = (await page.locator('.wf-search').boundingBox())!;
  const header = (await page.locator('.wf-header').first().boundingBox())!;
  for (const name of ['更多流程', '批量']) {
    const pill = page.locator('.wf-header .pill-button').filter({ hasText: name });
    if ((await pill.count()) === 0) continue;
    const box = (await pill.boundingBox())!;
    expect(box.y, name).toBeGreaterThanOrEqual(search.y + search.height);
    expect(box.y + box.height, name).toBeLessThanOrEqual(header.y + header.height);
  }
  await expect(page.locator('.wf-header .pill-button')).not.toHaveCount(0);
});
