/**
 * The tab bar's counts (#30 item 1): leader01's 消息 and 业务办理 badges appear the moment director01's leave is
 * submitted (the server pushes her a system message and the worker refreshes the to-do list), and an
 * offline cold start (a reload with no network) shows the same counts from what the phone stored.
 */
import { expect, test, type Page } from '@playwright/test';
import { flowListPath } from '../../contract';
import { asUser, storedOutbox, storedToken, waitForServiceWorker } from './helpers';
import { DELIVERY_TIMEOUT } from './hrFormSteps';
import { LEAVE, chooseHalfDay, chooseLeaveType } from './leaveSteps';

const tab = (page: Page, label: string) => page.locator('.app-tabbar .tab-link', { hasText: label });

/** The count a tab's badge shows, 0 when it shows none. */
async function badgeOf(page: Page, label: string): Promise<number> {
  const badge = tab(page, label).getByTestId('tab-badge');
  return (await badge.count()) ? Number(await badge.textContent()) : 0;
}

/** The to-do list's total on the server. */
async function serverTodo(page: Page): Promise<number> {
  const answer = await page.request.get(`${flowListPath(1)}?currentPage=1&pageSize=1`, {
    headers: { Authorization: await storedToken(page) },
  });
  return (await answer.json()).data.pagination.total as number;
}

async function submitLeave(page: Page): Promise<void> {
  await page.goto(LEAVE);
  await chooseLeaveType(page, '事假');
  await chooseHalfDay(page, '开始时间', '2027-03-01', '上午');
  await chooseHalfDay(page, '结束时间', '2027-03-01', '下午');
  await page.getByLabel('请假事由').fill('家中有事');
  await expect(page.getByLabel('单据编号')).toHaveText(/^QJ\d+$/);
  await page.getByRole('button', { name: '提交' }).click();
  await expect
    .poll(async () => (await storedOutbox(page)).map((r) => r.state), { timeout: DELIVERY_TIMEOUT })
    .toEqual(['done']);
}

test('消息 and 业务办理 show their counts after a push, and after an offline cold start', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // director01's leave goes to leader01, whose to-dos stay few in this suite (head01 gathers hundreds from the
  // flaky-network run, and a badge over 99 shows 99+): the counts can be read exactly.
  const head = await asUser(browser, 'leader01');
  await waitForServiceWorker(head);
  // The Messages tab has its data in (the socket's first counts) before the counts are read.
  await expect(head.getByTestId('messages-asof')).toHaveText(/数据更新于/, { timeout: 15_000 });
  await expect.poll(() => badgeOf(head, '业务办理')).toBe(await serverTodo(head));
  const messagesBefore = await badgeOf(head, '消息');
  const todoBefore = await badgeOf(head, '业务办理');
  expect(Math.max(messagesBefore, todoBefore), 'counts a badge shows exactly').toBeLessThan(99);

  const nurse = await asUser(browser, 'director01');
  await submitLeave(nurse);

  // The push reaches leader01 with no screen of theirs asking: both counts move on the tab she is on.
  await expect(tab(head, '消息').getByTestId('tab-badge')).toHaveText(String(messagesBefore + 1), {
    timeout: DELIVERY_TIMEOUT,
  });
  await expect(tab(head, '业务办理').getByTestId('tab-badge')).toHaveText(String(todoBefore + 1), {
    timeout: DELIVERY_TIMEOUT,
  });
  expect(await serverTodo(head)).toBe(todoBefore + 1);
  // The badge is drawn on the icon, where she sees it.
  await expect(tab(head, '业务办理').getByTestId('tab-badge')).toBeVisible();

  // Offline cold start: no network for the page, its worker or the socket; the counts come from the phone.
  await head.context().setOffline(true);
  await head.context().route('**/api/**', (route) => route.abort('internetdisconnected'));
  await head.reload();
  await expect(head.locator('.conn-chip')).toHaveText(/^离线/);
  await expect(tab(head, '消息').getByTestId('tab-badge')).toHaveText(String(messagesBefore + 1));
  await expect(tab(head, '业务办理').getByTestId('tab-badge')).toHaveText(String(todoBefore + 1));
  // And on another tab too.
  await tab(head, '我的').click();
  await expect(tab(head, '消息').getByTestId('tab-badge')).toHaveText(String(messagesBefore + 1));
  await head.context().setOffline(false);
});
