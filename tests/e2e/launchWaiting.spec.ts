/**
 * 我发起的 shows what waits to be sent (#30 item 2): a leave submitted with no signal heads 我发起的 as
 * 待发送 with what tells it apart, and the list's count is not 0; once the server refuses it, it shows
 * 提交失败 with the server's words (the field it names by its label, never its key, #30 item 3), and tapping
 * it opens its fix page (the draft, as 修改 does), whose banner says the same — and 同步中心 shows it first,
 * with the chat messages sent after it as one summarised row (#30 item 4); sent again and delivered, the
 * list itself holds it.
 */
import { expect, test, type Route } from '@playwright/test';
import { signIn, storedOutbox, storedUserId, waitForServiceWorker, writeUserStore } from './helpers';
import { LEAVE, chooseHalfDay, chooseLeaveType } from './leaveSteps';

const WORKFLOW_TAB = '/pages/index/workFlowNew';

/** A chat message this phone delivered a moment ago, as the outbox keeps it until it is pruned. */
function deliveredChat(userId: string, i: number) {
  const at = Date.now() + i;
  return {
    id: `e2e-chat-${i}-${at}`,
    userId,
    kind: 'chat',
    stream: 'chat:someone',
    method: 'POST',
    url: '/api/message/imreply',
    body: {},
    fileIds: [],
    createdAt: at,
    serverOffsetMs: 0,
    attempts: 1,
    nextAttemptAt: at + 86_400_000,
    state: 'done',
    lastError: null,
    doneAt: at,
  };
}
/** The server's refusal names the field by its key; she reads the field's label (#30 item 3). */
const REFUSAL = 'leaveDayCount: 超出可用余额';
const SHOWN = '请假天数：超出可用余额';

test('offline, a queued leave heads 我发起的 as 待发送; refused, it shows 提交失败 and opens its fix page', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'nurse01');
  await waitForServiceWorker(page);
  // 我发起的 is stored once online, so its server list is on the phone too.
  await page.goto(WORKFLOW_TAB);
  await page.getByRole('tab', { name: '我发起的' }).click();
  await expect(page.getByTestId('wf-count-launch')).toBeVisible();
  const before = Number(await page.getByTestId('wf-count-launch').textContent());

  await page.goto(LEAVE);
  await chooseLeaveType(page, '事假');
  await chooseHalfDay(page, '开始时间', '2027-04-06', '上午');
  await chooseHalfDay(page, '结束时间', '2027-04-06', '下午');
  await page.getByLabel('请假事由').fill('孩子开家长会');
  await context.setOffline(true);
  const cut = (route: Route) => route.abort('internetdisconnected');
  await context.route('**/api/workflow/Form/LeaveApply**', cut);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已提交，等待网络' })).toBeVisible();

  await page.goto(WORKFLOW_TAB);
  await page.getByRole('tab', { name: '我发起的' }).click();
  const waiting = page.getByTestId('wf-waiting');
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toContainText('请假申请');
  await expect(waiting.getByTestId('wf-waiting-state')).toHaveText('待发送');
  await expect(waiting).toContainText('事假 · 04-06 上午 – 04-06 下午');
  await expect(page.getByTestId('wf-count-launch')).toHaveText(String(before + 1));

  // The server refuses it: 提交失败 with its words, and a tap opens the draft to put it right.
  await context.unroute('**/api/workflow/Form/LeaveApply**', cut);
  const refuse = (route: Route) => route.fulfill({ json: { code: 400, msg: REFUSAL, data: null } });
  await context.route('**/api/workflow/Form/LeaveApply**', refuse);
  await context.setOffline(false);
  await expect
    .poll(async () => (await storedOutbox(page)).map((r) => r.state), { timeout: 30_000 })
    .toEqual(['failed']);
  await expect(waiting.getByTestId('wf-waiting-state')).toHaveText('提交失败');
  await expect(waiting).toContainText(SHOWN);
  await expect(waiting).not.toContainText('leaveDayCount');
  // 同步中心 is no log (#30 item 4): the refused leave comes first, however many chat messages came after it,
  // and those are one summarised row.
  const userId = await storedUserId(page);
  await writeUserStore(
    page,
    'outbox',
    Array.from({ length: 6 }, (_, i) => deliveredChat(userId ?? '', i)),
  );
  await page.goto('/pages/index/my');
  await page.getByText('同步中心').click();
  const centre = page.getByTestId('sync-centre');
  await expect(centre.getByTestId('sync-group')).toHaveCount(1);
  await expect(centre.getByTestId('sync-group')).toContainText('聊天消息');
  await expect(centre.getByTestId('sync-group')).toContainText('共 6 条');
  await expect(centre.getByTestId('sync-row')).toHaveCount(1);
  await expect(centre.locator('.sync-list > li').first()).toContainText(SHOWN);
  await page.goto(WORKFLOW_TAB);
  await page.getByRole('tab', { name: '我发起的' }).click();
  await waiting.click();
  await expect(page).toHaveURL(new RegExp(`${LEAVE}\\?draft=`));
  await expect(page.getByLabel('请假事由')).toHaveValue('孩子开家长会');
  // The 修改 banner says why in the same words, naming no key.
  await expect(page.getByRole('alert').filter({ hasText: SHOWN })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'leaveDayCount' })).toHaveCount(0);

  // Sent again and delivered: 我发起的 is asked again and holds it; nothing waits at its head any more.
  await context.unroute('**/api/workflow/Form/LeaveApply**', refuse);
  await page.getByRole('button', { name: '提交' }).click();
  await expect
    .poll(async () => (await storedOutbox(page)).filter((r) => r.state !== 'done').length, {
      timeout: 30_000,
    })
    .toBe(0);
  await page.goto(WORKFLOW_TAB);
  await page.getByRole('tab', { name: '我发起的' }).click();
  await expect(page.getByTestId('wf-waiting')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('wf-count-launch')).toHaveText(String(before + 1));
});
