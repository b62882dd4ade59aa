/** Spec §4/§8: a session error (600) from the server toasts, clears the session, relaunches at login after 1.5 s. */
import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('a 600 from the server toasts and returns to the login page about 1.5 s later', async ({ page }) => {
  await signIn(page, 'nurse01');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  // Revoke the token on the real server, as signing out on another device would.
  const res = await page.request.get('/api/oauth/Logout', { headers: { Authorization: token ?? '' } });
  expect(res.status()).toBe(200);
  const refused = page.waitForResponse((r) => r.url().includes('/api/oauth/CurrentUser'));
  await page.goto('/pages/index/apply');
  await refused;
  const refusedAt = Date.now();
  await expect(page.locator('.app-toast')).toContainText('登录');
  await expect(page).toHaveURL(/\/pages\/login\/index$/, { timeout: 5_000 });
  expect(Date.now() - refusedAt).toBeGreaterThan(1000);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
