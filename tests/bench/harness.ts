/**
 * What every bench figure needs: the report line (figure, goal, ratio), a server of the built app on the
 * bench port with its own data directory, a signed-in Chromium page, and the app's own modules bundled for
 * in-page figures. Servers never outlive the run.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import md5 from 'blueimp-md5';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { pathToFileURL } from 'node:url';

/** The bench server's port; BENCH_PORT moves it (one figure run alone beside another checkout's bench). */
export const PORT = Number(process.env.BENCH_PORT) || 6821;
export const BASE = `http://localhost:${PORT}`;
export const DEMO_PASSWORD = 'Demo@2026';

type Row = { name: string; value: number; unit: string; goal: number; better: 'lower' | 'higher' };
const rows: Row[] = [];

export function report(name: string, value: number, unit: string, goal: number, better: 'lower' | 'higher') {
  rows.push({ name, value, unit, goal, better });
  // A goal of 0 (errors) met exactly is 1×, not 0/0.
  const ratio = value === goal ? 1 : better === 'lower' ? goal / value : value / goal;
  const met = better === 'lower' ? value <= goal : value >= goal;
  const ok = met ? 'meets goal' : 'MISSES goal';
  console.log(
    `${name}: ${value.toFixed(2)} ${unit} (goal ${better === 'lower' ? '≤' : '≥'} ${goal} ${unit}; ratio ${ratio.toFixed(2)}×, ${ok})`,
  );
}

/** The p-th percentile (nearest rank) of the samples. */
export const percentile = (xs: number[], p: number): number =>
  [...xs].sort((a, b) => a - b)[Math.ceil((p / 100) * xs.length) - 1] ?? 0;

/** A figure without a goal of its own, printed for context. */
export function note(text: string): void {
  console.log(`  ${text}`);
}

export function summary(): void {
  const missed = rows.filter((r) => (r.better === 'lower' ? r.value > r.goal : r.value < r.goal));
  console.log(`\n${rows.length - missed.length} of ${rows.length} figures meet their goal`);
}

async function waitFor200(url: string, deadlineMs: number): Promise<void> {
  while (Date.now() < deadlineMs) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no HTTP 200 from ${url}`);
}

const children = new Set<ChildProcess>();

export async function assertPortFree(): Promise<void> {
  const answered = await fetch(`${BASE}/api/app/Version`).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`port ${PORT} is already serving; stop that server first`);
}

export function startServer(dataDir: string, env: Record<string, string> = {}): ChildProcess {
  // What `npm start` runs once the app is built (the bench builds it first).
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO: '1',
      STATIC_DIR: 'dist',
      LOGIN_RATE_LIMIT: '1000000',
      ...env,
    },
    stdio: 'ignore',
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Kills whatever server is still running (a failed figure must not leave one on the bench port). */
export function killAll(): void {
  for (const child of children) child.kill('SIGKILL');
}

/** Starts a server and returns the seconds until it first answers HTTP 200. */
export async function timedStart(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ seconds: number; child: ChildProcess }> {
  const t0 = performance.now();
  const child = startServer(dataDir, env);
  await waitFor200(`${BASE}/api/app/Version`, Date.now() + 300_000);
  return { seconds: (performance.now() - t0) / 1000, child };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Opens the login page with the account and password filled in; the caller taps 登录 (and times it). */
export async function fillLogin(page: Page, account: string): Promise<void> {
  await page.goto(`${BASE}/pages/login/index`);
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
}

/** A phone-sized page signed in through the login page, on the Messages tab. */
export async function signedInPhone(browser: Browser, account: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 390, height: 780 } });
  await fillLogin(page, account);
  await loginButton(page).click();
  await page.waitForURL(/\/pages\/index\/index$/);
  return page;
}

const LOGIN_QUERY = 'client_id=admin&client_secret=123456&scope=all&grant_type=password';

/** Signs in over the API (no browser): the token and the user's id. */
export async function signInAs(account: string): Promise<{ token: string; userId: string }> {
  const login = await fetch(`${BASE}/api/oauth/Login?${LOGIN_QUERY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account, password: md5(DEMO_PASSWORD) }).toString(),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const me = await fetch(`${BASE}/api/oauth/CurrentUser?type=app`, { headers: { Authorization: token } });
  const { data } = (await me.json()) as { data: { userInfo: { userId: string; organizeId: string } } };
  return { token, userId: data.userInfo.userId };
}

export const loginButton = (page: Page) => page.getByRole('button', { name: '登录', exact: true });

/** Bundles tests/bench/browser/entry.ts (the app's own modules) into one script for the page. */
export async function benchBundle(outDir: string): Promise<string> {
  await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      lib: {
        entry: 'tests/bench/browser/entry.ts',
        formats: ['iife'],
        name: 'hrBenchBundle',
        fileName: () => 'hrbench.js',
      },
    },
  });
  return join(outDir, 'hrbench.js');
}

/** Runs `figures` alone when `moduleUrl` is the script node started with (`npx tsx tests/bench/x.ts`). */
export async function runAlone(moduleUrl: string, figures: () => Promise<void>): Promise<void> {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  try {
    await figures();
  } finally {
    killAll();
  }
  summary();
}
