/**
 * Approval end to end (issue #5): nurse01 submits a 4-day leave; head01 finds it in 待办, goes offline,
 * approves it with an opinion (queued, shown as pending), comes back online and it is delivered; the
 * leave being over 3 days, the department director (director01) gets it next and approves; nurse01's
 * 我发起的 shows 审核通过, and her newest system message, opened from the Messages tab, opens the flow. The head
 * nurse's system messages (her to-dos): 全部已读 clears their unread marks and the tab's count (tapped with no
 * signal, it reaches the server once the signal is back), a swipe left shows 删除, which deletes one on the server.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { FLOW_LAUNCH_PATH, MESSAGE_PATH } from '../../contract';
import { asUser, signIn, storedOutbox, storedToken, waitForUserDb } from './helpers';
import { DELIVERY_TIMEOUT } from './hrFormSteps';
import { LEAVE, chooseHalfDay, chooseLeaveType } from './leaveSteps';

const WORKFLOW_TAB = '/pages/index/workFlowNew';
const REASON = '骨折术后休养';

async function submitFourDayLeave(page: Page): Promise<void> {
  await page.goto(LEAVE);
  await chooseLeaveType(page, '病假');
  await chooseHalfDay(page, '开始时间', '2027-02-01', '上午');
  await chooseHalfDay(page, '结束时间', '2027-02-04', '下午');
  await page.getByLabel('请假事由').fill(REASON);
  await expect(page.getByLabel('请假天数')).toHaveText('4');
  await expect(page.getByLabel('单据编号')).toHaveText(/^QJ\d+$/);
  await page.getByRole('button', { name: '提交' }).click();
  await expect
    .poll(async () => (await storedOutbox(page)).map((r) => r.state), { timeout: DELIVERY_TIMEOUT })
    .toEqual(['done']);
}

/** Opens 待办 and the leave in it. */
async function openTodo(page: Page): Promise<void> {
  await page.goto(WORKFLOW_TAB);
  await page.getByRole('tab', { name: '待办' }).click();
  await page.getByTestId('wf-item').filter({ hasText: '请假' }).first().click();
  await expect(page.getByText(REASON).first()).toBeVisible();
}

async function approve(page: Page, opinion: string): Promise<void> {
  await page.getByRole('button', { name: '同意', exact: true }).click();
  await page.getByLabel('审批意见').fill(opinion);
  // The 提交 bar sits at the bottom of the screen, not under the short form (#14 item 13).
  const bar = await page
    .locator('.page-current .form-actions, .page:last-child .form-actions')
    .last()
    .boundingBox();
  expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBeCloseTo(page.viewportSize()?.height ?? 0, -1);
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByText(/^已提交/).first()).toBeVisible();
}

test('a 4-day leave: head nurse approves offline, the director approves, the nurse sees 审核通过 and a message', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const nurse = await asUser(browser, 'nurse01');
  await submitFourDayLeave(nurse);

  // The head nurse opens it online (so it is on her phone), then loses signal and approves.
  const head = await asUser(browser, 'head01');
  await openTodo(head);
  await head.context().setOffline(true);
  const cut = (route: Route) => route.abort('internetdisconnected');
  await head.context().route('**/api/workflow/**', cut);
  await approve(head, '同意，注意休息');
  await expect
    .poll(async () => (await storedOutbox(head)).map((r) => [r.kind, r.state]))
    .toEqual([['flowAudit', expect.stringMatching(/queued|sending/)]]);
  // Back online: the approval is delivered once.
  await head.context().unroute('**/api/workflow/**', cut);
  await head.context().setOffline(false);
  await expect
    .poll(async () => (await storedOutbox(head)).map((r) => r.state), { timeout: DELIVERY_TIMEOUT })
    .toEqual(['done']);

  // Over 3 days: the director is next.
  const director = await asUser(browser, 'director01');
  await openTodo(director);
  await approve(director, '同意');
  await expect
    .poll(async () => (await storedOutbox(director)).map((r) => r.state), { timeout: DELIVERY_TIMEOUT })
    .toEqual(['done']);

  // The nurse's 我发起的 shows it approved, and a message names her flow.
  await nurse.goto(WORKFLOW_TAB);
  await nurse.getByRole('tab', { name: '我发起的' }).click();
  const mine = nurse.getByTestId('wf-item').filter({ hasText: '请假' }).first();
  await expect(mine.getByTestId('wf-status')).toHaveText('审核通过', { timeout: DELIVERY_TIMEOUT });
  const token = await storedToken(nurse);
  const headers = { Authorization: token };
  const launched = (await (await nurse.request.get(`${FLOW_LAUNCH_PATH}?pageSize=1`, { headers })).json())
    .data;
  const taskId = launched.list[0].processId as string;
  // Which flow it is (#14 item 6): the bill number and the start time the list item carries.
  const newest = nurse.getByTestId('wf-item').first();
  await expect(newest).toContainText(launched.list[0].billNo as string);
  await expect(newest).toContainText(/发起于 \d+月\d+日 \d\d:\d\d/);
  // Her newest system message is the director's approval: it opens her flow (#15).
  await nurse.goto('/pages/index/index');
  await nurse.getByTestId('system-row').click();
  await nurse.getByTestId('in-site-row').first().click();
  await expect(nurse.getByTestId('message-detail')).toBeVisible();
  await nurse.getByRole('button', { name: '查看流程' }).click();
  await expect(nurse).toHaveURL(
    new RegExp(`/pages/workFlow/flowBefore/index\\?id=${taskId}&category=launch$`),
  );
  await expect(nurse.getByText('同意，注意休息').first()).toBeVisible();
  await expect(nurse.getByText('审核通过').first()).toBeVisible();
});

test('a flow opened online can still be approved when the signal drops before the service worker took over', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const nurse = await asUser(browser, 'nurse01');
  await submitFourDayLeave(nurse);
  // No service worker at all: nothing but what the page itself fetched while online is on the phone.
  const context = await browser.newContext({ locale: 'zh-CN', serviceWorkers: 'block' });
  const head = await context.newPage();
  await signIn(head, 'head01');
  await waitForUserDb(head);
  await openTodo(head);
  // The decision screen's code was fetched when the action bar showed (wait for the network to settle).
  await head.waitForLoadState('networkidle');
  await context.setOffline(true);
  await approve(head, '同意');
  await expect
    .poll(async () => (await storedOutbox(head)).map((r) => [r.kind, r.state]))
    .toEqual([['flowAudit', 'queued']]);
  await context.setOffline(false);
});

test('system messages: 全部已读 with no signal clears the unread marks and the tab’s count at once and reaches the server when back; a swipe shows 删除, which deletes one', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const nurse = await asUser(browser, 'nurse01');
  await submitFourDayLeave(nurse);
  // The head nurse has the to-do's message, unread, counted on the Messages tab.
  const head = await asUser(browser, 'head01');
  const headers = { Authorization: await storedToken(head) };
  const onServer = async () =>
    (await (await head.request.get(`${MESSAGE_PATH}?type=2&pageSize=100`, { headers })).json()).data as {
      list: { id: string; isRead: number; title: string }[];
      pagination: { total: number };
    };
  const systemRow = head.getByTestId('system-row');
  await expect(systemRow.locator('.badge')).toBeVisible({ timeout: DELIVERY_TIMEOUT });
  await systemRow.click();
  const rows = head.getByTestId('in-site-list').getByTestId('in-site-row');
  await expect(rows.first()).toContainText('待审批');
  await expect(rows.filter({ hasText: '未读' }).first()).toBeVisible();

  // 全部已读 with no signal: read at once on the phone, on the server once the signal is back.
  await head.context().setOffline(true);
  await head.getByText('全部已读').click();
  await expect(rows.filter({ hasText: '未读' })).toHaveCount(0);
  await head.context().setOffline(false);
  await expect
    .poll(async () => (await onServer()).list.every((m) => m.isRead === 1), { timeout: DELIVERY_TIMEOUT })
    .toBe(true);
  // The tab's row: no count, and still the newest message's title, not 暂无新消息 (#30 item 19).
  // Once connected again (the server's greeting names no unread one).
  await head.goto('/pages/index/index');
  await expect(head.getByTestId('conn-chip')).toHaveCount(0, { timeout: DELIVERY_TIMEOUT });
  await expect(systemRow.locator('.badge')).toHaveCount(0);
  await expect(systemRow).toContainText((await onServer()).list[0]!.title);
  await expect(systemRow).not.toContainText('暂无新消息');
  await systemRow.click();
  await expect(rows.first()).toContainText('待审批');

  // Swiped left, the first row shows 删除 (90 px): it goes from the list and from the server.
  const before = await onServer();
  const shown = await rows.count();
  const first = rows.first();
  const box = (await first.boundingBox())!;
  const y = box.y + box.height / 2;
  await head.mouse.move(box.x + box.width - 20, y);
  await head.mouse.down();
  for (const dx of [20, 60, 100, 140]) await head.mouse.move(box.x + box.width - 20 - dx, y);
  await head.mouse.up();
  await first.getByRole('button', { name: '删除' }).click();
  await expect(head.locator('.app-toast').filter({ hasText: '已删除' })).toBeVisible();
  await expect(rows).toHaveCount(shown - 1);
  await expect
    .poll(async () => (await onServer()).pagination.total, { timeout: DELIVERY_TIMEOUT })
    .toBe(before.pagination.total - 1);
  expect((await onServer()).list.map((m) => m.id)).not.toContain(before.list[0]!.id);

  // Back on the Messages tab, the system row has no count.
  await head.goto('/pages/index/index');
  await expect(head.getByTestId('system-row')).toBeVisible();
  await expect(head.getByTestId('system-row').locator('.badge')).toHaveCount(0);
});

test('催办 twice within the interval: the first goes, the second shows a toast with the server’s words', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const nurse = await asUser(browser, 'nurse01');
  await submitFourDayLeave(nurse);
  const urge = async () => {
    await nurse.goto(WORKFLOW_TAB);
    await nurse.getByRole('tab', { name: '我发起的' }).click();
    await nurse.getByTestId('wf-item').filter({ hasText: '请假' }).first().click();
    await expect(nurse.getByText(REASON).first()).toBeVisible();
    await nurse.getByRole('button', { name: '催办', exact: true }).click();
    await nurse.locator('.dialog-button', { hasText: '确定' }).click();
  };
  const presses = async () =>
    (await storedOutbox(nurse))
      .filter((r) => r.kind === 'flowPress')
      .map((r) => r.state)
      .sort();
  await urge();
  await expect.poll(presses, { timeout: DELIVERY_TIMEOUT }).toEqual(['done']);
  await urge();
  await expect(
    nurse.locator('.app-toast').filter({ hasText: '催办未发出：已催办过，请 10 分钟后再催办' }),
  ).toBeVisible({ timeout: DELIVERY_TIMEOUT });
  await expect.poll(presses).toEqual(['done', 'failed']);
});
