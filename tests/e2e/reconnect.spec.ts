/**
 * When the signal comes back (issue #12, hole 13), in Chromium, where a dedicated worker hears no `online`
 * event: a write whose next retry is a minute away leaves within seconds of the return, and the chat
 * socket of an app relaunched offline says 离线 (not 连接中…) and reconnects within seconds of the return.
 */
import { expect, test, type Page } from '@playwright/test';
import { halfDayLeave } from '../shared/halfDayLeave';
import {
  signIn,
  storedOutbox,
  storedUserId,
  waitForServiceWorker,
  waitForUserDb,
  writeUserStore,
} from './helpers';

/** "Within a few seconds": far below the row's own retry time, and the socket's backoff after a while. */
const SOON = 5_000;
const RETRY_IN = 60_000;
/** Signing in, the worker's first sync and the socket's first connect, on a busy shared machine. */
const SETTLE = 30_000;

/** A leave submitted offline that has already failed a few times: queued, its next retry a minute away. */
function waitingLeave(userId: string, now: number) {
  return {
    id: crypto.randomUUID(),
    userId,
    kind: 'leaveApply',
    stream: 'form:reconnect-1',
    method: 'POST',
    url: '/api/workflow/Form/LeaveApply',
    body: halfDayLeave(0, userId, '2027-06-01', '信号恢复'),
    fileIds: [],
    createdAt: now,
    serverOffsetMs: 0,
    attempts: 5,
    nextAttemptAt: now + RETRY_IN,
    state: 'queued',
    lastError: 'Failed to fetch',
  };
}

/** Signed in, the worker running and its socket connected (no connection chip on the tab page). */
async function signedInAndConnected(page: Page): Promise<string> {
  await signIn(page, 'nurse01');
  await waitForUserDb(page);
  await expect(page.locator('.conn-chip')).toHaveCount(0, { timeout: SETTLE });
  const userId = await storedUserId(page);
  if (!userId) throw new Error('nobody is signed in');
  return userId;
}

const rowState = async (page: Page, id: string) => (await storedOutbox(page)).find((r) => r.id === id)?.state;

test('a write whose next retry is a minute away leaves within seconds of the signal’s return', async ({
  page,
  context,
}) => {
  const userId = await signedInAndConnected(page);
  // The socket stays open through the emulated outage (Chromium keeps established connections), so
  // only the outbox shows what the return of the signal does.
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine), { timeout: SETTLE }).toBe(false);

  const row = waitingLeave(userId, Date.now());
  await writeUserStore(page, 'outbox', [row]);
  // Nothing sends it while there is no signal, whatever nudges the worker meanwhile.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  expect(await rowState(page, row.id)).toBe('queued');

  const back = Date.now();
  await context.setOffline(false);
  await expect.poll(() => rowState(page, row.id), { timeout: SOON }).toBe('done');
  expect(Date.now() - back).toBeLessThan(SOON);
  expect(Date.now()).toBeLessThan(row.nextAttemptAt);
});

test('after an offline relaunch the chat socket says 离线, then reconnects within seconds of the signal’s return', async ({
  page,
  context,
}) => {
  await signedInAndConnected(page);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  // The app is up from the service worker and has started its sync worker (the chip reads 离线 before
  // that, from the page alone), which must then say where the socket stands: offline, not 连接中….
  await expect.poll(() => page.workers().length, { timeout: SETTLE }).toBeGreaterThan(0);
  await expect(page.locator('.conn-chip')).toHaveText('离线', { timeout: SOON });

  await context.setOffline(false);
  await expect(page.locator('.conn-chip')).toHaveCount(0, { timeout: SOON });
});
