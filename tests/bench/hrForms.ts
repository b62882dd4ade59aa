/**
 * HR form figure (issue #6): the time to open any form from cached definitions — signed in as nurse01,
 * with no signal (every /api call aborted; the app's code from the service worker's cache), tap the form
 * in the Business Application tab and time until its fields are painted. Every HR form and leave are
 * opened; the slowest is the figure.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { HR_FORMS } from '../../contract/hrForm';
import { BASE, fillLogin, launchChromium, loginButton, note, report, stop, timedStart } from './harness';

const APPLY_TAB = '/pages/index/apply';

/** In-page: taps the link to `href`, resolves with ms until a form's fields are in a page and painted. */
const OPEN_IN_PAGE = `async (href) => {
  const link = document.querySelector('a[href="' + href + '"]');
  if (!link) throw new Error('no link to ' + href);
  const shown = () => document.querySelector('.form-page .app-form .item-content') !== null;
  const t0 = performance.now();
  link.click();
  await new Promise((resolve) => {
    const check = () => (shown() ? resolve() : requestAnimationFrame(check));
    check();
  });
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return performance.now() - t0;
}`;

const FORM_PATHS = [
  '/pages/subDev/leaveAttendanceManage/leaveApply',
  ...HR_FORMS.map((f) => `/pages/subDev/${f.group}/${f.key}`),
];

async function openTimes(page: Page): Promise<number[]> {
  await page.goto(`${BASE}${APPLY_TAB}`);
  await page.locator(`a[href="${FORM_PATHS[0]}"]`).first().waitFor({ timeout: 60_000 });
  // Offline navigations need the service worker active (its precache complete).
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.context().setOffline(true);
  await page.context().route('**/api/**', (route) => route.abort('internetdisconnected'));
  const times: number[] = [];
  for (const path of FORM_PATHS) {
    await page.goto(`${BASE}${APPLY_TAB}`);
    await page.locator(`a[href="${path}"]`).first().waitFor();
    // A tap in the running app, not in its first second (the user's database opens when idle).
    await page.waitForTimeout(1_200);
    times.push((await page.evaluate(`(${OPEN_IN_PAGE})(${JSON.stringify(path)})`)) as number);
  }
  return times;
}

export async function hrFormFigures(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hr-bench-forms-'));
  const browser = await launchChromium();
  try {
    const server = await timedStart(dataDir);
    const page = await browser.newPage({ viewport: { width: 390, height: 780 } });
    await fillLogin(page, 'nurse01');
    await loginButton(page).click();
    await page.waitForURL(/\/pages\/index\/index$/);
    const times = await openTimes(page);
    const sorted = [...times].sort((a, b) => a - b);
    report(
      `open any HR form offline from cached definitions (slowest of ${times.length})`,
      sorted.at(-1) ?? 0,
      'ms',
      100,
      'lower',
    );
    note(`median ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(0)} ms`);
    await stop(server.child);
  } finally {
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
