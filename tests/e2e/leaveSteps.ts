/** Steps on the leave form shared by the end-to-end tests: its route, the leave type, half-day dates. */
import type { Page } from '@playwright/test';
import { chooseDictionary, fillDate } from './hrFormSteps';

export const LEAVE = '/pages/subDev/leaveAttendanceManage/leaveApply';

export const chooseLeaveType = (page: Page, name: string): Promise<void> =>
  chooseDictionary(page, '请假类型', name);

export async function chooseHalfDay(
  page: Page,
  label: string,
  date: string,
  half: '上午' | '下午',
): Promise<void> {
  await fillDate(page, label, date);
  // The chip's native radio lies over its text: check the radio itself, as assistive technology would.
  await page
    .getByRole('radiogroup', { name: `${label}（上午/下午）` })
    .getByLabel(half)
    .check();
}
