/**
 * Payslips end to end (issue #6): nurse01 opens 工资条查看 from 业务申请 — first the gate asks for her
 * password (issue #30: a wrong one refused under the field, the right one opens) —, sees her months with their
 * net pay, opens one (应发合计, 扣款合计, 实发工资) without being asked again; without signal and after a reload
 * the gate asks again and checks the password on the phone, and she still reads the slip, the month list and
 * a slip she never opened (the newest 12 are kept). A slip of head01's, asked for with nurse01's token, is
 * refused by the server as if it did not exist.
 */
import { expect, test, type Browser, type Route } from '@playwright/test';
import { PAYSLIP_PATH, payslipPath, type Payslip, type PayslipList } from '../../contract';
import { signIn, storedToken, waitForServiceWorker, waitForUserDb } from './helpers';
import { GATE_TITLE, monthLabel, tryPassword, unlockWithPassword } from './payslipSteps';

const APPLY_TAB = '/pages/index/apply';

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

  // 业务申请 → 工资条查看: the gate first, nothing of her pay behind it.
  await page.goto(APPLY_TAB);
  await page.getByText('工资条查看', { exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/subDev\/personnelManage\/payslipQuery$/);
  await tryPassword(page, 'Not-Her#Password1');
  const field = page.getByLabel('登录密码', { exact: true });
  await expect(field).toHaveAccessibleDescription('当前密码错误', { timeout: 30_000 });
  await expect(page.locator('.payslip-months')).toHaveCount(0);
  await unlockWithPassword(page);

  // Her months, newest first, with net pay.
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

  // No signal, for the page and (by routing) for its worker: reload — the gate asks again, and the phone
  // checks the password (a wrong one refused, with the tries left) —, still readable.
  await context.setOffline(true);
  const cut = (route: Route) => route.abort('internetdisconnected');
  await context.route('**/api/**', cut);
  await page.reload();
  await expect(page.getByTestId('payslip-net')).toHaveCount(0);
  await tryPassword(page, 'Not-Her#Password1');
  await expect(field).toHaveAccessibleDescription('密码错误（离线核对，还可再试 4 次）', { timeout: 30_000 });
  await unlockWithPassword(page);
  await expect(page.getByTestId('payslip-net')).toContainText(slip.netPay, { timeout: 30_000 });
  await expect(page.getByTestId('payslip-as-of')).toContainText('离线');

  // Back to the month list (no second check), and a slip she never opened: the newest 12 are on the phone.
  await page.locator('.navbar .back').last().click();
  await expect(page.locator('.payslip-months li').first()).toContainText(newest.netPay, { timeout: 30_000 });
  await page.locator('.payslip-months li').nth(1).click();
  await expect(page.getByText(monthLabel(older.month)).first()).toBeVisible();
  await expect(page.getByTestId('payslip-net')).toContainText(older.netPay);
  await expect(page.getByRole('heading', { name: GATE_TITLE })).toHaveCount(0);

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
  await unlockWithPassword(page);
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
