/**
 * The chat's input bar in WeChat's layout (#30 item 11), in the Material and the iOS theme on a phone: the
 * voice/keyboard toggle at the left names what it switches to, 按住说话 takes the field's place, 图片 at the
 * right gives way to 发送 while there is text, every target is at least 44 × 44 px, the icons are drawn
 * (SVG, no emoji), axe finds nothing, and the bar sits on the on-screen keyboard. The gesture as WeChat's:
 * slid up it cancels, a tap is too short, and by keyboard Space holds and Escape cancels — none of them
 * sends anything.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chatPath } from '../../contract/appPaths';
import { signIn, waitForUserDb } from './helpers';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Version/17.0 Mobile/15E148 Safari/604.1';
// A colleague nobody else in the suite writes to: the chat stays empty, so nothing sent would go unseen.
const PARTNER = 'u-hr01';

test.use({ viewport: { width: 390, height: 844 } });

async function openChat(page: Page): Promise<Locator> {
  await page.goto(chatPath(PARTNER));
  await expect(page.getByText('打个招呼吧')).toBeVisible();
  return page.getByTestId('chat-composer');
}

async function expectTarget(target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(box.width, `${await target.getAttribute('aria-label')} wide enough`).toBeGreaterThanOrEqual(44);
  expect(box.height, `${await target.getAttribute('aria-label')} tall enough`).toBeGreaterThanOrEqual(44);
}

async function axeFinds(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .include('[data-testid=chat-composer]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

for (const theme of ['md', 'ios'] as const)
  test.describe(theme, () => {
    test.use(theme === 'ios' ? { userAgent: IPHONE_UA } : {});
    test(`${theme}: toggle, field or 按住说话, 图片 or 发送 — every target 44 px, drawn icons, no emoji`, async ({
      page,
    }) => {
      await signIn(page, 'director01');
      await waitForUserDb(page);
      const composer = await openChat(page);
      await expect(page.locator(`html.${theme}`)).toHaveCount(1);
      const toVoice = composer.getByRole('button', { name: '切换到语音输入' });
      const field = composer.getByRole('textbox', { name: '输入消息' });
      const picture = composer.getByRole('button', { name: '图片' });
      const send = composer.getByRole('button', { name: '发送' });
      for (const target of [toVoice, field, picture]) await expectTarget(target);
      await expect(send).toHaveCount(0);

      // Text: 发送 takes 图片's place, and gives it back when the field is empty again.
      await field.fill('交班记录已发');
      await expectTarget(send);
      await expect(picture).toHaveCount(0);
      expect(await axeFinds(page)).toEqual([]);
      await field.fill('');
      await expect(picture).toBeVisible();
      await expect(send).toHaveCount(0);

      // Voice: 按住说话 in the field's place; the toggle now offers the keyboard.
      await toVoice.click();
      const hold = composer.getByRole('button', { name: '按住说话' });
      const toKeyboard = composer.getByRole('button', { name: '切换到键盘输入' });
      for (const target of [toKeyboard, hold, picture]) await expectTarget(target);
      await expect(field).toHaveCount(0);
      expect((await hold.boundingBox())!.width, '按住说话 spans the bar').toBeGreaterThan(200);
      expect(await axeFinds(page)).toEqual([]);

      // The icons are SVG from the app's set; no emoji anywhere in the bar, in either mode.
      await expect(composer.locator('button svg')).toHaveCount(2);
      expect(await composer.innerText()).not.toMatch(/\p{Extended_Pictographic}/u);

      // Back to the keyboard by keyboard: the field returns with the focus, its draft kept.
      await toKeyboard.focus();
      await page.keyboard.press('Enter');
      await expect(field).toBeFocused();
      await expect(composer.getByRole('button', { name: '切换到语音输入' })).toBeVisible();
      expect(await composer.innerText()).not.toMatch(/\p{Extended_Pictographic}/u);

      // The phone's keyboard opens over the bottom 300 px of the page (it shrinks the visual viewport only,
      // as iOS and Chrome on Android do): the bar sits on it.
      await page.evaluate(() => {
        const view = window.visualViewport!;
        Object.defineProperty(view, 'height', { configurable: true, value: window.innerHeight - 300 });
        view.dispatchEvent(new Event('resize'));
      });
      await expect
        .poll(async () =>
          Math.round((await composer.boundingBox())!.y + (await composer.boundingBox())!.height),
        )
        .toBe(844 - 300);
      await page.evaluate(() => {
        const view = window.visualViewport!;
        delete (view as { height?: number }).height;
        view.dispatchEvent(new Event('resize'));
      });
      await expect.poll(async () => Math.round((await composer.boundingBox())!.y)).toBeGreaterThan(844 - 100);
    });
  });

test('按住说话 as WeChat’s: slid up it cancels, a tap is too short, Escape cancels — nothing is sent', async ({
  page,
}) => {
  await page.context().grantPermissions(['microphone']);
  await signIn(page, 'director01');
  await waitForUserDb(page);
  const composer = await openChat(page);
  await composer.getByRole('button', { name: '切换到语音输入' }).click();
  const hold = composer.getByRole('button', { name: '按住说话' });
  await expect(hold).toBeVisible();
  // The bar itself, whatever it says while held.
  const bar = composer.locator('button.chat-hold');
  const overlay = page.getByTestId('voice-overlay');

  // Held, then slid up out of the bar: the overlay turns to 松开手指，取消发送; back down it sends again;
  // up once more and released, it is cancelled.
  const box = (await bar.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await expect(overlay).toContainText('松开 发送');
  await expect(overlay).toContainText('上滑取消');
  await expect(bar).toHaveAttribute('data-recording', 'true', { timeout: 15_000 });
  await page.mouse.move(x, y - 120, { steps: 4 });
  await expect(overlay).toContainText('松开手指，取消发送');
  await expect(composer.getByRole('button', { name: '松开手指，取消发送' })).toBeVisible();
  await page.mouse.move(x, y - 10, { steps: 4 });
  await expect(overlay).toContainText('松开 发送');
  await page.mouse.move(x, y - 120, { steps: 4 });
  await expect(overlay).toContainText('松开手指，取消发送');
  await page.mouse.up();
  await expect(overlay).toHaveText('');
  await expect(composer.getByRole('button', { name: '按住说话' })).toBeVisible();

  // A tap: 说话时间太短.
  await hold.click();
  await expect(page.locator('.toast').filter({ hasText: '说话时间太短' })).toBeVisible();

  // By keyboard: Space held records, Escape cancels, the release of Space then does nothing.
  await hold.focus();
  await page.keyboard.down(' ');
  await expect(overlay).toContainText('松开 发送');
  await expect(bar).toHaveAttribute('data-recording', 'true', { timeout: 15_000 });
  await page.keyboard.down('Escape');
  await expect(overlay).toContainText('松开手指，取消发送');
  await page.keyboard.up('Escape');
  await expect(overlay).toHaveText('');
  await page.keyboard.up(' ');
  await expect(bar).not.toHaveAttribute('data-recording');

  // Nothing was sent, and nothing waits to be.
  await expect(page.getByText('打个招呼吧')).toBeVisible();
  await expect(page.getByTestId('chat-message')).toHaveCount(0);
});
