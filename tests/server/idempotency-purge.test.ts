/**
 * Idempotency records are kept 14 days (ARCHITECTURE §4) and then purged, at start-up and daily; with an
 * injected clock so no one waits a fortnight.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import * as t from '../../server/db/schema';
import { IDEMPOTENCY_RETENTION_DAYS, purgeIdempotencyRecords } from '../../server/idempotency/purge';
import { createHarness, tokenFor, type Harness } from './harness';
import { DAY, leaveBody, savedData, sendLeave } from './leaveRequests';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function recorded(key: string): Promise<boolean> {
  const rows = await h.database.db
    .select()
    .from(t.idempotencyRecords)
    .where(eq(t.idempotencyRecords.idempotencyKey, key));
  return rows.length === 1;
}

async function oldRecord(createdAt: number): Promise<string> {
  const key = randomUUID();
  await h.database.db.insert(t.idempotencyRecords).values({
    userId: 'u-nurse01',
    idempotencyKey: key,
    requestHash: 'x',
    response: { code: 200, msg: '操作成功', data: null },
    createdAt: new Date(createdAt),
  });
  return key;
}

describe('purging idempotency records', () => {
  it('a record is kept for 14 days and purged after', async () => {
    expect(IDEMPOTENCY_RETENTION_DAYS).toBe(14);
    const sentAt = h.clock.now;
    const key = randomUUID();
    savedData(
      await sendLeave(h.app, leaveBody('u-nurse01'), { token: await tokenFor(h.app, 'nurse01'), key }),
    );

    await purgeIdempotencyRecords(h.database.db, sentAt + 14 * DAY - 1);
    expect(await recorded(key)).toBe(true);
    expect(await purgeIdempotencyRecords(h.database.db, sentAt + 14 * DAY + 1)).toBeGreaterThanOrEqual(1);
    expect(await recorded(key)).toBe(false);
  });

  it('the purge runs when the app starts', async () => {
    const stale = await oldRecord(h.clock.now - 15 * DAY);
    const fresh = await oldRecord(h.clock.now - 13 * DAY);
    const app = await buildApp({ db: h.database.db, config: h.config, clock: () => h.clock.now });
    await app.ready();
    await app.close();
    expect([await recorded(stale), await recorded(fresh)]).toEqual([false, true]);
  });
});
