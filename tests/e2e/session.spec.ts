/**
 * Spec §4/§8: a session error toasts, clears the session and relaunches at the login page 1.5 s later,
 * whether the socket hears `logout` (the token was revoked elsewhere) or an HTTP call gets body code 600.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

/** Waits for the toast, then checks the relaunch comes about 1.5 s after it and the token is gone. */
async function expectRelaunchAfterToast(page: Page): Promise<void> {
  const toast = page.locator('.app-toast');
  await expect(toast).toContainText('登录');
  const shownAt = Date.now();
  await expect(page).toHaveURL(/\/pages\/login\/index$/, { timeout: 5_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(1000);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

test('a token revoked elsewhere ends the session through the socket: toast, then login 1.5 s later', async ({
  page,
}) => {
  await signIn(page, 'nurse01');
  await page.goto('/pages/index/apply');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  // Revoke the token on the real server, as signing out on another device would.
  const res = await page.request.get('/api/oauth/Logout', { headers: { Authorization: token ?? '' } });
  expect(res.status()).toBe(200);
  await expectRelaunchAfterToast(page);
});

test('a call answered with code 600 ends the session: toast, then login 1.5 s later', async ({ page }) => {
  await signIn(page, 'nurse01');
  // A token the server cannot verify (as after a key rotation) is answered with body code 600.
  await page.evaluate(() => localStorage.setItem('token', 'Bearer not-a-valid-token'));
  const refused = page.waitForResponse((r) => r.url().includes('/api/oauth/CurrentUser'));
  await page.goto('/pages/index/my');
  expect((await (await refused).json()).code).toBe(600);
  await expectRelaunchAfterToast(page);
});
