/**
 * Figures of the offline core (issue #4) in headless Chromium on the built app: the main-thread cost of a
 * draft autosave (in-page, on the app's DraftSession), and 打卡 → saved with no signal: from pressing the
 * button (the position already known: the GPS fix is excluded) until the new punch is listed and painted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { PUNCH_SITES_PATH, type PunchSite } from '../../contract';
import {
  BASE,
  benchBundle,
  fillLogin,
  launchChromium,
  loginButton,
  note,
  report,
  stop,
  timedStart,
} from './harness';

const PUNCH_PAGE = '/pages/apply/fieldPunchCard/index';
const PRESSES = 5;
/** Presses closer than this are one punch (a double tap): the bench waits longer between presses. */
const BETWEEN_PRESSES_MS = 3_200;

type Autosave = { median: number; worst: number; syncMedian: number };

/** In-page: presses 打卡, resolves with ms until one more punch is listed and the next frame has painted. */
const PRESS_IN_PAGE = `async () => {
  const count = () => document.querySelectorAll('[data-testid="punch-row"]').length;
  const before = count();
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === '打卡');
  const t0 = performance.now();
  button.click();
  await new Promise((resolve) => {
    const check = () => (count() > before ? resolve() : requestAnimationFrame(check));
    check();
  });
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return performance.now() - t0;
}`;

async function signedIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await fillLogin(page, 'nurse01');
  await loginButton(page).click();
  await page.waitForURL(/\/pages\/index\/index$/);
  return page;
}

async function autosave(page: Page, bundle: string): Promise<Autosave> {
  await page.addScriptTag({ path: bundle });
  return page.evaluate(() =>
    (globalThis as unknown as { hrBench: { autosave(): Promise<Autosave> } }).hrBench.autosave(),
  );
}

async function punchPresses(page: Page, context: BrowserContext): Promise<number[]> {
  await page.goto(`${BASE}${PUNCH_PAGE}`);
  await page.getByText('在范围内').first().waitFor({ timeout: 60_000 });
  await context.setOffline(true);
  await context.route('**/api/apply/**', (route) => route.abort('internetdisconnected'));
  const button = page.getByRole('button', { name: '打卡', exact: true });
  const times: number[] = [];
  for (let i = 0; i < PRESSES; i++) {
    await button.waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === '打卡' && !b.disabled),
    );
    times.push((await page.evaluate(`(${PRESS_IN_PAGE})()`)) as number);
    await page.waitForTimeout(BETWEEN_PRESSES_MS);
  }
  return times;
}

export async function formFigures(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hr-bench-forms-'));
  const bundleDir = mkdtempSync(join(tmpdir(), 'hr-bench-forms-js-'));
  const browser = await launchChromium();
  try {
    const bundle = await benchBundle(bundleDir);
    const server = await timedStart(dataDir);
    const context = await browser.newContext({
      viewport: { width: 390, height: 780 },
      permissions: ['geolocation'],
      // The bench's own measuring script is injected inline, which the app's policy refuses.
      bypassCSP: true,
    });
    const page = await signedIn(context);
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
    const list = (await (
      await fetch(`${BASE}${PUNCH_SITES_PATH}`, { headers: { Authorization: token } })
    ).json()) as {
      data: PunchSite[];
    };
    const site = list.data[0]!;
    await context.setGeolocation({ latitude: site.latitude, longitude: site.longitude, accuracy: 10 });

    const saves = await autosave(page, bundle);
    report(
      'draft autosave, main-thread time (leave form with 5 attachments; whole save start → committed, an upper bound)',
      saves.median,
      'ms',
      16,
      'lower',
    );
    note(
      `worst of 30: ${saves.worst.toFixed(2)} ms; the synchronous part of the save call: ${saves.syncMedian.toFixed(3)} ms`,
    );

    const presses = await punchPresses(page, context);
    const sorted = [...presses].sort((a, b) => a - b);
    report(
      '打卡 → saved offline (press → punch listed and painted; GPS fix excluded)',
      sorted[Math.floor(PRESSES / 2)]!,
      'ms',
      300,
      'lower',
    );
    note(`${PRESSES} presses: ${presses.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    await stop(server.child);
  } finally {
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
  }
}
