/**
 * A signal that connects but answers nothing (issue #30 item 12: a lift, a basement), in Chromium: the app
 * is opened through a local TCP relay (tests/shared/silentRelay.ts) that falls silent while keeping every
 * connection open, so the page hears no `offline` and its requests hang. A chat message sent into the
 * silence stays 发送中, the app finds its socket dead, and once the relay forwards again the message is
 * delivered — once — within seconds. The times are recorded (annotations and the log), never asserted:
 * the bench (tests/bench/silentChat.ts) reports the figure against its goal of 5 s.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chatPath } from '../../contract/appPaths';
import { E2E_PORT } from '../../playwright.config';
import { startSilentRelay, type SilentRelay } from '../shared/silentRelay';
import { signIn, waitForUserDb } from './helpers';

// Two people no other suite chats with (hr01 spends its chat rate in chat.spec.ts as the sender).
const SENDER = 'admin';
const RECEIVER = 'u-hr01';
/** Signing in, the worker's first sync and the socket's first connect, on a busy shared machine. */
const SETTLE = 30_000;
/** Generous: the figure itself is recorded, and the bench holds it to its goal. */
const DELIVERY_TIMEOUT = 30_000;

let relay: SilentRelay | undefined;
const opened: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of opened.splice(0)) await context.close();
  await relay?.close();
  relay = undefined;
});

/** Signed in on `baseURL` (the relay's), or straight on the server. */
async function signedIn(
  browser: Browser,
  account: string,
  baseURL = `http://localhost:${E2E_PORT}`,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', serviceWorkers: 'allow' });
  opened.push(context);
  const page = await context.newPage();
  await signIn(page, account);
  await waitForUserDb(page);
  return page;
}

const message = (page: Page, text: string) => page.getByTestId('chat-message').filter({ hasText: text });
/** The partner's 在线 / 离线 under the name: said only while this phone's own socket is connected. */
const presence = (page: Page) => page.locator('.navbar .subtitle').filter({ hasText: /\S/ });

function record(type: string, ms: number): void {
  test.info().annotations.push({ type, description: `${ms} ms` });
  console.log(`${type}: ${ms} ms`);
}

test('a message sent while the signal answers nothing is delivered, once, soon after it answers again', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  relay = await startSilentRelay(E2E_PORT);
  const page = await signedIn(browser, SENDER, relay.url);
  await page.goto(chatPath(RECEIVER));
  await expect(page.getByTestId('chat-composer')).toBeVisible();
  await expect(presence(page)).toBeVisible({ timeout: SETTLE });

  relay.silence();
  const silentAt = Date.now();
  const text = `电梯里 ${Date.now().toString(36)}`;
  await page.getByLabel('输入消息').fill(text);
  await page.getByRole('button', { name: '发送' }).click();
  await expect(message(page, text)).toHaveAttribute('data-state', 'sending');
  // The socket is found dead (its heartbeat unanswered): the partner's state is no longer said.
  await expect(presence(page)).toHaveCount(0, { timeout: SETTLE });
  record('socket found dead after the silence began', Date.now() - silentAt);
  await expect(message(page, text)).toHaveAttribute('data-state', 'sending');

  relay.answer();
  const answeredAt = Date.now();
  await expect(message(page, text)).toHaveAttribute('data-state', /sent|read/, {
    timeout: DELIVERY_TIMEOUT,
  });
  record('chat message delivered after the network answered again', Date.now() - answeredAt);

  // The receiver, straight on the server, holds it once: abandoned and sent again, it was applied once.
  const receiver = await signedIn(browser, 'hr01');
  await receiver.goto(chatPath('u-admin'));
  await expect(message(receiver, text)).toHaveCount(1, { timeout: DELIVERY_TIMEOUT });
});
