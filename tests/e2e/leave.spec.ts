/**
 * Leave, end to end (issue #4): a nurse fills the leave form, a reload restores the draft exactly, a
 * submission made offline is queued at once (已提交，等待网络) and survives closing the page; back online the
 * outbox delivers it to the real server, and a replay of the same request is answered from the server's
 * idempotency record instead of being applied twice.
 */
import { expect, test, type Page } from '@playwright/test';
import { STRICT, signIn, storedOutbox, storedToken } from './helpers';
import { LEAVE, chooseHalfDay, chooseLeaveType } from './leaveSteps';
import { dateField } from './hrFormSteps';

/**
 * Waits for the outbox row to be delivered, checks the server holds the application with its flow task,
 * and replays the same request (a retry after a lost answer): the server answers from its record (a server
 * in JNPF_STRICT mode keeps none, and the unique bill number refuses the second one).
 */
async function expectDeliveredOnce(page: Page): Promise<void> {
  await expect.poll(async () => (await storedOutbox(page))[0]?.state, { timeout: 30_000 }).toBe('done');
  const [sent] = await storedOutbox(page);
  if (!sent?.result) throw new Error('the delivered row keeps no server answer');
  const token = await storedToken(page);
  const stored = await page.request.get(`/api/workflow/Form/LeaveApply/${sent.result.id}`, {
    headers: { Authorization: token },
  });
  expect((await stored.json()).data).toMatchObject({ leaveReason: '发热，需休息', flowStatus: 1 });
  const replay = await page.request.post(sent.url, {
    headers: { Authorization: token, 'Idempotency-Key': sent.id, 'jnpf-origin': 'app' },
    data: sent.body,
  });
  if (STRICT) {
    // A JNPF back end keeps no Idempotency-Key: the bill number, unique, stops the second one.
    expect((await replay.json()).code).not.toBe(200);
    return;
  }
  expect(replay.headers()['idempotent-replayed']).toBe('true');
  expect((await replay.json()).data.id).toBe(sent.result.id);
}

test('a leave survives a reload, is queued when submitted offline, outlives the page, and is delivered once', async ({
  page,
  context,
}) => {
  await signIn(page, 'nurse01');
  await page.goto(LEAVE);
  await expect(page.locator('.navbar .title').last()).toHaveText('请假申请');

  await chooseLeaveType(page, '病假');
  await chooseHalfDay(page, '开始时间', '2026-11-23', '上午');
  await chooseHalfDay(page, '结束时间', '2026-11-24', '上午');
  await page.getByLabel('请假事由').fill('发热，需休息');
  await expect(page.getByLabel('请假天数')).toHaveText('1.5');
  await expect(page.getByLabel('请假小时')).toHaveText('12');
  // Online, the draft gets its bill number from the bill rule once it has been saved.
  await expect(page.getByLabel('单据编号')).toHaveText(/^QJ\d+$/);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('.app-toast')).toContainText('草稿已保存');
  const billNo = await page.getByLabel('单据编号').textContent();

  await page.reload();
  await expect(page.getByRole('button', { name: '请假类型' })).toHaveText('病假');
  await expect(dateField(page, '开始时间')).toHaveAttribute('data-value', '2026-11-23');
  await expect(dateField(page, '结束时间')).toHaveAttribute('data-value', '2026-11-24');
  await expect(
    page.getByRole('radiogroup', { name: '结束时间（上午/下午）' }).getByLabel('上午'),
  ).toBeChecked();
  await expect(page.getByLabel('请假事由')).toHaveValue('发热，需休息');
  await expect(page.getByLabel('请假天数')).toHaveText('1.5');
  await expect(page.getByLabel('单据编号')).toHaveText(billNo ?? '');

  // Offline for the page, and for the sync worker too: Playwright's offline mode does not reach workers,
  // so the write endpoint is also cut at the network layer until the test goes back online.
  await context.setOffline(true);
  const cut = (route: import('@playwright/test').Route) => route.abort('internetdisconnected');
  await context.route('**/api/workflow/Form/LeaveApply**', cut);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已提交，等待网络' })).toBeVisible();
  const rows = await storedOutbox(page);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    kind: 'hrForm',
    formKey: 'LeaveApply',
    body: { status: 0, leaveDayCount: 1.5 },
  });
  // Offline, the flusher may be between a failed try and the next: either way the row waits in the queue.
  expect(['queued', 'sending']).toContain(rows[0]?.state);

  // Close the page while offline; a new one, still offline, finds the row queued.
  await page.close();
  const again = await context.newPage();
  await again.goto(LEAVE);
  const [waiting] = await storedOutbox(again);
  expect(waiting?.state).not.toBe('done');
  // Me counts it, and the sync centre lists it as waiting.
  await again.goto('/pages/index/my');
  await expect(again.getByText('1 条待发送').first()).toBeVisible();
  // The tabs' one indicator says the phone is offline and what waits, not an endless 连接中….
  await expect(again.getByTestId('conn-chip')).toHaveText('离线 · 1 条待发送');
  await again.getByText('同步中心').click();
  const centre = again.getByTestId('sync-centre');
  await expect(centre.getByTestId('sync-row')).toContainText('请假申请');
  // Which leave it is: its type, its half days, its days, its bill number; and when it was queued (#14 item 6).
  await expect(centre.getByTestId('sync-row')).toContainText(
    `病假 · 11-23 上午 – 11-24 上午 · 请假天数 1.5${billNo ? ` · ${billNo}` : ''}`,
  );
  await expect(centre.getByTestId('sync-row')).toContainText(/等待发送|发送中/);
  await expect(centre.getByTestId('sync-row')).toContainText(/提交于 \d+月\d+日 \d\d:\d\d/);
  // Nothing left the phone while offline, so no attempt is counted.
  await expect(centre.getByTestId('sync-row')).not.toContainText('已尝试');
  expect((await storedOutbox(again))[0]?.attempts).toBe(0);

  // Back online: the outbox delivers it, exactly once.
  await context.unroute('**/api/workflow/Form/LeaveApply**', cut);
  await context.setOffline(false);
  await expectDeliveredOnce(again);
  await expect(centre.getByTestId('sync-row')).toContainText('已送达');
  await expect(centre.getByTestId('sync-row')).toContainText(/送达于 \d+月\d+日 \d\d:\d\d/);
});

test('submitting an empty leave names the missing fields under them', async ({ page }) => {
  await signIn(page, 'nurse01');
  await page.goto(LEAVE);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('请选择请假类型')).toBeVisible();
  await expect(page.getByText('请填写请假事由')).toBeVisible();
  // The first invalid field is brought into view and focused (its picker button, not the closed sheet).
  await expect(page.getByRole('button', { name: '请假类型' })).toBeFocused();
});

test('submitted online, the confirmation turns to 已送达 once the server has the leave', async ({ page }) => {
  await signIn(page, 'nurse01');
  await page.goto(LEAVE);
  await chooseLeaveType(page, '事假');
  await chooseHalfDay(page, '开始时间', '2026-12-28', '上午');
  await chooseHalfDay(page, '结束时间', '2026-12-28', '下午');
  await page.getByLabel('请假事由').fill('办理证件');
  await expect(page.getByLabel('单据编号')).toHaveText(/^QJ\d+$/);
  await page.getByRole('button', { name: '提交' }).click();
  await expect.poll(async () => (await storedOutbox(page))[0]?.state, { timeout: 30_000 }).toBe('done');
  // Within 2 s of delivery the notice says so, and no longer that it waits.
  await expect(page.getByRole('status').filter({ hasText: '已送达' })).toBeVisible({ timeout: 2_000 });
  await expect(page.getByText('等待网络')).toHaveCount(0);
});
