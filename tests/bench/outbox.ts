/**
 * Outbox figures (issue #4): 1,000 leave applications queued, then flushed by the real flusher (Node,
 * fake-indexeddb) against the local server of the built app — every row fetches its bill number and is
 * POSTed with its Idempotency-Key. Zero duplicates: every row delivered, each with its own application.
 */
import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUserDb, userDbName } from '../../core/store/db';
import { benchFlush } from '../../workers/outbox/bench';
import { halfDayLeave } from '../shared/halfDayLeave';
import { BASE, note, report, signInAs, stop, timedStart } from './harness';

const ROWS = 1000;
/** Leave number `i` as the form would queue it offline. */
function leave(i: number, userId: string) {
  return {
    kind: 'leaveApply' as const,
    stream: `form:bench-${i}`,
    method: 'POST' as const,
    url: '/api/workflow/Form/LeaveApply',
    body: halfDayLeave(i, userId, '2027-01-01', '压测'),
  };
}

export async function outboxFigures(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hr-bench-outbox-'));
  try {
    const server = await timedStart(dataDir);
    const { token, userId } = await signInAs('nurse01');
    const session = { serverUrl: BASE, userId, token };
    const db = createUserDb(userDbName(BASE, userId));
    await db.open();
    const figures = await benchFlush(ROWS, { db, session, makeRow: (i) => leave(i, userId) });
    const done = await db.outbox.where('state').equals('done').toArray();
    const ids = new Set(done.map((r) => (r as { result?: { id?: string } }).result?.id));
    const failed = await db.outbox.where('state').equals('failed').first();
    if (failed) note(`a row failed: ${failed.lastError}`);
    report(
      `flush ${ROWS} queued leave applications to the local server`,
      figures.ms / 1000,
      's',
      20,
      'lower',
    );
    note(
      `${figures.delivered} delivered, ${ids.size} distinct applications, ${figures.keysResent} keys resent, ${figures.requests} writes (${figures.rowsPerSecond.toFixed(0)} rows/s)`,
    );
    db.close();
    await stop(server.child);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
