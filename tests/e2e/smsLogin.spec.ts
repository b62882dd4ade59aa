/**
 * Sign-in by SMS code in Chromium (issue #17), with the demo server's local provider: the code is read
 * from the file it writes (DATA_DIR/sms.log). The login page offers 短信验证码登录 because the server says so;
 * 获取验证码 counts down; a wrong code is said under its field; the right one signs in.
 */
import { expect, test } from '@playwright/test';
import { STRICT, lastSmsCodeTo as lastCodeTo, waitForServiceWorker } from './helpers';
import { userInfoOf } from './hrFormSteps';

// A JNPF back end signs in by SMS on its tenant service, not through these calls: the page offers the password only.
if (STRICT)
  test('on a server without our SMS sign-in, the login page offers the password only', async ({ page }) => {
    await page.goto('/pages/login/index');
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    await expect(page.getByPlaceholder('请输入密码')).toBeVisible();
    await expect(page.getByRole('button', { name: '短信验证码登录' })).toHaveCount(0);
  });
else
  test('hr01 signs in with the code sent to her mobile; a wrong code is said under the field', async ({
    page,
    request,
  }) => {
    const { mobilePhone: mobile, userName } = await userInfoOf(request, 'hr01');
    if (!mobile) throw new Error('hr01 has no mobile in the demo hospital');
    await page.goto('/pages/login/index');
    await page.getByRole('button', { name: '短信验证码登录' }).click();
    await page.getByLabel('手机号码').fill('1380013');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('请输入正确的手机号码')).toBeVisible();

    await page.getByLabel('手机号码').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /^\d+ 秒后重发$/ })).toBeDisabled();
    await expect.poll(() => lastCodeTo(mobile)).toMatch(/^\d{6}$/);
    const code = lastCodeTo(mobile)!;

    await page.getByLabel('验证码').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('验证码错误，还可再试 4 次')).toBeVisible();

    // Typed as a person types the code they read, over the wrong one.
    await page.getByLabel('验证码').clear();
    await page.getByLabel('验证码').pressSequentially(code);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.locator('.app-tabbar')).toBeVisible();
    await page.getByRole('link', { name: '我的' }).click();
    await expect(page.getByText(userName).first()).toBeVisible();
  });

if (!STRICT)
  test('offline the login page says why 短信验证码登录 is not offered, and offers it once the network is back', async ({
    page,
    context,
  }) => {
    await page.goto('/pages/login/index');
    await expect(page.getByRole('button', { name: '短信验证码登录' })).toBeVisible();
    // Opened with no signal: the service worker serves the page, the server cannot be asked.
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('当前无网络：短信验证码登录需联网后使用')).toBeVisible();
    await expect(page.getByRole('button', { name: '短信验证码登录' })).toHaveCount(0);
    await context.setOffline(false);
    await expect(page.getByRole('button', { name: '短信验证码登录' })).toBeVisible();
    await expect(page.getByText('当前无网络：短信验证码登录需联网后使用')).toHaveCount(0);
  });
