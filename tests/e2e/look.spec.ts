/**
 * The look (#14 item 9), in the Material and the iOS theme on a 390 × 844 phone: the login page on a cold
 * first visit, the four tabs, a form and the punch-card of a nurse no other suite touches, each compared
 * with its stored reference (toHaveScreenshot; `npx playwright test look --update-snapshots` after a deliberate change), drawn with a
 * Chinese font (fonts-noto-cjk, which the test command installs with Chromium) so the words show. Times, dates
 * and counts that move with the clock or the seed are masked; the rest of the screen must not change.
 */
import { expect, test, type Page } from '@playwright/test';
import { MAIN_PUNCH_SITE } from '../../server/seed/punch-sites';
import { STRICT, signIn } from './helpers';
import { SCREEN_PATHS, type ScreenName } from './screens';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Version/17.0 Mobile/15E148 Safari/604.1';

/** A fixed position ~55 m north of the main campus's centre: the punch-card as on a normal day. */
const NEAR_SITE = {
  latitude: MAIN_PUNCH_SITE.latitude + 0.0005,
  longitude: MAIN_PUNCH_SITE.longitude,
  accuracy: 12,
};

/**
 * A ward nurse (欧阳怡, 心内科病区) whom no other suite signs in as or writes to: the suites share one server,
 * and nurse01's messages and lists change with whatever ran before (a leave approved by another suite made
 * her 系统消息 row two lines long).
 */
const LOOK_ACCOUNT = 'e00074';

const SCREENS: readonly ScreenName[] = ['messages', 'workflow', 'apply', 'my', 'leave', 'punch'];

/** What moves with the clock or the data: times, dates, "3 天前", counts. */
const moving = (page: Page) => [
  page.getByText(/\d{1,2}:\d{2}|\d{4}-\d{2}-\d{2}|\d{1,2}月\d{1,2}日|前$/),
  page.locator('.badge'),
];

/** What says a screen's data is in, where the spinners alone do not (the chat sync lands after the socket is up). */
const DATA_IN: Partial<Record<ScreenName, (page: Page) => Promise<void>>> = {
  messages: (page) => expect(page.getByTestId('messages-asof')).toHaveText(/数据更新于/, { timeout: 15_000 }),
};

/**
 * Whether the browser draws a 汉字 as a glyph, not the empty box it draws for a code point no font has: the
 * references were made with fonts-noto-cjk, so that the pictures carry the words.
 */
function drawsChinese(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 40;
    const g = canvas.getContext('2d')!;
    const drawn = (text: string) => {
      g.clearRect(0, 0, 40, 40);
      g.font = '32px sans-serif';
      g.fillText(text, 4, 34);
      return canvas.toDataURL();
    };
    return drawn('汉') !== drawn('\u{10FFFD}');
  });
}

/** The screen is drawn, its data is in, and the connection indicator has nothing to say. */
async function settled(page: Page, screen: ScreenName): Promise<void> {
  await expect(page.locator('.navbar .title').last()).toBeVisible();
  await DATA_IN[screen]?.(page);
  await expect(page.getByTestId('conn-chip')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('.page-loader:visible, .preloader:not(.ptr-preloader *):visible')).toHaveCount(
    0,
    { timeout: 15_000 },
  );
}

for (const theme of ['md', 'ios'] as const) {
  test.describe(theme, () => {
    test.use({
      viewport: { width: 390, height: 844 },
      permissions: ['geolocation'],
      geolocation: NEAR_SITE,
      ...(theme === 'ios' ? { userAgent: IPHONE_UA } : {}),
    });

    test(`${theme}: the login page on a cold first visit and the screens a nurse uses most look as designed`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.goto('/pages/login/index');
      await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
      // Our server offers SMS sign-in (the demo's local provider): its link is part of the page. A JNPF back
      // end has no such call, and the page is the password form alone.
      await expect(page.getByRole('button', { name: '短信验证码登录' })).toHaveCount(STRICT ? 0 : 1);
      await expect(page.locator(`html.${theme}`)).toHaveCount(1);
      expect(await drawsChinese(page), 'a Chinese font draws 汉字 (apt-get install fonts-noto-cjk)').toBe(
        true,
      );
      await expect(page).toHaveScreenshot(`${theme}-login${STRICT ? '-platform' : ''}.png`);
      await signIn(page, LOOK_ACCOUNT);
      for (const screen of SCREENS) {
        await page.goto(SCREEN_PATHS[screen]);
        await settled(page, screen);
        await expect(page).toHaveScreenshot(`${theme}-${screen}.png`, {
          mask: moving(page),
        });
      }
    });
  });
}
