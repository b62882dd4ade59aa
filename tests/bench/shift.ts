/**
 * A simulated shift (#14): 500 navigations on a phone-sized page — the four tabs, the workflow lists, the
 * Address Book, the leave form and back — and the page's memory and DOM nodes measured on the same screen
 * after 100, 300 and 500. Goal: flat, growth from 100 to 500 within 5 %. The memory is the app's own objects
 * (appHeap.ts); V8's used heap is printed beside it: it also counts compiled code and the inspector's
 * network buffer, which grow under any bench (found by diffing heap snapshots after 300 and 1,100 steps:
 * +658 KB code, +507 KB network buffer, app objects −0.6 %).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { appHeapBytes } from './appHeap';
import { BASE, fillLogin, launchChromium, loginButton, report, stop, timedStart, runAlone } from './harness';

const TABS = [
  { label: '业务办理', page: 'workflow' },
  { label: '业务申请', page: 'apply' },
  { label: '我的', page: 'my' },
  { label: '消息', page: 'messages' },
] as const;

const tab = (i: number) => TABS[i % TABS.length]!;

/** One navigation of a shift: a tab, and on every fifth step a screen opened from it and left again. */
async function step(page: Page, i: number): Promise<void> {
  const { label, page: name } = tab(i);
  await page.locator('.app-tabbar').getByText(label, { exact: true }).click();
  await page.locator(`.page[data-name="${name}"]`).waitFor();
  if (i % 5 !== 4) return;
  if (name === 'apply') await page.getByTestId('frequent-forms').getByRole('link').first().click();
  else if (name === 'messages') await page.getByRole('link', { name: '通讯录' }).click();
  else return;
  await page.locator('.navbar .back').last().waitFor();
  await page.goBack();
  await page.locator(`.page[data-name="${name}"]`).waitFor();
}

type Mark = { app: number; heap: number; nodes: number };

async function measure(page: Page): Promise<Mark> {
  const app = await appHeapBytes(page);
  const cdp = await page.context().newCDPSession(page);
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  return { app, heap: usedSize, nodes };
}

export async function shiftFigures(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hr-bench-shift-'));
  const { child } = await timedStart(dataDir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    await fillLogin(page, 'nurse01');
    await loginButton(page).click();
    await page.locator('.app-tabbar').waitFor();
    // Measured on the same screen (the Messages tab: every 4th step ends there) after 100, 300 and 500.
    const marks: Mark[] = [];
    for (let i = 0; i < 500; i++) {
      await step(page, i);
      if ((i + 1) % 100 === 0 && (i + 1) % 200 !== 0) marks.push(await measure(page));
    }
    const [early, middle, late] = marks as [Mark, Mark, Mark];
    const growth = (pick: (m: Mark) => number) => (pick(late) / pick(early) - 1) * 100;
    report(
      "shift: the app's heap growth from navigation 100 to 500",
      growth((m) => m.app),
      '%',
      5,
      'lower',
    );
    report(
      'shift: DOM node growth from navigation 100 to 500',
      growth((m) => m.nodes),
      '%',
      5,
      'lower',
    );
    const mib = (bytes: number) => (bytes / 1048576).toFixed(1);
    const marksOf = (pick: (m: Mark) => number) => marks.map((m) => mib(pick(m))).join(' → ');
    console.log(
      `  …app heap ${marksOf((m) => m.app)} MiB (V8 used heap ${marksOf((m) => m.heap)} MiB, ` +
        `+${growth((m) => m.heap).toFixed(1)} %), DOM ${early.nodes} → ${middle.nodes} → ${late.nodes} nodes ` +
        `after 100, 300, 500 (${BASE})`,
    );
  } finally {
    await browser.close();
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run alone: `npx tsx tests/bench/shift.ts` (after `npm run build`).
void runAlone(import.meta.url, shiftFigures);
