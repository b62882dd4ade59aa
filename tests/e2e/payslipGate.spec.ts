/**
 * The payslip gate by the phone's platform authenticator, and the newest 12 slips offline (issue #30 item 17).
 * Chromium's virtual authenticator (CDP `WebAuthn`) plays the phone's fingerprint reader: nurse01 passes the
 * gate by password once, registering a key on the way; after a reload her fingerprint opens the slips (asked
 * for again once the app has been in the background), a finger the phone does not recognise does not, and
 * with no signal the fingerprint still opens them. A deep link to one slip is asked for first too. After one sync of the month list, each of her 12 newest
 * slips reads with no signal though she never opened one.
 */
import { expect, test, type BrowserContext, type CDPSession, type Page, type Route } from '@playwright/test';
import { signIn, waitForServiceWorker, waitForUserDb } from './helpers';
import { GATE_TITLE, monthLabel, myMonths, unlockWithPassword } from './payslipSteps';

const QUERY_PAGE = '/pages/subDev/personnelManage/payslipQuery';
const USE_FINGERPRINT = '使用指纹/面容解锁';

/** A platform authenticator with user verification, as a phone with a fingerprint reader has. */
async function fingerprintReader(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function cutNetwork(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/api/**', (route: Route) => route.abort('internetdisconnected'));
}

test('the fingerprint registered at the gate opens the payslips, online and offline; an unknown finger does not', async ({
  page,
  context,
}) => {
  const { cdp, authenticatorId } = await fingerprintReader(page);
  await signIn(page, 'nurse01');
  await waitForUserDb(page);
  const [newest] = (await myMonths(page)).list;

  // A link straight to one slip is asked for first: no pay on the screen.
  await page.goto(`${QUERY_PAGE}/form?id=${encodeURIComponent(newest!.id)}`);
  await expect(page.getByRole('heading', { name: GATE_TITLE })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('payslip-net')).toHaveCount(0);

  // The phone has a reader: the gate offers to register it with the password — unticked, a ward's shared
  // phone has one PIN for all.
  const enroll = page.getByRole('checkbox', { name: /^同时开启指纹\/面容解锁/ });
  await expect(enroll).not.toBeChecked();
  await enroll.check();
  await unlockWithPassword(page);
  await expect(page.getByTestId('payslip-net')).toBeVisible({ timeout: 30_000 });
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  await waitForServiceWorker(page);

  // A new start asks again; the fingerprint opens, no password typed.
  await page.goto(QUERY_PAGE);
  await page.getByRole('button', { name: USE_FINGERPRINT }).click();
  await expect(page.locator('.payslip-months li').first()).toContainText(monthLabel(newest!.month));

  // The app goes to the background (another app, the lock screen): back in front, it asks again.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page.getByRole('heading', { name: GATE_TITLE })).toBeVisible();
  await expect(page.locator('.payslip-months')).toHaveCount(0);

  // A finger the phone does not recognise: refused, with the way on, and nothing shown.
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
  await page.reload();
  await page.getByRole('button', { name: USE_FINGERPRINT }).click();
  await expect(page.getByRole('alert')).toContainText('指纹/面容验证未通过，请重试或输入登录密码');
  await expect(page.locator('.payslip-months')).toHaveCount(0);

  // With no signal the phone checks the fingerprint itself.
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: true });
  await cutNetwork(context);
  await page.reload();
  await page.getByRole('button', { name: USE_FINGERPRINT }).click();
  await expect(page.locator('.payslip-months li').first()).toContainText(monthLabel(newest!.month), {
    timeout: 30_000,
  });

  // Stopped from the gate, only the password is offered again.
  await page.reload();
  await page.getByRole('button', { name: '停用指纹/面容解锁' }).click();
  await expect(page.getByRole('button', { name: USE_FINGERPRINT })).toHaveCount(0);
  await expect(enroll).not.toBeChecked();
  await context.setOffline(false);
});

test('after one sync her 12 newest slips read with no signal, none of them opened before', async ({
  page,
  context,
}) => {
  await signIn(page, 'nurse01');
  await waitForUserDb(page);
  const latest = await myMonths(page);
  const all = [latest, ...(await Promise.all(latest.years.slice(1).map((y) => myMonths(page, y))))].flatMap(
    (l) => l.list,
  );
  const newest12 = all.sort((a, b) => b.month.localeCompare(a.month)).slice(0, 12);
  expect(newest12).toHaveLength(12);

  // One visit to the month list, online: the refresh ends once the slips are on the phone.
  await page.goto(QUERY_PAGE);
  await unlockWithPassword(page);
  await expect(page.getByTestId('payslip-as-of')).toContainText('数据更新于', { timeout: 30_000 });
  await expect(page.getByTestId('payslip-as-of')).not.toContainText('正在更新', { timeout: 30_000 });
  await waitForServiceWorker(page);

  // No signal; each of the 12, through the month list, as she would open them.
  await cutNetwork(context);
  await page.reload();
  await unlockWithPassword(page);
  for (const year of [...new Set(newest12.map((m) => Number(m.month.slice(0, 4))))]) {
    await page.getByRole('button', { name: `${year}年` }).click();
    for (const month of newest12.filter((m) => m.month.startsWith(`${year}-`))) {
      await page.locator('.payslip-months li', { hasText: monthLabel(month.month) }).click();
      await expect(page).toHaveURL(new RegExp(`id=${encodeURIComponent(month.id)}`));
      await expect(page.getByTestId('payslip-net')).toContainText(month.netPay, { timeout: 30_000 });
      await expect(page.getByTestId('payslip-as-of')).toContainText('离线');
      await page.locator('.navbar .back').last().click();
      await expect(page.locator('.payslip-months')).toBeVisible();
    }
  }
  await context.setOffline(false);
});
