/**
 * Migration 022 gives a punch its natural key (person, instant of the phone's clock): doubles stored before
 * it — the same punch sent twice without an Idempotency-Key — fold into the first one received, every other
 * punch stays as it was, and a double can no longer be stored. Runs on PGlite and, with DATABASE_URL, on
 * PostgreSQL.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, notLike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationFiles } from '../../server/db/migrate';
import * as t from '../../server/db/schema';
import { seedDemo } from '../../server/seed/index';
import { openTestDatabase, type TestDatabase } from './harness';

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '../../server/db/migrations');
const T = Date.parse('2026-11-23T08:00:00+08:00');

let tdb: TestDatabase;
let users: string[];

/** One stored punch: its id, person, phone's instant and when the server received it. */
const punch = (id: string, userId: string, device: number, receivedAt: number) =>
  `INSERT INTO field_punches (id, user_id, device_punched_at, punched_at, received_at, delay_ms, latitude,
    longitude, accuracy, inside, remark) VALUES ('${id}', '${userId}', ${device}, ${device},
    to_timestamp(${receivedAt} / 1000.0), 0, 30.5, 114.3, 15, true, '${id}');`;

beforeAll(async () => {
  tdb = await openTestDatabase();
  const at021 = mkdtempSync(join(tmpdir(), 'migrations-021-'));
  for (const name of migrationFiles().filter((n) => n < '022'))
    copyFileSync(join(MIGRATIONS, name), join(at021, name));
  await migrate(tdb.database, at021);
  rmSync(at021, { recursive: true });
  await seedDemo(tdb.database, { size: 60 });
  users = (
    await tdb.database.db.select({ id: t.users.id }).from(t.users).orderBy(asc(t.users.id)).limit(2)
  ).map((u) => u.id);
  const [a, b] = users as [string, string];
  await tdb.database.exec(
    [
      punch('a-second', a, T, T + 2000),
      punch('a-first', a, T, T + 1000),
      punch('a-third', a, T, T + 3000),
      punch('a-later', a, T + 1, T + 1000),
      punch('b-same-instant', b, T, T + 5000),
    ].join('\n'),
  );
  expect((await migrate(tdb.database))[0]).toBe('022_punch_natural_key.sql');
});
afterAll(() => tdb.drop());

describe('migration 022: one punch per person and instant', () => {
  it('doubles fold into the first received; other instants and other people stay', async () => {
    const rows = await tdb.database.db
      .select({ id: t.fieldPunches.id })
      .from(t.fieldPunches)
      // The demo's own flagged punches (seed/flagged-punches.ts) are no doubles.
      .where(notLike(t.fieldPunches.id, 'punch-demo-%'))
      .orderBy(asc(t.fieldPunches.id));
    expect(rows.map((r) => r.id)).toEqual(['a-first', 'a-later', 'b-same-instant']);
  });

  it('a double can no longer be stored', async () => {
    await expect(tdb.database.exec(punch('a-again', users[0]!, T, T + 9000))).rejects.toThrow();
  });
});
