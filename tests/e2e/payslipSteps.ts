/** Steps the payslip suites share: the gate's password (issue #30) and reading one's own months from the API. */
import { expect, type Page } from '@playwright/test';
import { PAYSLIP_PATH, type PayslipList } from '../../contract';
import { DEMO_PASSWORD, storedToken } from './helpers';

export const GATE_TITLE = '验证身份后查看工资条';
export const monthLabel = (month: string) => `${month.slice(0, 4)}年${month.slice(5, 7)}月`;

/** The gate is up, and a password is given to it. */
export async function tryPassword(page: Page, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: GATE_TITLE })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('登录密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '验证', exact: true }).click();
}

/**
 * The gate is up, and her password opens it. The wait is long: the phone derives the password's verifier
 * (600 000 PBKDF2 rounds) before it opens, slow on a loaded machine.
 */
export async function unlockWithPassword(page: Page): Promise<void> {
  await tryPassword(page, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: GATE_TITLE })).toHaveCount(0, { timeout: 30_000 });
}

export async function myMonths(page: Page, year?: number): Promise<PayslipList> {
  const token = await storedToken(page);
  const query = year ? `?year=${year}` : '';
  return (
    await (await page.request.get(`${PAYSLIP_PATH}${query}`, { headers: { Authorization: token } })).json()
  ).data as PayslipList;
}
