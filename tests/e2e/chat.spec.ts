/**
 * Messages and chat end to end (issue #15), two people in two browser contexts: a live chat both ways with
 * the partner's online state, the receiver's unread count on the Messages tab, and the sender's message
 * turning 已读 when it is read; three messages written offline, the page closed and opened again offline,
 * reach the partner each exactly once and in order when the signal returns.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { chatPath } from '../../contract/appPaths';
import { signIn, waitForServiceWorker, waitForUserDb } from './helpers';

const NURSE = 'u-nurse01';
const HEAD = 'u-head01';
const DELIVERY_TIMEOUT = 30_000;

async function asUser(browser: Browser, account: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', serviceWorkers: 'allow' });
  const page = await context.newPage();
  await signIn(page, account);
  await waitForUserDb(page);
  return page;
}

async function send(page: Page, text: string): Promise<void> {
  await page.getByLabel('输入消息').fill(text);
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.getByLabel('输入消息')).toHaveValue('');
}

const message = (page: Page, text: string) => page.getByTestId('chat-message').filter({ hasText: text });

test('a live chat both ways: online state, the unread count, and 已读 once read', async ({ browser }) => {
  const tag = Date.now().toString(36);
  const nurse = await asUser(browser, 'nurse01');
  const head = await asUser(browser, 'head01');

  await nurse.goto(chatPath(HEAD));
  await expect(nurse.locator('.navbar')).toContainText('在线', { timeout: DELIVERY_TIMEOUT });
  const ask = `明天能换班吗 ${tag}`;
  await send(nurse, ask);
  await expect(message(nurse, ask)).toHaveAttribute('data-state', 'sent', { timeout: DELIVERY_TIMEOUT });

  // The head nurse's Messages tab: the conversation on top with one unread.
  const row = head.getByTestId('conversation').filter({ hasText: ask });
  await expect(row).toBeVisible({ timeout: DELIVERY_TIMEOUT });
  await expect(row.locator('.badge')).toHaveText('1');
  await row.click();
  await expect(head).toHaveURL(/\/pages\/message\/im\/index\?id=u-nurse01$/);
  await expect(message(head, ask)).toBeVisible();

  // Read on her side: the nurse's message says so, live.
  await expect(message(nurse, ask)).toHaveAttribute('data-state', 'read', { timeout: DELIVERY_TIMEOUT });
  const reply = `可以 ${tag}`;
  await send(head, reply);
  await expect(message(nurse, reply)).toBeVisible({ timeout: DELIVERY_TIMEOUT });
  // Back on the head nurse's tab the conversation has nothing unread.
  await head.goto('/pages/index/index');
  await expect(head.getByTestId('conversation').filter({ hasText: reply }).locator('.badge')).toHaveCount(0);
});

test('three messages written offline, the page closed and reopened offline, arrive once each and in order', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const texts = ['第一条', '第二条', '第三条'].map((t) => `${t} ${tag}`);
  const nurse = await asUser(browser, 'nurse01');
  await waitForServiceWorker(nurse);
  await nurse.goto(chatPath(HEAD));
  await expect(nurse.getByTestId('chat-composer')).toBeVisible();

  const context = nurse.context();
  await context.setOffline(true);
  for (const text of texts) await send(nurse, text);
  for (const text of texts) await expect(message(nurse, text)).toHaveAttribute('data-state', 'sending');
  await nurse.close();

  const again = await context.newPage();
  await again.goto(chatPath(HEAD));
  for (const text of texts) await expect(message(again, text)).toHaveAttribute('data-state', 'sending');
  await context.setOffline(false);
  for (const text of texts)
    await expect(message(again, text)).toHaveAttribute('data-state', /sent|read/, {
      timeout: DELIVERY_TIMEOUT,
    });

  const head = await asUser(browser, 'head01');
  await head.goto(chatPath(NURSE));
  const shown = head.getByTestId('chat-message').filter({ hasText: tag });
  await expect(shown).toHaveCount(3, { timeout: DELIVERY_TIMEOUT });
  await expect(shown).toHaveText(texts);
});
