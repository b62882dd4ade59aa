/** The signed-in shell: tabs in spec order, Me, offline reload from the service worker, sign-out. */
import { expect, test } from '@playwright/test';
import { cspViolations, signIn, storedUserName, waitForServiceWorker } from './helpers';

test('nurse01 signs in and sees the four tabs in spec order, and Me shows her name', async ({ page }) => {
  await signIn(page, 'nurse01');
  await expect(page.locator('.app-tabbar .tabbar-label')).toHaveText([
    '消息',
    '业务办理',
    '业务申请',
    '我的',
  ]);
  const name = await storedUserName(page);
  expect(name.length).toBeGreaterThan(0);
  await page.locator('.app-tabbar .tab-link', { hasText: '我的' }).click();
  await expect(page).toHaveURL(/\/pages\/index\/my$/);
  await expect(page.locator('.user-card')).toContainText(name);
  await expect(page.getByText('3.3.5（139）')).toBeVisible();
});

test('the app opens offline from the service worker, still signed in with the cached name', async ({
  page,
  context,
}) => {
  await signIn(page, 'nurse01');
  await waitForServiceWorker(page);
  const name = await storedUserName(page);
  await context.setOffline(true);
  await page.goto('/pages/index/my');
  await expect(page.locator('.user-card')).toContainText(name);
  await page.reload();
  await expect(page.locator('.user-card')).toContainText(name);
  await expect(page.locator('.conn-chip')).toHaveText(/^离线/);
  await context.setOffline(false);
});

test('signing out returns to the login page and clears the session', async ({ page }) => {
  await signIn(page, 'nurse01');
  await page.goto('/pages/index/my');
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.locator('.dialog-button', { hasText: '确定' }).click();
  await expect(page).toHaveURL(/\/pages\/login\/index$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/pages/index/my');
  await expect(page).toHaveURL(/\/pages\/login\/index$/);
});

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  await page.goto('/pages/login/index');
  await page.getByPlaceholder('请输入账号').fill('nurse01');
  await page.getByPlaceholder('请输入密码').fill('wrong-password');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.locator('.app-toast')).toContainText('账号或密码错误');
  await expect(page).toHaveURL(/\/pages\/login\/index$/);
});

test('an empty form names the missing fields', async ({ page }) => {
  await page.goto('/pages/login/index');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByPlaceholder('请输入账号')).toHaveAccessibleDescription('请输入账号');
  await expect(page.getByPlaceholder('请输入密码')).toHaveAccessibleDescription('请输入密码');
  await expect(page.getByPlaceholder('请输入密码')).toHaveAttribute('aria-invalid', 'true');
});

test('the login page is finished on its first paint, before any script of the app has run', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/pages/login/index');
  const frame = page.locator('#prepaint .prepaint-login');
  await expect(frame).toBeVisible();
  // Styled by the first stylesheet: a bordered input box and the primary button, not raw browser text.
  const look = await frame.evaluate((el) => {
    const input = getComputedStyle(el.querySelector('.login-input')!);
    const button = getComputedStyle(el.querySelector('.login-submit')!);
    return { border: input.borderTopWidth, height: input.height, button: button.backgroundColor };
  });
  expect(look).toEqual({ border: '1px', height: '48px', button: 'rgb(26, 98, 217)' });
  // With the app's script, the real page takes its place and the frame leaves.
  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
  await expect(page.locator('#prepaint')).toHaveCount(0);
});

test('English is a setting: chosen in 设置, it survives a reload (its strings load before the shell)', async ({
  page,
}) => {
  await signIn(page, 'nurse01');
  await page.goto('/pages/my/settings');
  await page.getByText('English', { exact: true }).click();
  await expect(page.locator('.navbar .title').last()).toHaveText('Settings');
  await page.goto('/pages/index/my');
  await page.reload();
  await expect(page.locator('.toolbar')).toContainText('Me');
  await expect(page.locator('.toolbar')).toContainText('Applications');
  // Back to Chinese for whoever signs in next on this browser.
  await page.goto('/pages/my/settings');
  await page.getByText('简体中文', { exact: true }).click();
  await expect(page.locator('.navbar .title').last()).toHaveText('设置');
});

test('the app runs under its Content-Security-Policy: no violation, and the chat socket connects', async ({
  page,
}) => {
  const violations = await cspViolations(page);
  const response = await page.goto('/pages/login/index');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await signIn(page, 'nurse01');
  // Each tab opened as a fresh document, so every screen's code loads under the policy.
  for (const path of [
    '/pages/index/workFlowNew',
    '/pages/index/apply',
    '/pages/index/my',
    '/pages/index/index',
  ]) {
    await page.goto(path);
    await expect(page.locator('.app-tabbar').last()).toBeVisible();
  }
  // The chip shows only while the socket is not connected.
  await expect(page.locator('.conn-chip')).toHaveCount(0);
  expect(violations).toEqual([]);
});

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('a screen whose code cannot arrive (signal lost) says so and offers 重试', async ({
    page,
    context,
  }) => {
    await signIn(page, 'nurse01');
    await page.locator('.app-tabbar').getByText('我的', { exact: true }).click();
    await expect(page.locator('.page[data-name="my"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await page.getByText('设置', { exact: true }).first().click();
    await expect(page.getByText('页面加载失败')).toBeVisible();
    await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
    await context.setOffline(false);
  });
});
