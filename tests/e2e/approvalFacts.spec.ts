/**
 * The approval screen leads with the facts (#30 item 13): nurse01 asks for four days of 病假; a wardmate is
 * already off two of them. The head nurse opens the leave and reads at the top of the screen — without
 * scrolling — its type, dates, days and reason, and the wardmate off those days; a tap on a common opinion
 * fills the opinion and 一键同意 approves at once. With no signal the same one tap queues the decision, which
 * is delivered once the signal is back.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import md5 from 'blueimp-md5';
import { IDEMPOTENCY_HEADER, type DirectoryUser } from '../../contract';
import { DEMO_PASSWORD, asUser, storedOutbox } from './helpers';
import { DELIVERY_TIMEOUT, approveAs, deliveredTaskId, outboxSettles } from './hrFormSteps';
import { LEAVE, chooseHalfDay, chooseLeaveType } from './leaveSteps';

const LOGIN = '/api/oauth/Login?client_id=admin&client_secret=123456&scope=all&grant_type=password';
const WARD = 'ward-xinneike';
const HEAD_ID = 'u-head01';
const DAY = 86_400_000;

async function headersOf(request: APIRequestContext, account: string) {
  const res = await request.post(LOGIN, { form: { account, password: md5(DEMO_PASSWORD) } });
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  return { Authorization: token, 'jnpf-origin': 'app' };
}

/** A nurse of nurse01's ward under the same head nurse, from the directory. */
async function wardmateOf(request: APIRequestContext): Promise<DirectoryUser> {
  const res = await request.get('/api/permission/Users/All', {
    headers: await headersOf(request, 'nurse01'),
  });
  const { list } = ((await res.json()) as { data: { list: DirectoryUser[] } }).data;
  const mate = list.find(
    (u) => u.organizeId === WARD && u.managerId === HEAD_ID && !['nurse01', 'head01'].includes(u.account),
  );
  if (!mate) throw new Error('the demo ward has no other nurse');
  return mate;
}

/** `mate` asks for three days of leave from 3 Feb 2027 over the API, and the head nurse approves it. */
async function wardmateOff(request: APIRequestContext, mate: DirectoryUser): Promise<void> {
  const headers = await headersOf(request, mate.account);
  const bill = await request.get('/api/system/BillRule/BillNumber/WF_LeaveApplyNo', { headers });
  const billNo = ((await bill.json()) as { data: string }).data;
  const start = Date.parse('2027-02-03T00:00:00+08:00');
  const res = await request.post('/api/workflow/Form/LeaveApply', {
    headers: { ...headers, [IDEMPOTENCY_HEADER]: randomUUID() },
    data: {
      status: 0,
      flowTitle: '请假申请',
      billNo,
      flowUrgent: 1,
      applyUser: mate.id,
      applyDept: WARD,
      applyPost: mate.positionId,
      applyDate: start - 3 * DAY,
      leaveType: 'dict-leaveType-1',
      leaveReason: '家中有事',
      leaveStartTime: start,
      leaveEndTime: start + 3 * DAY - 1000,
      leaveDayCount: 3,
      leaveHour: 24,
      fileJson: [],
    },
  });
  const body = (await res.json()) as { code: number; msg: string; data: { taskId: string } };
  expect(body, body.msg).toMatchObject({ code: 200 });
  await approveAs(request, 'head01', body.data.taskId);
}

/** nurse01 submits a leave of 病假 from `from` 上午 to `to` 下午; its task. */
async function submitLeave(page: Page, from: string, to: string, reason: string) {
  await page.goto(LEAVE);
  await chooseLeaveType(page, '病假');
  await chooseHalfDay(page, '开始时间', from, '上午');
  await chooseHalfDay(page, '结束时间', to, '下午');
  await page.getByLabel('请假事由').fill(reason);
  await page.getByRole('button', { name: '提交' }).click();
  await outboxSettles(page, 'done');
  return { taskId: await deliveredTaskId(page) };
}

/** The head nurse opens the leave as its to-do's link does (a message, a list item). */
async function openTodo(page: Page, taskId: string): Promise<void> {
  await page.goto(`/pages/workFlow/flowBefore/index?id=${taskId}&category=todo`);
  await expect(page.getByRole('button', { name: '一键同意' })).toBeVisible({ timeout: DELIVERY_TIMEOUT });
}

test('the head nurse reads the leave’s facts and who else is off at the top, and approves it with one tap, online and offline', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const mate = await wardmateOf(request);
  await wardmateOff(request, mate);
  const nurse = await asUser(browser, 'nurse01');
  const first = await submitLeave(nurse, '2027-02-01', '2027-02-04', '急性肠胃炎，需住院观察');
  const second = await submitLeave(nurse, '2027-02-04', '2027-02-05', '复查');

  const head = await asUser(browser, 'head01');
  await head.setViewportSize({ width: 390, height: 844 });
  await openTodo(head, first.taskId);
  // What she decides on leads the screen, every part of it in view without scrolling.
  const facts = head.getByTestId('flow-key');
  for (const part of ['病假', '2027-02-01 上午', '2027-02-04 下午', '急性肠胃炎，需住院观察']) {
    await expect(facts.getByText(part, { exact: true })).toBeInViewport();
  }
  await expect(facts.locator('.flow-fact', { hasText: '请假天数' })).toContainText('4');
  const off = head.getByTestId('flow-off').filter({ hasText: mate.realName });
  await expect(off).toContainText('已批准');
  await expect(off).toBeInViewport();
  // The full form stays below.
  await expect(head.getByRole('region', { name: '表单信息' })).toBeAttached();

  // A common opinion fills the opinion; 一键同意 approves without another screen.
  await head.getByRole('button', { name: '常用意见：同意' }).click();
  await expect(head.getByLabel('意见', { exact: true })).toHaveValue('同意');
  await head.getByRole('button', { name: '一键同意' }).click();
  await expect
    .poll(async () => (await storedOutbox(head)).map((r) => [r.kind, r.state, r.body]), {
      timeout: DELIVERY_TIMEOUT,
    })
    .toEqual([['flowAudit', 'done', expect.objectContaining({ handleOpinion: '同意' })]]);

  // The second leave opened online, then no signal: one tap queues the decision.
  await openTodo(head, second.taskId);
  await expect(head.getByTestId('flow-off').filter({ hasText: mate.realName })).toBeVisible();
  await head.context().setOffline(true);
  const cut = (route: Route) => route.abort('internetdisconnected');
  await head.context().route('**/api/workflow/**', cut);
  await head.getByRole('button', { name: '常用意见：已阅' }).click();
  await head.getByRole('button', { name: '一键同意' }).click();
  const queued = async () =>
    (await storedOutbox(head))
      .filter((r) => r.kind === 'flowAudit')
      .sort((a, b) => a.createdAt - b.createdAt)
      .map((r) => [r.state, (r.body as { handleOpinion?: string }).handleOpinion]);
  await expect.poll(queued).toEqual([
    ['done', '同意'],
    [expect.stringMatching(/queued|sending/), '已阅'],
  ]);
  // Back online it is delivered, once.
  await head.context().unroute('**/api/workflow/**', cut);
  await head.context().setOffline(false);
  await expect.poll(queued, { timeout: DELIVERY_TIMEOUT }).toEqual([
    ['done', '同意'],
    ['done', '已阅'],
  ]);
});
