/**
 * A simulated shift (#14): 500 navigations on a phone-sized page — the four tabs, the workflow lists, the
 * Address Book, the leave form and back — and the JS heap (after a full collection) and DOM nodes measured
 * after the first 50 and after all 500. Goal: flat, growth within 5 %.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright';
import { BASE, fillLogin, launchChromium, loginButton, report, stop, timedStart } from './harness';

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

async function measure(page: Page): Promise<{ heap: number; nodes: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  return { heap: usedSize, nodes };
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
    let i = 0;
    for (; i < 50; i++) await step(page, i);
    const early = await measure(page);
    for (; i < 500; i++) await step(page, i);
    const late = await measure(page);
    report(
      'shift: JS heap growth from navigation 50 to 500',
      (late.heap / early.heap - 1) * 100,
      '%',
      5,
      'lower',
    );
    report(
      'shift: DOM node growth from navigation 50 to 500',
      (late.nodes / early.nodes - 1) * 100,
      '%',
      5,
      'lower',
    );
    console.log(
      `  …heap ${(early.heap / 1048576).toFixed(1)} → ${(late.heap / 1048576).toFixed(1)} MiB, DOM ${early.nodes} → ${late.nodes} nodes (${BASE})`,
    );
  } finally {
    await browser.close();
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run alone: `npx tsx tests/bench/shift.ts` (after `npm run build`).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { killAll, summary } = await import('./harness');
  try {
    await shiftFigures();
  } finally {
    killAll();
  }
  summary();
}
