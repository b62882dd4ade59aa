/**
 * Sign-in and Me figures (issue #17): SMS sign-in on the local provider, from asking for the code to holding
 * the token (the code read from the file the provider writes, as a person reads the message), median of 10
 * staff; and a ward head's Me tab opened offline, from the tap to its card painted (median of 5), with each of its
 * pages opened offline and checked readable.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { codesSentTo } from '../shared/smsLog';
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

const STAFF = Array.from({ length: 10 }, (_, i) => `e000${10 + i}`);

async function mobileOf(account: string): Promise<string> {
  const { token } = await signInAs(account);
  const me = await fetch(`${BASE}/api/oauth/CurrentUser?type=app`, { headers: { Authorization: token } });
  const mobile = ((await me.json()) as { data: { userInfo: { mobilePhone?: string | null } } }).data.userInfo
    .mobilePhone;
  if (!mobile) throw new Error(`${account} has no mobile in the demo hospital`);
  return mobile;
}

const codeIn = (log: string, mobile: string): string | undefined => codesSentTo(log, mobile).at(-1);

/** Asks for a code, reads it from the provider's file, signs in with it: the milliseconds it took. */
async function smsSignIn(log: string, mobile: string): Promise<number> {
  const t0 = performance.now();
  const asked = await fetch(`${BASE}/api/oauth/SmsCode/${mobile}`);
  if (asked.status !== 200) throw new Error(`SmsCode answered ${asked.status}`);
  let code = codeIn(log, mobile);
  while (!code) {
    await new Promise((resolve) => setTimeout(resolve, 2));
    code = codeIn(log, mobile);
  }
  const login = await fetch(`${BASE}/api/oauth/LoginSms`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mobile, code }),
  });
  const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`LoginSms gave no token for ${mobile}`);
  return performance.now() - t0;
}

/** Before the tap: when the Me card is on screen and painted, timed from the pointer going down. */
const WATCH_ME = `() => {
  window.__mePainted = new Promise((resolve) => {
    let tapped = 0;
    addEventListener('pointerdown', (e) => { tapped = e.timeStamp; }, { capture: true, once: true });
    const seen = () => document.querySelector('[data-testid="my-head"]');
    const done = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - tapped), 0));
    const observer = new MutationObserver(() => {
      if (!seen()) return;
      observer.disconnect();
      done();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}`;

/** Each of Me's pages, and what shows it was read from the device. */
const PAGES: [string, string][] = [
  ['personalData', '[data-testid="personal-as-of"]'],
  ['business', '[data-testid="business-as-of"]'],
  ['subordinate', '[data-testid="subordinates"] li'],
  ['contactUs', '[data-testid="contacts-as-of"]'],
  ['settings', '.page[data-name="settings"] .list li'],
  ['abouts', '.page[data-name="abouts"] h2'],
];

async function openMe(page: Page): Promise<void> {
  await page.getByRole('link', { name: '我的' }).click();
  await page.getByTestId('my-head').waitFor();
}

/** Opens each page once online (so the device holds its copy), then offline: how many were readable. */
async function pagesReadable(page: Page, offline: boolean): Promise<number> {
  let readable = 0;
  for (const [name, marker] of PAGES) {
    await page.goto(`${BASE}/pages/index/my`);
    await page.getByTestId('my-head').waitFor();
    await page.locator(`a[href="/pages/my/${name}/index"]`).first().click();
    const shown = await page
      .locator(marker)
      .first()
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    if (shown) readable++;
    else if (offline) note(`…${name} was not readable offline`);
  }
  return readable;
}

async function meOfflineFigures(): Promise<void> {
  const browser = await launchChromium();
  try {
    const page = await signedInPhone(browser, 'head01');
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await pagesReadable(page, false);
    await page.context().setOffline(true);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      await page.goto(`${BASE}/pages/index/index`);
      await page.locator('.app-tabbar').waitFor();
      // A tap in the running app, not in the start-up's first second (the user's database opens when idle).
      await page.waitForTimeout(1_500);
      await page.evaluate(`(${WATCH_ME})()`);
      await openMe(page);
      times.push((await page.evaluate('window.__mePainted')) as number);
    }
    report(
      'Me tab opened offline (tap → card painted, median of 5)',
      percentile(times, 50),
      'ms',
      100,
      'lower',
    );
    note(`5 opens: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
    report("Me's pages readable offline", await pagesReadable(page, true), 'pages', PAGES.length, 'higher');
  } finally {
    await browser.close();
  }
}

export async function personalCentreFigures(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hr-bench-me-'));
  try {
    const { child } = await timedStart(dataDir);
    const log = join(dataDir, 'sms.log');
    const times: number[] = [];
    for (const account of STAFF) times.push(await smsSignIn(log, await mobileOf(account)));
    report(
      'SMS sign-in, code asked → token (local provider, median of 10)',
      percentile(times, 50),
      'ms',
      300,
      'lower',
    );
    note(`p95 ${percentile(times, 95).toFixed(0)} ms; each: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
    await meOfflineFigures();
    await stop(child);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runAlone(import.meta.url, personalCentreFigures);
