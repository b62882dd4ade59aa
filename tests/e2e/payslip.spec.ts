/**
 * Payslips end to end (issue #6): nurse01 opens 工资条查看 from 业务申请, sees her months with their net pay,
 * opens one (应发合计, 扣款合计, 实发工资); without signal and after a reload she still reads it and the month
 * list, while a slip she never opened says it is not on this phone. A slip of head01's, asked for with
 * nurse01's token, is refused by the server as if it did not exist.
 */
import { expect, test, type Browser, type Route } from '@playwright/test';
import { PAYSLIP_PATH, payslipPath, type Payslip, type PayslipList } from '../../contract';
import { signIn, storedToken, waitForServiceWorker, waitForUserDb } from './helpers';

const APPLY_TAB = '/pages/index/apply';
const monthLabel = (month: string) => `${month.slice(0, 4)}年${month.slice(5, 7)}月`;

async function listWith(browser: Browser, account: string): Promise<{ token: string; list: PayslipList }> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await signIn(page, account);
  const token = await storedToken(page);
  const list = (await (await page.request.get(PAYSLIP_PATH, { headers: { Authorization: token } })).json())
    .data as PayslipList;
  await context.close();
  return { token, list };
}

test('nurse01 reads her payslips, and one she opened still reads offline after a reload', async ({
  page,
  context,
}) => {
  await signIn(page, 'nurse01');
  await waitForUserDb(page);
  const token = await storedToken(page);
  const mine = (await (await page.request.get(PAYSLIP_PATH, { headers: { Authorization: token } })).json())
    .data as PayslipList;
  expect(mine.list.length).toBeGreaterThan(1);
  const [newest, older] = mine.list as [PayslipList['list'][number], PayslipList['list'][number]];

  // 业务申请 → 工资条查看: her months, newest first, with net pay.
  await page.goto(APPLY_TAB);
  await page.getByText('工资条查看', { exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/subDev\/personnelManage\/payslipQuery$/);
  const rows = page.locator('.payslip-months li');
  await expect(rows.first()).toContainText(monthLabel(newest.month));
  await expect(rows.first()).toContainText(newest.netPay);
  await expect(rows).toHaveCount(mine.list.length);
  await expect(page.getByRole('button', { name: `${mine.year}年` })).toBeVisible();

  // One slip: who, the lines and the three totals.
  await rows.first().click();
  await expect(page).toHaveURL(/\/payslipQuery\/form\?id=/);
  const slip = (
    await (await page.request.get(payslipPath(newest.id), { headers: { Authorization: token } })).json()
  ).data as Payslip;
  await expect(page.getByText('张小雨 · ').first()).toBeVisible();
  await expect(page.getByTestId('payslip-net')).toContainText(slip.netPay);
  for (const label of ['应发合计', '扣款合计', '岗位工资', '养老保险', '个人所得税'])
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  await expect(page.locator('.payslip-total').first()).toContainText(slip.grossPay);
  await waitForServiceWorker(page);

  // No signal, for the page and (by routing) for its worker: reload, still readable.
  await context.setOffline(true);
  const cut = (route: Route) => route.abort('internetdisconnected');
  await context.route('**/api/**', cut);
  await page.reload();
  await expect(page.getByTestId('payslip-net')).toContainText(slip.netPay, { timeout: 30_000 });
  await expect(page.getByTestId('payslip-as-of')).toContainText('离线');

  // The month list opens offline too; a slip never opened says so.
  await page.goto('/pages/subDev/personnelManage/payslipQuery/index');
  await expect(page.locator('.payslip-months li').first()).toContainText(newest.netPay, { timeout: 30_000 });
  await page.goto(`/pages/subDev/personnelManage/payslipQuery/form?id=${encodeURIComponent(older.id)}`);
  await expect(page.getByText('离线：这份工资条尚未在本机打开过')).toBeVisible({ timeout: 30_000 });

  await context.unroute('**/api/**', cut);
  await context.setOffline(false);
});

test('back from a payslip of an earlier year returns to that year', async ({ page }) => {
  await signIn(page, 'nurse01');
  await waitForUserDb(page);
  const token = await storedToken(page);
  const mine = (await (await page.request.get(PAYSLIP_PATH, { headers: { Authorization: token } })).json())
    .data as PayslipList;
  const earlier = mine.years.find((y) => y !== mine.year);
  expect(earlier, 'the demo seed has slips in more than one year').toBeDefined();

  await page.goto(APPLY_TAB);
  await page.getByText('工资条查看', { exact: true }).click();
  await page.getByRole('button', { name: `${earlier}年` }).click();
  await expect(page.getByRole('button', { name: `${earlier}年` })).toHaveAttribute('aria-pressed', 'true');
  const rows = page.locator('.payslip-months li');
  await expect(rows.first()).toContainText(`${earlier}年`);
  await rows.first().click();
  await expect(page).toHaveURL(/\/payslipQuery\/form\?id=/);
  await page.locator('.navbar .back').last().click();
  await expect(page.getByRole('button', { name: `${earlier}年` })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows.first()).toContainText(`${earlier}年`);
});

test("another person's payslip is refused with nurse01's token, as if it did not exist", async ({
  browser,
}) => {
  const head = await listWith(browser, 'head01');
  const nurse = await listWith(browser, 'nurse01');
  const theirs = head.list.list[0]!;
  const context = await browser.newContext();
  const ask = async (id: string) =>
    (await context.request.get(payslipPath(id), { headers: { Authorization: nurse.token } })).json();
  expect(await ask(theirs.id)).toEqual({ code: 404, msg: '工资条不存在', data: null });
  expect(await ask('ps-nothing-like-this')).toEqual({ code: 404, msg: '工资条不存在', data: null });
  // Her own token reads it.
  const own = await context.request.get(payslipPath(theirs.id), { headers: { Authorization: head.token } });
  expect(((await own.json()) as { data: Payslip }).data.id).toBe(theirs.id);
  await context.close();
});
