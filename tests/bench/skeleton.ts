/**
 * Walking-skeleton figures (issue #2): start-up to first HTTP 200 (empty and seeded database), gzip bytes
 * of JS+CSS for the login page and the tab shell, logins per second on one core.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { md5 } from 'js-md5';
import { BASE, DEMO_PASSWORD, launchChromium, note, report, signIn, stop, timedStart } from './harness';

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
  const browser = await launchChromium();
  const page = await browser.newPage({ serviceWorkers: 'block' });
  const assets = new Set<string>();
  page.on('requestfinished', (r) => {
    const path = new URL(r.url()).pathname;
    if (/\.(js|css)$/.test(path)) assets.add(path);
  });
  // The sync worker's script is not a page request; count it with the background code.
  const background = new Set<string>();
  page.on('worker', (w) => background.add(new URL(w.url()).pathname));
  await signIn(page, 'nurse01');
  const renderPath = gzipKiB([...assets].filter((a) => !background.has(a)));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  const withBackground = gzipKiB(new Set([...assets, ...background]));
  await browser.close();
  return { renderPath, withBackground };
}

async function loginsPerSecond(seconds: number): Promise<number> {
  const q = 'client_id=admin&client_secret=123456&scope=all&grant_type=password';
  const body = new URLSearchParams({ account: 'nurse01', password: md5(DEMO_PASSWORD) }).toString();
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

export async function skeletonFigures(): Promise<void> {
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
    note(
      `…plus the sync worker and Dexie, fetched once the shell has painted: ${bytes.withBackground.toFixed(2)} KiB in all`,
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
    rmSync(dataDir, { recursive: true, force: true });
  }
}
