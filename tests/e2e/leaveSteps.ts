/** Steps on the leave form shared by the end-to-end tests: its route, the leave type, half-day dates. */
import { expect, type Page } from '@playwright/test';

export const LEAVE = '/pages/subDev/leaveAttendanceManage/leaveApply';
/** The worker syncs the dictionaries after sign-in; the leave types arrive with them. */
const SYNC_TIMEOUT = 30_000;

export async function chooseLeaveType(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: '请假类型' }).click();
  const picker = page.getByTestId('dictionary-picker');
  await expect(picker).toBeVisible();
  await picker.getByRole('button', { name, exact: true }).click({ timeout: SYNC_TIMEOUT });
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
}

export async function chooseHalfDay(
  page: Page,
  label: string,
  date: string,
  half: '上午' | '下午',
): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(date);
  // The chip's native radio lies over its text: check the radio itself, as assistive technology would.
  await page
    .getByRole('radiogroup', { name: `${label}（上午/下午）` })
    .getByLabel(half)
    .check();
}
