/**
 * Workflow figures (issue #5): the to-do list API with 10,000 tasks waiting for head01 (p95 of `GET
 * FlowBefore/List/1` over HTTP against the built server), and the first paint of the cached to-do list in
 * Chromium with no signal (tap 业务办理 → the cached rows painted).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { FLOW_CATEGORY, flowListPath } from '../../contract';
import { openPglite } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { seedDemo, userIdOf } from '../../server/seed';
import {
  BASE,
  launchChromium,
  note,
  report,
  signInAs,
  stop,
  timedStart,
  percentile,
  signedInPhone,
} from './harness';
import { seedTodoTasks } from './workflowSeed';

const TASKS = 10_000;
const REQUESTS = 200;
const WORKFLOW_TAB = '/pages/index/workFlowNew';

/** The demo hospital plus 10,000 to-dos for head01, written before the server opens the data. */
async function seeded(dataDir: string): Promise<void> {
  const database = await openPglite(join(dataDir, 'pglite'));
  await migrate(database);
  await seedDemo(database);
  await seedTodoTasks(database.db, userIdOf('head01'), { n: TASKS });
  await database.close();
}

async function todoLatencies(token: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const page = (i % 5) + 1;
    const t0 = performance.now();
    const res = await fetch(`${BASE}${flowListPath(FLOW_CATEGORY.todo)}?currentPage=${page}&pageSize=20`, {
      headers: { Authorization: token, 'jnpf-origin': 'app' },
    });
    const body = (await res.json()) as { code: number; data: { pagination: { total: number } } };
    times.push(performance.now() - t0);
    if (body.code !== 200 || body.data.pagination.total < TASKS)
      throw new Error('the to-do list is not as seeded');
  }
  return times;
}

/** In-page: taps the 业务办理 tab and resolves with ms until to-do rows are painted (the next frame included). */
const OPEN_TAB_IN_PAGE = `async () => {
  const rows = () => document.querySelectorAll('[data-testid="wf-item"]').length;
  const link = [...document.querySelectorAll('.toolbar a, .toolbar button')].find((a) => a.textContent.includes('业务办理'));
  const t0 = performance.now();
  link.click();
  await new Promise((resolve) => {
    const check = () => (rows() > 0 ? resolve() : requestAnimationFrame(check));
    check();
  });
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return performance.now() - t0;
}`;

async function cachedFirstPaint(page: Page): Promise<number[]> {
  await page.goto(`${BASE}${WORKFLOW_TAB}`);
  await page.getByTestId('wf-item').first().waitFor({ timeout: 60_000 });
  // Offline navigations need the service worker active (its precache complete).
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.context().setOffline(true);
  await page.context().route('**/api/**', (route) => route.abort('internetdisconnected'));
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    await page.goto(`${BASE}/pages/index/my`);
    await page.getByText('同步中心').waitFor();
    // The app opens the user's database once the first screen is up and the browser is idle: a tap in
    // the running app, not in the start-up's first second.
    await page.waitForTimeout(1_500);
    times.push((await page.evaluate(`(${OPEN_TAB_IN_PAGE})()`)) as number);
  }
  return times;
}

export async function workflowFigures(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hr-bench-wf-'));
  const browser = await launchChromium();
  try {
    await seeded(dataDir);
    const server = await timedStart(dataDir);
    // The API alone: signed in over HTTP, before the browser starts the app (whose first sync would
    // otherwise compete with these requests for the server).
    const { token } = await signInAs('head01');
    const times = await todoLatencies(token);
    report(
      `to-do list API p95, ${TASKS} tasks waiting (GET FlowBefore/List/1, 20 a page)`,
      percentile(times, 95),
      'ms',
      50,
      'lower',
    );
    note(`median ${percentile(times, 50).toFixed(1)} ms over ${REQUESTS} requests`);
    const page = await signedInPhone(browser, 'head01');
    const paints = await cachedFirstPaint(page);
    report(
      'cached to-do list first paint, offline (tap 业务办理 → rows painted)',
      percentile(paints, 50),
      'ms',
      100,
      'lower',
    );
    note(`5 opens: ${paints.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    await stop(server.child);
  } finally {
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
