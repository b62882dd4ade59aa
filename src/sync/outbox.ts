/**
 * The outbox as the UI sees it (ARCHITECTURE §4, §7): the `outbox` signal — counts per state and the rows
 * for the sync centre, kept live by a Dexie live query on the active user's database — and the user's
 * actions: 立即同步 (`flushNow`), `resend` and `discard` (a rejected form is edited through its draft). A
 * newly queued row wakes the worker and registers Background Sync, so a form only has to call `enqueueWrite`.
 */
import { signal } from '@preact/signals-react';
import { activeDb, onActiveDbChange } from '../data/active';
import { EMPTY_OUTBOX, readOutboxSummary, type OutboxSummary } from '../../core/store/outboxView';
import { emptyReport, type OutboxFlushReport } from '../../workers/types';
import { registerOutboxSync } from './backgroundSync';
import { runningWorker } from './client';

export const outbox = signal<OutboxSummary>(EMPTY_OUTBOX);

const NOT_RUN: OutboxFlushReport = emptyReport(false);

/** A row was queued (enqueued, resent): flush what is due, and let the service worker finish the job. */
export function rowsQueued(): void {
  runningWorker()
    ?.nudgeOutbox()
    .catch(() => undefined);
  void registerOutboxSync();
}

let subscription: { unsubscribe(): void } | null = null;
let newestId: string | undefined;

function showSummary(summary: OutboxSummary): void {
  const newest = summary.rows[0];
  if (newest?.state === 'queued' && newest.id !== newestId) rowsQueued();
  newestId = newest?.id;
  outbox.value = summary;
}

async function bindOutbox(): Promise<void> {
  subscription?.unsubscribe();
  subscription = null;
  newestId = undefined;
  outbox.value = EMPTY_OUTBOX;
  const db = activeDb();
  if (!db) return;
  // Loaded on demand, like the session lifecycle does: Dexie stays out of the first screen's bundle.
  const { liveQuery } = await import('../../core/store/db');
  if (activeDb() !== db) return;
  subscription = liveQuery(() => readOutboxSummary(db)).subscribe({
    next: (summary) => {
      if (activeDb() === db) showSummary(summary);
    },
    // The database closed under the query (sign-out); the next active database binds afresh.
    error: () => undefined,
  });
}

onActiveDbChange(() => void bindOutbox());
void bindOutbox();

/** 立即同步: sends every queued row now. Never rejects; `ran: false` when there is no session or worker. */
export async function flushNow(): Promise<OutboxFlushReport> {
  try {
    return (await runningWorker()?.flushOutbox()) ?? NOT_RUN;
  } catch {
    return NOT_RUN;
  }
}
