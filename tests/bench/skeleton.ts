/**
 * Walking-skeleton figures (issue #2): start-up to first HTTP 200 (empty and seeded database), gzip bytes
 * of JS+CSS for the login page and the tab shell, logins per second on one core.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import md5 from 'blueimp-md5';
import {
  BASE,
  DEMO_PASSWORD,
  fillLogin,
  launchChromium,
  loginButton,
  note,
  report,
  stop,
  timedStart,
} from './harness';

/** gzip KiB of the given dist files. */
function gzipKiB(paths: Iterable<string>): number {
  let total = 0;
  for (const path of paths) total += gzipSync(readFileSync(join('dist', path))).length;
  return total / 1024;
}

/** Resolves in the page when the tab bar first appears, with its time on the page's clock. */
const TAB_BAR_SHOWN = `new Promise((resolve) => {
  const seen = () => document.querySelector('.app-tabbar');
  if (seen()) return resolve(performance.now());
  new MutationObserver((_, observer) => {
    if (!seen()) return;
    observer.disconnect();
    resolve(performance.now());
  }).observe(document, { childList: true, subtree: true });
})`;

type Resource = { path: string; startTime: number };

/**
 * Signs in through the login page and returns the gzip KiB of JS+CSS (1) requested before the tab shell
 * appeared (the render path, from the page's own resource timing) and (2) in all once the network is idle
 * (adding the sync worker and Dexie, which start only after the first screen is up).
 */
async function shellBytes(): Promise<{ renderPath: number; withBackground: number }> {
  const browser = await launchChromium();
  const page = await browser.newPage({ serviceWorkers: 'block' });
  const workers = new Set<string>();
  page.on('worker', (w) => workers.add(new URL(w.url()).pathname));
  await fillLogin(page, 'nurse01');
  const shown = page.evaluate(TAB_BAR_SHOWN) as Promise<number>;
  await loginButton(page).click();
  const shownAt = await shown;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  const resources = (await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => ({ path: new URL(e.name).pathname, startTime: e.startTime })),
  )) as Resource[];
  await browser.close();
  const assets = resources.filter((r) => /\.(js|css)$/.test(r.path));
  const renderPath = assets.filter((r) => r.startTime < shownAt && !workers.has(r.path)).map((r) => r.path);
  return {
    renderPath: gzipKiB(new Set(renderPath)),
    withBackground: gzipKiB(new Set([...assets.map((r) => r.path), ...workers])),
  };
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
      // #13: no larger than before the consolidation (247.13 KiB); #2 had asked 250.
      247.13,
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
