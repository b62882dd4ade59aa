/**
 * Reference-data figures (issue #3) with the 20,000-staff seed, in headless Chromium on the app itself:
 * first full sync of organisation and users, Dexie write rate, bytes of a no-change refresh, search
 * latency over 20,000 people, tree picker first paint.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DATASETS } from '../../workers/sync/datasets';
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

const STAFF = 20_000;
const QUERIES = ['z', 'zw', 'zhangwei', '张', '张伟', 'wl', '心内科', '护士'];

type SyncRow = { dataset: string; version: string | null; cursor?: string | null; changedAt?: number };

/** The signed-in user's syncState rows, read straight from IndexedDB in the page. */
function syncState(page: Page): Promise<{ dbName: string; rows: SyncRow[] } | null> {
  return page.evaluate(async () => {
    const me = (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { userId?: string }).userId;
    const name = (await indexedDB.databases())
      .map((d) => d.name ?? '')
      .find((n) => n.startsWith('hr-') && n.endsWith(`-${me}`));
    if (!name) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(name);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    try {
      if (!db.objectStoreNames.contains('syncState')) return { dbName: name, rows: [] };
      const rows = await new Promise<SyncRow[]>((resolve, reject) => {
        const req = db.transaction('syncState').objectStore('syncState').getAll();
        req.onsuccess = () => resolve(req.result as SyncRow[]);
        req.onerror = () => reject(req.error);
      });
      return { dbName: name, rows };
    } finally {
      db.close();
    }
  });
}

async function waitForDatasets(
  page: Page,
  names: readonly string[],
): Promise<{ dbName: string; rows: SyncRow[] }> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const state = await syncState(page);
    if (state && names.every((n) => state.rows.some((r) => r.dataset === n && r.changedAt))) return state;
    await page.waitForTimeout(20);
  }
  throw new Error(`datasets ${names.join(', ')} never synced`);
}

/** Bytes on the wire (status line, headers, compressed body) of one conditional GET, as the worker sends it. */
function conditionalGet(
  path: string,
  token: string,
  etag: string | null,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      authorization: token,
      'jnpf-origin': 'app',
      'accept-encoding': 'gzip, deflate, br',
    };
    if (etag) headers['if-none-match'] = etag;
    const req = request(`${BASE}${path}`, { headers }, (res) => {
      let bytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
      for (let i = 0; i < res.rawHeaders.length; i += 2)
        bytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function noChangeRefreshBytes(page: Page, rows: SyncRow[]): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  let total = 0;
  for (const def of DATASETS) {
    const stored = rows.find((r) => r.dataset === def.name);
    const since =
      def.mode === 'cursor' && stored?.cursor ? `?since=${encodeURIComponent(stored.cursor)}` : '';
    const answer = await conditionalGet(`${def.url}${since}`, token, stored?.version ?? null);
    note(`${def.name}: HTTP ${answer.status}, ${answer.bytes} bytes`);
    total += answer.bytes;
  }
  return total;
}

type BenchResult = {
  users: number;
  rowsPerSecond: number;
  search: { buildMs: number; perQuery: Record<string, { ms: number; found: number }> };
  picker: { firstMs: number; peopleMs: number; rows: number };
};

/**
 * In-page script (a string, so the bundler's helpers never leak into the page): performs the action, then
 * resolves with the milliseconds until its result is on screen and the next frame has painted.
 */
const TIME_IN_PAGE = `async ([kind, value]) => {
  const t0 = performance.now();
  if (kind === 'search') {
    const input = document.querySelector('[data-testid="contacts-search"] input');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  } else {
    [...document.querySelectorAll('button')].find((b) => b.textContent === value).click();
  }
  const done = kind === 'search'
    ? () => (document.querySelector('[data-testid="contacts-asof"]')?.textContent ?? '').includes('找到')
    : () => (document.querySelector('[data-testid="department-picker"]')?.querySelectorAll('.virtual-row').length ?? 0) > 0;
  await new Promise((resolve) => {
    const check = () => (done() ? resolve() : requestAnimationFrame(check));
    check();
  });
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return performance.now() - t0;
}`;

function timeInPage(page: Page, action: 'search' | 'picker', arg: string): Promise<number> {
  return page.evaluate(`(${TIME_IN_PAGE})(${JSON.stringify([action, arg])})`) as Promise<number>;
}

export async function referenceFigures(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hr-bench-ref-'));
  const bundleDir = mkdtempSync(join(tmpdir(), 'hr-bench-js-'));
  const browser = await launchChromium();
  try {
    const bundle = await benchBundle(bundleDir);
    const server = await timedStart(dataDir, { DEMO_SIZE: String(STAFF) });
    note(`(seeding ${STAFF} staff and starting the server took ${server.seconds.toFixed(1)} s)`);
    // bypassCSP: the bench's own measuring script is injected inline, which the app's policy refuses.
    const page = await browser.newPage({ viewport: { width: 390, height: 780 }, bypassCSP: true });

    await fillLogin(page, 'nurse01');
    // The sync starts with the worker, which the app creates once the first screen after sign-in is up.
    let workerAt = 0;
    page.once('worker', () => (workerAt = performance.now()));
    const t0 = performance.now();
    await loginButton(page).click();
    const { dbName, rows } = await waitForDatasets(page, ['organizations', 'users']);
    const storedAt = performance.now();
    report(
      `first full sync of organisation and users, ${STAFF} staff (worker start → stored in IndexedDB)`,
      (storedAt - workerAt) / 1000,
      's',
      3,
      'lower',
    );
    note(
      `(from tapping 登录: ${((storedAt - t0) / 1000).toFixed(2)} s, the first screen showing on the way)`,
    );
    await waitForDatasets(
      page,
      DATASETS.map((d) => d.name),
    );
    const after = (await syncState(page))?.rows ?? rows;
    report(
      'bytes moved by a no-change refresh (all six datasets, responses)',
      await noChangeRefreshBytes(page, after),
      'bytes',
      2048,
      'lower',
    );

    await page.addScriptTag({ path: bundle });
    const r = await page.evaluate(
      ([name, queries]) =>
        (
          globalThis as unknown as { hrBench: { run(n: string, q: string[]): Promise<BenchResult> } }
        ).hrBench.run(name, queries),
      [dbName, QUERIES] as [string, string[]],
    );
    report(
      `Dexie write rate (full replace of ${r.users} directory rows, one transaction)`,
      r.rowsPerSecond,
      'rows/s',
      10_000,
      'higher',
    );
    const worst = Math.max(...Object.values(r.search.perQuery).map((q) => q.ms));
    report(
      `search over ${r.users} people, slowest of ${QUERIES.length} queries (matcher)`,
      worst,
      'ms',
      50,
      'lower',
    );
    note(
      `index built once per data version in ${r.search.buildMs.toFixed(1)} ms; per query: ${Object.entries(
        r.search.perQuery,
      )
        .map(([q, v]) => `${q} ${v.ms.toFixed(1)} ms/${v.found}`)
        .join(', ')}`,
    );

    await page.goto(`${BASE}/pages/index/contacts`);
    await page.getByTestId('contacts-asof').getByText('数据更新于').waitFor();
    await page.waitForTimeout(500);
    report(
      `search in the Address Book over ${r.users} people (typing "zw" → results painted)`,
      await timeInPage(page, 'search', 'zw'),
      'ms',
      50,
      'lower',
    );
    await page.getByTestId('contacts-search').locator('input').fill('');
    await page.waitForTimeout(300);
    report(
      'tree picker first paint (Address Book department picker: tap → rows painted)',
      await timeInPage(page, 'picker', '选择部门'),
      'ms',
      200,
      'lower',
    );
    report(
      `user picker over ${r.users} people: its tree ready to paint (units read and built; model, in Chromium)`,
      r.picker.firstMs,
      'ms',
      200,
      'lower',
    );
    note(
      `${r.picker.rows} rows visible at first; all ${r.users} people joined the tree after ${r.picker.peopleMs.toFixed(0)} ms`,
    );
    await stop(server.child);
  } finally {
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
  }
}
