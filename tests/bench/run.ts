/**
 * `npm run bench`: prints figures and their ratio to each goal. Walking-skeleton figures: start-up to
 * first HTTP 200, gzip bytes of JS+CSS for the login page and tab shell, logins per second on one core.
 */
import { chromium } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { md5 } from 'js-md5';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const PORT = 6821;
const BASE = `http://localhost:${PORT}`;
const rows: { name: string; value: number; unit: string; goal: number; better: 'lower' | 'higher' }[] = [];

function report(name: string, value: number, unit: string, goal: number, better: 'lower' | 'higher') {
  rows.push({ name, value, unit, goal, better });
  const ratio = better === 'lower' ? goal / value : value / goal;
  const ok = ratio >= 1 ? 'meets goal' : 'MISSES goal';
  console.log(
    `${name}: ${value.toFixed(2)} ${unit} (goal ${better === 'lower' ? '≤' : '≥'} ${goal} ${unit}; ratio ${ratio.toFixed(2)}×, ${ok})`,
  );
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

async function assertPortFree(): Promise<void> {
  const answered = await fetch(`${BASE}/api/app/Version`).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`port ${PORT} is already serving; stop that server first`);
}

function startServer(dataDir: string): ChildProcess {
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
    },
    stdio: 'ignore',
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function timedStart(dataDir: string): Promise<{ seconds: number; child: ChildProcess }> {
  const t0 = performance.now();
  const child = startServer(dataDir);
  await waitFor200(`${BASE}/api/app/Version`, Date.now() + 120_000);
  return { seconds: (performance.now() - t0) / 1000, child };
}

/** gzip KiB of the given dist files. */
function gzipKiB(paths: Iterable<string>): number {
  let total = 0;
  for (const path of paths) total += gzipSync(readFileSync(join('dist', path))).length;
  return total / 1024;
}

/**
 * Signs in through the login page and returns the gzip KiB of JS+CSS fetched (1) by the time the tab
 * shell shows (the render path) and (2) once the network is idle (adding the sync worker and Dexie,
 * which start after the shell has painted).
 */
async function shellBytes(): Promise<{ renderPath: number; withBackground: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ serviceWorkers: 'block' });
  const assets = new Set<string>();
  page.on('requestfinished', (r) => {
    const path = new URL(r.url()).pathname;
    if (/\.(js|css)$/.test(path)) assets.add(path);
  });
  // The sync worker's script is not a page request; count it with the background code.
  const background = new Set<string>();
  page.on('worker', (w) => background.add(new URL(w.url()).pathname));
  await page.goto(`${BASE}/pages/login/index`);
  await page.getByPlaceholder('请输入账号').fill('nurse01');
  await page.getByPlaceholder('请输入密码').fill('Demo@2026');
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/pages\/index\/index$/);
  await page.locator('.app-tabbar').waitFor();
  const renderPath = gzipKiB([...assets].filter((a) => !background.has(a)));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  const withBackground = gzipKiB(new Set([...assets, ...background]));
  await browser.close();
  return { renderPath, withBackground };
}

async function loginsPerSecond(seconds: number): Promise<number> {
  const q = 'client_id=admin&client_secret=123456&scope=all&grant_type=password';
  const body = new URLSearchParams({ account: 'nurse01', password: md5('Demo@2026') }).toString();
  const end = performance.now() + seconds * 1000;
  let count = 0;
  const worker = async () => {
    while (performance.now() < end) {
      const res = await fetch(`${BASE}/api/oauth/Login?${q}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      });
      const json = (await res.json()) as { code: number };
      if (json.code !== 200) throw new Error(`login failed: ${JSON.stringify(json)}`);
      count++;
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: 4 }, worker));
  return count / ((performance.now() - t0) / 1000);
}

async function main() {
  await assertPortFree();
  const dataDir = mkdtempSync(join(tmpdir(), 'hr-bench-'));
  try {
    const first = await timedStart(dataDir);
    report(
      'start-up to first HTTP 200, empty database (migrate + seed 300 staff)',
      first.seconds,
      's',
      10,
      'lower',
    );
    await stop(first.child);
    const second = await timedStart(dataDir);
    report('start-up to first HTTP 200, already built and seeded', second.seconds, 's', 3, 'lower');
    const bytes = await shellBytes();
    report(
      'gzip JS+CSS for the login page and the tab shell (render path)',
      bytes.renderPath,
      'KiB',
      250,
      'lower',
    );
    console.log(
      `  …plus the sync worker and Dexie, fetched once the shell has painted: ${bytes.withBackground.toFixed(2)} KiB in all`,
    );
    report(
      'logins per second (one server process, one core)',
      await loginsPerSecond(5),
      'logins/s',
      20,
      'higher',
    );
    await stop(second.child);
  } finally {
    // A failed figure must not leave a server behind on the bench port.
    for (const child of children) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
  const missed = rows.filter((r) => (r.better === 'lower' ? r.value > r.goal : r.value < r.goal));
  console.log(`\n${rows.length - missed.length} of ${rows.length} figures meet their goal`);
}

await main();
