/**
 * Chat on a signal that connects but answers nothing (issue #30 item 12): the app opened through a local
 * TCP relay (tests/shared/silentRelay.ts) that falls silent with every connection open; a message is sent
 * into the silence, the relay forwards again once the app has found its socket dead, and the figure is the
 * time from the network answering again to the message shown delivered (已送达) — median of 5 rounds,
 * goal ≤ 5 s; beside it, how long the app took to find the silent socket dead (goal ≤ 10 s).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { chatPath } from '../../contract/appPaths';
import { startSilentRelay, type SilentRelay } from '../shared/silentRelay';
import {
  DEMO_PASSWORD,
  PORT,
  launchChromium,
  loginButton,
  note,
  percentile,
  report,
  runAlone,
  stop,
  timedStart,
} from './harness';

const ROUNDS = 5;
const PARTNER = 'u-head01';

/** In the page: resolves with the time (ms since the epoch) the message with `text` is shown delivered. */
const WATCH_DELIVERED = `(text) => {
  window.__delivered = new Promise((resolve) => {
    const done = () => [...document.querySelectorAll('[data-testid="chat-message"]')].some(
      (el) => el.textContent.includes(text) && /sent|read/.test(el.getAttribute('data-state') || ''));
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve(Date.now());
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  });
}`;

/** The partner's 在线 / 离线 under the name: said only while the phone's own socket is connected. */
const presence = (page: Page) => page.locator('.navbar .subtitle').filter({ hasText: /\S/ });

async function round(
  page: Page,
  relay: SilentRelay,
  i: number,
): Promise<{ found: number; delivered: number }> {
  await presence(page).waitFor({ timeout: 60_000 });
  relay.silence();
  const silentAt = Date.now();
  const text = `电梯里 #${i} ${Date.now().toString(36)}`;
  await page.getByLabel('输入消息').fill(text);
  await page.getByRole('button', { name: '发送' }).click();
  await presence(page).waitFor({ state: 'detached', timeout: 60_000 });
  const found = Date.now() - silentAt;
  await page.evaluate(`(${WATCH_DELIVERED})(${JSON.stringify(text)})`);
  relay.answer();
  const answeredAt = Date.now();
  const deliveredAt = (await page.evaluate('window.__delivered')) as number;
  return { found, delivered: deliveredAt - answeredAt };
}

export async function silentChatFigures(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hr-bench-silent-'));
  const browser = await launchChromium();
  const relay = await startSilentRelay(PORT);
  try {
    const server = await timedStart(dataDir);
    const page = await browser.newPage({ viewport: { width: 390, height: 780 } });
    await page.goto(`${relay.url}/pages/login/index`);
    await page.getByPlaceholder('请输入账号').fill('nurse01');
    await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
    await loginButton(page).click();
    await page.waitForURL(/\/pages\/index\/index$/);
    await page.goto(`${relay.url}${chatPath(PARTNER)}`);
    const rounds = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push(await round(page, relay, i));
    const delivered = rounds.map((r) => r.delivered);
    const found = rounds.map((r) => r.found);
    report(
      'chat message delivered after a silent network recovers',
      percentile(delivered, 50) / 1000,
      's',
      5,
      'lower',
    );
    note(`${ROUNDS} rounds: ${delivered.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s`);
    report('a silent chat socket found dead', percentile(found, 50) / 1000, 's', 10, 'lower');
    note(
      `${ROUNDS} rounds: ${found.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s after the silence began`,
    );
    await stop(server.child);
  } finally {
    await relay.close();
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runAlone(import.meta.url, silentChatFigures);
