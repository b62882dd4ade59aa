/**
 * After a rejection there is a way forward (#30 item 7): the nurse's own leave, sent back by her head nurse,
 * says so in 我发起的 (not 流程已结束 · 完成 0%), opens with who sent it back and why at the top and the
 * sending node marked 已驳回, and 修改后重新提交 opens the same leave as a draft whose submission runs the
 * same task again, with the same bill number, back in approval; 复制为新申请 starts a new one with the same
 * answers and a new number.
 */
import { expect, test } from '@playwright/test';
import { signIn, storedToken } from './helpers';
import { LEAVE, chooseHalfDay, chooseLeaveType } from './leaveSteps';
import { decideAs, deliveredTaskId, DELIVERY_TIMEOUT, outboxSettles } from './hrFormSteps';

test.use({ viewport: { width: 390, height: 844 } });

test('a leave sent back is edited and resubmitted on its own task, or copied as a new one', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'nurse01');
  await page.goto(LEAVE);
  await chooseLeaveType(page, '病假');
  await chooseHalfDay(page, '开始时间', '2026-12-14', '上午');
  await chooseHalfDay(page, '结束时间', '2026-12-14', '下午');
  await page.getByLabel('请假事由').fill('复诊');
  await expect(page.getByLabel('单据编号')).toHaveText(/^QJ\d+$/);
  const billNo = (await page.getByLabel('单据编号').textContent()) ?? '';
  await page.getByRole('button', { name: '提交' }).click();
  await outboxSettles(page, 'done');
  const taskId = await deliveredTaskId(page);

  await decideAs(request, 'head01', taskId, 'reject', '请补充门诊病历');

  // 我发起的 says what she can do.
  await page.goto('/pages/workFlow/flowLaunch/index');
  const item = page.getByTestId('wf-item').filter({ hasText: billNo });
  await expect(item).toContainText('已驳回，可修改后重新提交', { timeout: DELIVERY_TIMEOUT });
  await item.click();

  // The reason first, and the node that sent it back says so.
  const notice = page.getByTestId('sent-back');
  await expect(notice).toContainText('驳回原因：请补充门诊病历');
  await expect(page.getByTestId('flow-node').filter({ hasText: '已驳回' })).toHaveCount(1);

  await notice.getByRole('button', { name: '修改后重新提交' }).click();
  await expect(page.locator('.navbar .title').last()).toHaveText('请假申请');
  await expect(page.getByLabel('请假事由')).toHaveValue('复诊');
  await expect(page.getByLabel('单据编号')).toHaveText(billNo);
  await page.getByLabel('请假事由').fill('复诊，附门诊病历');
  await page.getByRole('button', { name: '提交' }).click();
  await outboxSettles(page, 'done');

  // The same task runs again with the same number, in approval, with the new answer.
  const token = await storedToken(page);
  const detail = await page.request.get(`/api/workflow/Engine/FlowBefore/${taskId}`, {
    headers: { Authorization: token },
  });
  const data = (await detail.json()).data as {
    flowTaskInfo: { status: number; billNo: string };
    formData: { leaveReason: string };
  };
  expect(data.flowTaskInfo).toMatchObject({ status: 1, billNo });
  expect(data.formData.leaveReason).toBe('复诊，附门诊病历');

  // Sent back again, 复制为新申请 starts a new leave with her answers and a new number.
  await decideAs(request, 'head01', taskId, 'reject', '时间冲突');
  await page.goto(`/pages/workFlow/flowBefore/index?id=${taskId}&category=launch`);
  await expect(page.getByTestId('sent-back')).toContainText('驳回原因：时间冲突');
  await page.getByTestId('sent-back').getByRole('button', { name: '复制为新申请' }).click();
  await expect(page.getByLabel('请假事由')).toHaveValue('复诊，附门诊病历');
  await expect(page.getByLabel('单据编号')).toHaveText(/^QJ\d+$/);
  await expect(page.getByLabel('单据编号')).not.toHaveText(billNo);
});
