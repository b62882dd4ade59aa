/**
 * 修改密码 in Chromium (issue #17): the rules tick as the new password is typed; a wrong current password is
 * said under its field; once changed, the same person's other signed-in browser is sent to the login page,
 * and this one stays signed in. A generated member of staff (e00042) whom no other suite signs in as.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from './helpers';

const ACCOUNT = 'e00042';
const NEW_PASSWORD = 'Ward#2026night';

async function signedIn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await signIn(page, ACCOUNT);
  return page;
}

test('a changed password ends the other browser’s session and keeps this one', async ({ browser }) => {
  const here = await signedIn(browser);
  const elsewhere = await signedIn(browser);

  await here.getByRole('link', { name: '我的' }).click();
  await here.getByRole('link', { name: '修改密码' }).click();
  const rules = here.getByTestId('password-rules');
  await here.getByPlaceholder('请输入新密码').fill('abc');
  await expect(rules.locator('li[data-met="true"]')).toHaveCount(2);
  await here.getByPlaceholder('请输入新密码').fill(NEW_PASSWORD);
  await expect(rules.locator('li[data-met="true"]')).toHaveCount(4);
  await here.getByPlaceholder('请再次输入新密码').fill(NEW_PASSWORD);

  await here.getByPlaceholder('请输入原密码').fill('Not@MyPassword1');
  await here.getByRole('button', { name: '确认修改' }).click();
  await expect(here.getByText('原密码错误')).toBeVisible();

  await here.getByPlaceholder('请输入原密码').fill('Demo@2026');
  await here.getByRole('button', { name: '确认修改' }).click();
  await expect(here.locator('.app-toast')).toContainText('密码已修改');

  await expect(elsewhere).toHaveURL(/\/pages\/login\/index$/, { timeout: 15_000 });
  await here.reload();
  await expect(here.locator('.app-tabbar')).toBeVisible();
  await expect(here).not.toHaveURL(/login/);

  await signIn(elsewhere, ACCOUNT, NEW_PASSWORD);
});

test('修改密码’s fields sit inside their list, white like it, not grey as if disabled (#30 item 19)', async ({
  browser,
}) => {
  // A member of staff no other suite signs in as (the first test changed e00042's password).
  const page = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  await signIn(page, 'e00061');
  await page.goto('/pages/my/modifyPsd/index');
  const field = page.getByLabel('新密码', { exact: true });
  await expect(field).toBeVisible();
  // A row Framework7 did not take for a row is drawn outside the list's <ul>, with a bullet.
  await expect(page.locator('.page .list > li')).toHaveCount(0);
  await expect(page.locator('.page .list > ul > li')).toHaveCount(3);
  // Material fills an input grey through this variable; in a list it is the card's white.
  const fill = await field.evaluate((input) =>
    getComputedStyle(input).getPropertyValue('--f7-input-item-bg-color').trim(),
  );
  expect(fill).toBe('transparent');
  await page.context().close();
});
