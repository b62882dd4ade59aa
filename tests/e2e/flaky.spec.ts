/**
 * A flaky network (issue #4): about 30 % of the app's API calls are cut (half of them after the server
 * has answered, so the effect is applied and the answer lost) and some get 503, while 200 leave
 * applications and 200 punches queued on the phone are flushed by the app itself. Every one is delivered,
 * and the server holds each exactly once.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { FLOW_LAUNCH_PATH, PUNCH_PATH, PUNCH_SITES_PATH, type PunchSite } from '../../contract';
import { halfDayLeave } from '../shared/halfDayLeave';
import { signIn, storedOutbox, storedToken, storedUserId, waitForUserDb, writeUserStore } from './helpers';

const ROWS = 200;
const FLUSH_TIMEOUT = 240_000;

/** Mulberry32: the same sequence of faults on every run. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function getData<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: { Authorization: await storedToken(page) } });
  return ((await res.json()) as { data: T }).data;
}

const launched = (page: Page) =>
  getData<{ pagination: { total: number } }>(page, `${FLOW_LAUNCH_PATH}?pageSize=1`).then(
    (d) => d.pagination.total,
  );
const punched = (page: Page, from: number) => getData<unknown[]>(page, `${PUNCH_PATH}?from=${from}`);

/** Outbox rows as the app writes them (ARCHITECTURE §4), due now. */
function outboxRow(
  id: string,
  userId: string,
  at: number,
  rest: { kind: string; stream: string; url: string; body: unknown },
) {
  return {
    id,
    userId,
    ...rest,
    method: 'POST',
    fileIds: [],
    createdAt: at,
    serverOffsetMs: 0,
    attempts: 0,
    nextAttemptAt: at,
    state: 'queued',
    lastError: null,
  };
}

function leaveRow(i: number, userId: string, at: number) {
  return outboxRow(crypto.randomUUID(), userId, at, {
    kind: 'leaveApply',
    stream: `form:flaky-${i}`,
    url: '/api/workflow/Form/LeaveApply',
    body: halfDayLeave(i, userId, '2027-03-01', '弱网'),
  });
}

function punchRows(i: number, userId: string, at: number, site: PunchSite) {
  const id = crypto.randomUUID();
  const body = {
    punchedAt: at - i * 1000,
    serverOffsetMs: 0,
    latitude: site.latitude,
    longitude: site.longitude,
    accuracy: 15,
    remark: `弱网打卡 ${i}`,
    photoUrl: null,
  };
  const row = outboxRow(id, userId, at, { kind: 'punch', stream: `punch:${id}`, url: PUNCH_PATH, body });
  const punch = {
    id: `punch-${id}`,
    userId,
    punchedAt: body.punchedAt,
    serverOffsetMs: 0,
    latitude: site.latitude,
    longitude: site.longitude,
    accuracy: 15,
    siteId: site.id,
    siteName: site.name,
    distanceM: 0,
    inside: true,
    remark: body.remark,
    photoFileId: null,
    outboxId: id,
  };
  return { row, punch };
}

test('under a flaky network, 200 leaves and 200 punches are all delivered and none twice', async ({
  page,
  context,
}) => {
  test.setTimeout(FLUSH_TIMEOUT + 60_000);
  await signIn(page, 'nurse01');
  const userId = (await storedUserId(page))!;
  const [site] = await getData<PunchSite[]>(page, PUNCH_SITES_PATH);
  if (!site) throw new Error('no punch sites seeded');
  const leavesBefore = await launched(page);
  const since = Date.now() - ROWS * 1000 - 60_000;
  const punchesBefore = (await punched(page, since)).length;

  // The flaky network, for the page, its worker and its service worker alike.
  const random = prng(20261123);
  const faults = { cutBefore: 0, cutAfter: 0, unavailable: 0, passed: 0 };
  await context.route('**/api/**', async (route: Route) => {
    const r = random();
    if (r < 0.15) return (faults.cutBefore++, route.abort('connectionreset'));
    if (r < 0.3) {
      // Reaches the server, which applies it; the answer is lost on the way back.
      faults.cutAfter++;
      await route.fetch().catch(() => undefined);
      return route.abort('connectionreset');
    }
    if (r < 0.38) return (faults.unavailable++, route.fulfill({ status: 503, body: 'Service Unavailable' }));
    faults.passed++;
    return route.continue();
  });

  await waitForUserDb(page);
  const at = Date.now();
  const leaves = Array.from({ length: ROWS }, (_, i) => leaveRow(i, userId, at + i));
  const punches = Array.from({ length: ROWS }, (_, i) => punchRows(i, userId, at + ROWS + i, site));
  await writeUserStore(
    page,
    'punches',
    punches.map((p) => p.punch),
  );
  await writeUserStore(page, 'outbox', [...leaves, ...punches.map((p) => p.row)]);
  // The app notices the queue when it starts again (as after a reboot), then retries on its own.
  await page.reload();

  // Every row done; a failure lists those that are not, each with its kind, state, tries and last error.
  await expect
    .poll(
      async () => {
        const rows = await storedOutbox(page);
        const open = rows.filter((r) => r.state !== 'done');
        return open.map((r) => `${r.kind} ${r.state} ×${r.attempts} ${r.lastError ?? ''}`);
      },
      { timeout: FLUSH_TIMEOUT, intervals: [2_000] },
    )
    .toEqual([]);
  await context.unroute('**/api/**');
  test.info().annotations.push({ type: 'faults', description: JSON.stringify(faults) });
  expect(faults.cutAfter).toBeGreaterThan(10);

  const rows = await storedOutbox(page);
  expect(rows.filter((r) => r.state === 'failed')).toEqual([]);
  const results = new Set(rows.map((r) => r.result?.id));
  expect(results.size).toBe(2 * ROWS);
  expect(await launched(page)).toBe(leavesBefore + ROWS);
  expect((await punched(page, since)).length).toBe(punchesBefore + ROWS);
});
