/** Shared steps of the end-to-end tests: the demo accounts and signing in through the login page. */
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@2026';

export async function signIn(page: Page, account: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveURL(/\/pages\/login\/index$/);
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/pages\/index\/index$/);
}

/** Waits until the service worker controls the page, so the next load can be served offline. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
    );
  });
}

/** The signed-in user's name as the server knows it (read from the page's own stored session). */
export async function storedUserName(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { userName: string }).userName,
  );
}
