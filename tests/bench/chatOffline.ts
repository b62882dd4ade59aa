/**
 * Chat figures on the device (issue #15): a chat holding 10,000 messages, opened offline from the Messages
 * tab — tap on the conversation until its newest messages are painted (median of 5); and 500 messages
 * written offline flushed by the real flusher (Node, fake-indexeddb) to the local server, then read back
 * from the server in order: none missing, none twice, order kept.
 */
import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright';
import WebSocket from 'ws';
import { IM_SEND_PATH, OUR_SOCKET_CLIENT, WS_PATH } from '../../contract';
import { chatStream } from '../../core/store/chat';
import { createUserDb, userDbName } from '../../core/store/db';
import { benchFlush } from '../../workers/outbox/bench';
import {
  BASE,
  launchChromium,
  note,
  report,
  runAlone,
  signInAs,
  stop,
  timedStart,
  percentile,
  signedInPhone,
} from './harness';

const STORED = 10_000;
const FLUSHED = 500;
const HEAD = 'u-head01';

/** Fills the signed-in user's database with a 10,000-message chat with head01 (as the worker keeps them). */
const FILL = `async ({ me, partner, n }) => {
  const name = (await indexedDB.databases()).map((d) => d.name).find((x) => x.startsWith('hr-') && x.endsWith('-' + me));
  const db = await new Promise((resolve, reject) => {
    const req = indexedDB.open(name);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  const tx = db.transaction(['chatMessages', 'conversations'], 'readwrite');
  const start = Date.now() - n * 60000;
  for (let i = 0; i < n; i++) {
    const mine = i % 3 === 0;
    tx.objectStore('chatMessages').put({
      id: 's-' + i, conversationId: partner, serverId: 's-' + i, sendUserId: mine ? me : partner,
      receiveUserId: mine ? partner : me, sendTime: start + i * 60000, contentType: 'text',
      content: '第' + i + '条：明天的排班请再确认一下', state: 'read',
    });
  }
  tx.objectStore('conversations').put({ id: partner, realName: '护士长', account: 'head01', headIcon: '',
    latestMessage: '最新', latestDate: Date.now(), messageType: 'text', unreadMessage: 0, updatedAt: Date.now() });
  await new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = () => reject(tx.error); });
  db.close();
}`;

/**
 * Before the tap: a watch that notes the tap (the pointer going down, as the user touches) and when the first
 * chat message is on screen and painted. Timed from the tap itself, not from before Playwright's own checks
 * that the target is visible and still (which wait frames of their own).
 */
const WATCH_IN_PAGE = `() => {
  window.__chatPainted = new Promise((resolve) => {
    let tapped = 0;
    addEventListener('pointerdown', (e) => { tapped = e.timeStamp; }, { capture: true, once: true });
    const seen = () => document.querySelector('[data-testid="chat-message"]');
    const observer = new MutationObserver(() => {
      if (!seen()) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - tapped), 0));
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}`;

async function openedOffline(page: Page, me: string): Promise<number[]> {
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.evaluate(`(${FILL})(${JSON.stringify({ me, partner: HEAD, n: STORED })})`);
  await page.context().setOffline(true);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    await page.goto(`${BASE}/pages/index/index`);
    await page.getByTestId('conversation').first().waitFor();
    // A tap in the running app, not in the start-up's first second (the user's database opens when idle).
    await page.waitForTimeout(1_500);
    await page.evaluate(`(${WATCH_IN_PAGE})()`);
    await page.getByTestId('conversation').first().click();
    await page.getByTestId('chat-message').first().waitFor();
    times.push((await page.evaluate('window.__chatPainted')) as number);
  }
  await page.context().setOffline(false);
  return times;
}

/** The pair's history as the server keeps it, oldest first (MessageList pages over a socket). */
async function history(token: string): Promise<string[]> {
  const ws = new WebSocket(`${BASE.replace(/^http/, 'ws')}${WS_PATH}`);
  const frames: { method: string; list?: { content: string }[] }[] = [];
  const waiting: (() => void)[] = [];
  ws.on('message', (raw) => {
    frames.push(JSON.parse(String(raw)) as (typeof frames)[number]);
    waiting.shift()?.();
  });
  const next = async () => {
    while (frames.length === 0) await new Promise<void>((resolve) => waiting.push(resolve));
    return frames.shift()!;
  };
  await new Promise((resolve) => ws.once('open', resolve));
  ws.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: true, client: OUR_SOCKET_CLIENT }));
  await next();
  const out: string[] = [];
  for (let page = 1; ; page++) {
    ws.send(
      JSON.stringify({
        method: 'MessageList',
        token,
        toUserId: HEAD,
        currentPage: page,
        pageSize: 100,
        sord: 'asc',
      }),
    );
    let frame = await next();
    while (frame.method !== 'messageList') frame = await next();
    out.push(...frame.list!.map((m) => m.content));
    if (frame.list!.length < 100) break;
  }
  ws.close();
  return out;
}

async function flushFigures(): Promise<void> {
  const { token, userId } = await signInAs('nurse01');
  const session = { serverUrl: BASE, userId, token };
  const db = createUserDb(userDbName(BASE, `${userId}-chat`));
  await db.open();
  const tag = Date.now().toString(36);
  const texts = Array.from({ length: FLUSHED }, (_, i) => `离线 ${tag} #${i}`);
  const figures = await benchFlush(FLUSHED, {
    db,
    session,
    makeRow: (i) => ({
      kind: 'chat',
      stream: chatStream(HEAD),
      method: 'POST',
      url: IM_SEND_PATH,
      body: {
        toUserId: HEAD,
        messageType: 'text',
        messageContent: texts[i],
        clientMessageId: `bench-${tag}-${i}`,
      },
    }),
  });
  const stored = (await history(token)).filter((c) => c.includes(tag));
  const inOrder = stored.length === texts.length && stored.every((c, i) => c === texts[i]);
  report(
    `flush ${FLUSHED} chat messages written offline to the local server`,
    figures.ms / 1000,
    's',
    10,
    'lower',
  );
  report(
    `chat messages stored twice or out of order after the flush`,
    inOrder ? 0 : Math.abs(stored.length - FLUSHED) || 1,
    'messages',
    0,
    'lower',
  );
  note(`${figures.delivered} delivered, ${stored.length} on the server, ${figures.keysResent} keys resent`);
  db.close();
}

export async function chatOfflineFigures(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hr-bench-chat-'));
  const browser = await launchChromium();
  try {
    const server = await timedStart(dataDir);
    await flushFigures();
    const page = await signedInPhone(browser, 'nurse01');
    const me = (await signInAs('nurse01')).userId;
    const times = await openedOffline(page, me);
    report(
      `a chat of ${STORED.toLocaleString('en')} messages opened offline (tap → newest painted)`,
      percentile(times, 50),
      'ms',
      100,
      'lower',
    );
    note(`5 opens: ${times.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    await stop(server.child);
  } finally {
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runAlone(import.meta.url, chatOfflineFigures);
