/**
 * Cold start on a phone-class CPU (#30 item 5): the app relaunched offline from its service worker with
 * Chromium's CPU slowed 4× (CDP Emulation.setCPUThrottlingRate, the Lighthouse mobile convention), timed
 * from the app's tab bar painted (not the static first frame's, which is noted beside) to what the phone holds painted — the stored chats on 消息, the stored to-dos on
 * 业务办理 — median of 5; and how many of those launches showed an empty state (还没有聊天, 暂无新消息,
 * 暂无待办) before the stored rows: "empty" only when it is.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { IM_SEND_PATH } from '../../contract';
import { halfDayLeave } from '../shared/halfDayLeave';
import {
  BASE,
  launchChromium,
  note,
  percentile,
  report,
  runAlone,
  signInAs,
  signedInPhone,
  stop,
  timedStart,
} from './harness';

const RUNS = 5;
const SLOWDOWN = 4;

/** A tab, what shows its stored rows, and the words of its empty states. */
type Screen = { name: string; path: string; rows: string; empty: RegExp };

const SCREENS: Screen[] = [
  {
    name: '消息',
    path: '/pages/index/index',
    rows: '[data-testid="conversation"]',
    empty: /还没有聊天|暂无新消息/,
  },
  {
    name: '业务办理',
    path: '/pages/index/workFlowNew',
    rows: '[data-testid="wf-list-todo"] [data-testid="wf-item"]',
    empty: /暂无待办事宜/,
  },
];

/**
 * Before the page's own scripts: when the tab bar and the first stored row are first on screen (each
 * followed to its paint), and whether an empty state's words showed in between.
 */
const WATCH = (rows: string, empty: string) => `(() => {
  const empty = new RegExp(${JSON.stringify(empty)});
  const marks = { first: null, tabbar: null, rows: null, falseEmpty: false };
  window.__coldStart = marks;
  const painted = (key) => requestAnimationFrame(() => setTimeout(() => { marks[key] = performance.now(); }, 0));
  const seen = new Set();
  const once = (key, selector) => {
    if (!seen.has(key) && document.querySelector(selector)) { seen.add(key); painted(key); }
  };
  const check = () => {
    // The static first frame's tab bar (#prepaint, before any script), then the app's own.
    once('first', '#prepaint .app-tabbar');
    once('tabbar', '.app-tabbar:not(#prepaint *)');
    if (document.querySelector(${JSON.stringify(rows)})) { observer.disconnect(); painted('rows'); return; }
    const content = document.querySelector('.page-current .page-content, .page .page-content');
    if (content && empty.test(content.textContent || '')) marks.falseEmpty = true;
  };
  const observer = new MutationObserver(check);
  document.addEventListener('DOMContentLoaded', () => {
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    check();
  });
})()`;

type Marks = { first: number | null; tabbar: number | null; rows: number | null; falseEmpty: boolean };

async function coldStart(page: Page, screen: Screen): Promise<Marks> {
  await page.goto(`${BASE}${screen.path}`);
  await page.locator(screen.rows).first().waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => {
    const m = (window as unknown as { __coldStart: Marks }).__coldStart;
    return m.rows !== null && m.tabbar !== null;
  });
  return page.evaluate(() => (window as unknown as { __coldStart: Marks }).__coldStart);
}

/** What head01's phone is to hold: a chat (nurse01 writes to her) and a to-do (nurse01's leave). */
async function seedHeadsDay(): Promise<void> {
  const nurse = await signInAs('nurse01');
  const head = await signInAs('head01');
  const auth = { Authorization: nurse.token, 'Content-Type': 'application/json' };
  const number = await fetch(`${BASE}/api/system/BillRule/BillNumber/WF_LeaveApplyNo`, { headers: auth });
  const billNo = ((await number.json()) as { data: string }).data;
  const leave = await fetch(`${BASE}/api/workflow/Form/LeaveApply`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ ...halfDayLeave(0, nurse.userId, '2027-01-04', '家中有事'), billNo }),
  });
  const saved = (await leave.json()) as { code: number; msg: string };
  if (saved.code !== 200) throw new Error(`leave refused: ${saved.msg}`);
  const sent = await fetch(`${BASE}${IM_SEND_PATH}`, {
    method: 'POST',
    headers: { Authorization: nurse.token, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      toUserId: head.userId,
      messageType: 'text',
      messageContent: '护士长，明天的排班我看过了',
    }),
  });
  if (sent.status !== 200) throw new Error(`IM send answered ${sent.status}`);
}

async function screenFigures(page: Page, screen: Screen): Promise<void> {
  const scripts = await page.context().newCDPSession(page);
  const times: number[] = [];
  const fromFirst: number[] = [];
  let falseEmpty = 0;
  // Init scripts stay for every later load: the last one added is the one read.
  await page.context().addInitScript(WATCH(screen.rows, screen.empty.source));
  for (let i = 0; i < RUNS; i++) {
    await scripts.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    const marks = await coldStart(page, screen);
    await scripts.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    times.push(Math.max(0, (marks.rows ?? 0) - (marks.tabbar ?? 0)));
    fromFirst.push((marks.rows ?? 0) - (marks.first ?? 0));
    if (marks.falseEmpty) falseEmpty++;
  }
  report(
    `${screen.name} cold start offline, ${SLOWDOWN}× CPU: app's tab bar → stored rows painted (median of ${RUNS})`,
    percentile(times, 50),
    'ms',
    300,
    'lower',
  );
  note(`${RUNS} launches: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
  note(
    `from the static first frame (before any script) to the rows: median ${percentile(fromFirst, 50).toFixed(0)} ms`,
  );
  report(
    `${screen.name} launches that showed an empty state before the stored rows`,
    falseEmpty,
    'of 5',
    0,
    'lower',
  );
}

export async function coldStartFigures(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hr-bench-cold-'));
  const browser = await launchChromium();
  try {
    const { child } = await timedStart(dataDir);
    await seedHeadsDay();
    const page = await signedInPhone(browser, 'head01');
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    // What the phone holds: the chat and the first page of to-dos, stored while online.
    for (const screen of SCREENS) {
      await page.goto(`${BASE}${screen.path}`);
      await page.locator(screen.rows).first().waitFor({ timeout: 60_000 });
    }
    await page.context().setOffline(true);
    for (const screen of SCREENS) await screenFigures(page, screen);
    await stop(child);
  } finally {
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runAlone(import.meta.url, coldStartFigures);
