/**
 * The first screen as Lighthouse sees it (issue #13): the built login page on a cold first visit, mobile
 * preset with its default simulated throttling (slow 4G, 4× CPU). Performance, LCP, TBT, bytes and
 * accessibility; the median of three runs, since one run on a shared machine swings.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { BASE, note, report, stop, timedStart, runAlone } from './harness';

interface Run {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  kib: number;
}

const median = (runs: Run[], pick: (r: Run) => number) =>
  runs.map(pick).sort((a, b) => a - b)[Math.floor(runs.length / 2)] ?? 0;

async function audit(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    const { categories, audits } = result.lhr;
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      kib: value('total-byte-weight') / 1024,
    };
  } finally {
    chrome.kill();
  }
}

export async function lighthouseFigures(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hr-bench-lh-'));
  try {
    const { child } = await timedStart(dataDir);
    const runs: Run[] = [];
    for (let i = 0; i < 3; i++) runs.push(await audit(`${BASE}/pages/login/index`));
    await stop(child);
    report(
      'Lighthouse performance, login page (mobile, median of 3)',
      median(runs, (r) => r.performance),
      'score',
      95,
      'higher',
    );
    report(
      'Lighthouse LCP, login page',
      median(runs, (r) => r.lcpMs),
      'ms',
      2000,
      'lower',
    );
    report(
      'Lighthouse TBT, login page',
      median(runs, (r) => r.tbtMs),
      'ms',
      150,
      'lower',
    );
    report(
      'Lighthouse accessibility, login page',
      median(runs, (r) => r.accessibility),
      'score',
      100,
      'higher',
    );
    report(
      'Lighthouse FCP, login page',
      median(runs, (r) => r.fcpMs),
      'ms',
      1800,
      'lower',
    );
    note(`…the login page's bytes as Lighthouse counts them: ${median(runs, (r) => r.kib).toFixed(1)} KiB`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run alone: `npx tsx tests/bench/lighthouse.ts` (after `npm run build`).
void runAlone(import.meta.url, lighthouseFigures);
