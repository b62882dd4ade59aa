/**
 * Notifications are offered at the moment that explains itself (#30 item 6): after her first submission,
 * with notifications off, the submitted leave asks 审批结果出来时通知我？; 不用了 is remembered on the phone,
 * so the next submission does not ask again.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';
import { LEAVE, chooseHalfDay, chooseLeaveType } from './leaveSteps';

async function submitLeave(page: Page, day: string): Promise<void> {
  await page.goto(LEAVE);
  await chooseLeaveType(page, '事假');
  await chooseHalfDay(page, '开始时间', day, '上午');
  await chooseHalfDay(page, '结束时间', day, '下午');
  await page.getByLabel('请假事由').fill('家中有事');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已提交' })).toBeVisible();
}

test('after the first submission notifications are offered once; 不用了 is remembered', async ({ page }) => {
  await signIn(page, 'nurse01');
  await submitLeave(page, '2026-12-21');
  const offer = page.getByTestId('notify-offer');
  await expect(offer).toContainText('审批结果出来时通知我？');
  await offer.getByRole('button', { name: '不用了' }).click();
  await expect(offer).toHaveCount(0);

  await submitLeave(page, '2026-12-22');
  await expect(page.getByText('服务器已收到申请', { exact: false })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('notify-offer')).toHaveCount(0);
});
