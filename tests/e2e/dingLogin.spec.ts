/**
 * Signing in through DingTalk (issue #17), in Chromium with DingTalk's user agent: DingTalk's native side is
 * played by an init script that answers the JS API's bridge (`nuva`, as DingTalk's Android container does)
 * with codes from the local DingTalk double, which the real server exchanges over HTTP exactly as it would
 * with DingTalk. The first visit asks for the password once and binds with it; after that no password is
 * asked, the app's own navigation bar stays hidden, an expired session comes back to dingLogin, and 账号安全
 * unbinds, asking for the password.
 * Signs in as e00046, whom no other suite uses.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, STRICT } from './helpers';
import { DING_DOUBLE_URL } from '../../playwright.config';

const ACCOUNT = 'e00046';
const DING_USER = 'ding-e00046';
const DINGTALK_UA =
  'Mozilla/5.0 (Linux; Android 13; V2241A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 AliApp(DingTalk/7.6.10) com.alibaba.android.rimet/37291 Channel/227200 language/zh-CN';

/** DingTalk's container: the bridge its JS API calls, answering requestAuthCode with a fresh double's code. */
async function inDingTalk(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__dingAuthCode', async () => {
    const res = await fetch(`${DING_DOUBLE_URL}/__double/authCode`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userid: DING_USER }),
    });
    return ((await res.json()) as { code: string }).code;
  });
  await context.addInitScript(() => {
    type Answer = (result: unknown) => void;
    const host = window as unknown as { nuva: unknown; __dingAuthCode: () => Promise<string> };
    host.nuva = {
      isReady: true,
      require: () => (ok: Answer, fail: Answer, namespace: string, method: string) => {
        if (`${namespace}.${method}` !== 'runtime.permission.requestAuthCode')
          return fail({ errorCode: '3', errorMessage: 'not in this double' });
        host.__dingAuthCode().then((code) => ok({ code }), fail);
      },
    };
  });
}

async function signInWithPassword(page: Page): Promise<void> {
  await page.getByPlaceholder('请输入账号').fill(ACCOUNT);
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

test.describe('inside DingTalk', () => {
  test.use({ userAgent: DINGTALK_UA });

  // A JNPF back end names no corp id (LoginMethods is ours): DingTalk's JS API cannot be asked for a code, so
  // the page says DingTalk sign-in is not set up and the password works, inside DingTalk as anywhere.
  if (STRICT)
    test('on a server that names no DingTalk corp id, dingLogin offers the password', async ({
      page,
      context,
    }) => {
      await inDingTalk(context);
      await page.goto('/');
      await expect(page).toHaveURL(/\/pages\/dingLogin\/index$/);
      await expect(page.getByText('本系统未开通钉钉登录，请用账号登录')).toBeVisible();
      await signInWithPassword(page);
      await expect(page).toHaveURL(/\/pages\/index\/index$/);
      await expect(page.locator('.navbar .title:visible')).toHaveCount(0);
    });
  else
    test('bound once after a password sign-in, then in without one; expired → dingLogin; unbound in 账号安全', async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      await inDingTalk(context);
      // The pages passed through: dingLogin may be on view for only a moment before it signs in.
      const visited: string[] = [];
      page.on(
        'framenavigated',
        (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname),
      );

      // First visit: DingTalk knows the person, we do not yet — the password once, and the binding follows.
      await page.goto('/');
      await expect(page).toHaveURL(/\/pages\/dingLogin\/index$/);
      await expect(page.getByRole('alert')).toContainText('尚未绑定');
      await signInWithPassword(page);
      await expect(page.locator('.app-toast')).toContainText('已绑定钉钉');
      await expect(page).toHaveURL(/\/pages\/index\/index$/);
      // DingTalk draws the title and the way back: the app's own bar is not shown.
      await expect(page.getByRole('tab', { name: /消息/ }).or(page.locator('.tabbar'))).toBeVisible();
      await expect(page.locator('.navbar .title:visible')).toHaveCount(0);

      // An expired token: the next call is answered 600, and inside DingTalk that leads to dingLogin, which
      // signs in again without asking anything.
      await page.evaluate(() => localStorage.setItem('token', 'Bearer expired-token'));
      visited.length = 0;
      await page.goto('/pages/index/my');
      await expect.poll(() => visited, { timeout: 15_000 }).toContain('/pages/dingLogin/index');
      await expect(page).toHaveURL(/\/pages\/index\/index$/, { timeout: 15_000 });
      expect(visited).not.toContain('/pages/login/index');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^Bearer (?!expired)/);

      // Signed out by hand: the login page, with 钉钉登录, which needs no password.
      await page.goto('/pages/index/my');
      await page.getByRole('button', { name: '退出登录' }).click();
      await page.locator('.dialog-button', { hasText: '确定' }).click();
      await expect(page).toHaveURL(/\/pages\/login\/index$/);
      await page.getByRole('button', { name: '钉钉登录' }).click();
      await expect(page).toHaveURL(/\/pages\/index\/index$/, { timeout: 15_000 });

      // 账号安全 shows the binding; 解绑 asks for the password and removes it, and the next DingTalk sign-in
      // asks for the password again.
      await page.goto('/pages/my/accountSecurity');
      const row = page.getByTestId('ding-binding');
      await expect(row).toContainText('已绑定');
      await row.getByRole('button', { name: '解绑' }).click();
      const confirm = page.getByTestId('ding-confirm');
      await confirm.getByLabel('当前密码').fill(DEMO_PASSWORD);
      await confirm.getByRole('button', { name: '确定解绑' }).click();
      await expect(row).toContainText('未绑定');
      await expect(row.getByRole('button', { name: '绑定' })).toBeVisible();
      await page.evaluate(() => localStorage.clear());
      await page.goto('/');
      await expect(page).toHaveURL(/\/pages\/dingLogin\/index$/);
      await expect(page.getByRole('alert')).toContainText('尚未绑定');
    });
});

test('outside DingTalk, dingLogin says where it works and offers the password', async ({ page }) => {
  await page.goto('/pages/dingLogin/index');
  await expect(page.getByText('需在钉钉中打开')).toBeVisible();
  await expect(page.getByPlaceholder('请输入密码')).toBeVisible();
});
