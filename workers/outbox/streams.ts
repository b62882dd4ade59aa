/**
 * Stream ordering, pure: open rows grouped by stream, oldest first; what the flusher may do with a row
 * (send it, wait for its time, stop behind it, hold it for its files); and when the earliest waiting
 * head is due. A row only ever blocks the later rows of its own stream.
 */
import type { OutboxRow } from '../../core/store/types';
import { dueAt, type FlushTrigger } from './policy';

/** send: due and claimable; wait: not yet (backoff, another sender's lease, tried this flush); blocked:
 * failed, until resent or discarded; held: has attachments and nothing can upload them yet. */
export type RowVerdict = 'send' | 'wait' | 'blocked' | 'held';

export interface PlanContext {
  now: number;
  /** What woke the flush: which queued rows are due now (policy.ts `dueAt`). */
  trigger: FlushTrigger;
  canUpload: boolean;
  /** Rows already attempted in this flush: never twice in one flush, whatever the trigger says. */
  tried?: ReadonlySet<string>;
}

const byAge = (a: OutboxRow, b: OutboxRow): number =>
  a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Rows per stream, oldest first; streams ordered by their oldest row. */
export function streamsOf(rows: readonly OutboxRow[]): OutboxRow[][] {
  const streams = new Map<string, OutboxRow[]>();
  for (const row of [...rows].sort(byAge)) {
    const list = streams.get(row.stream);
    if (list) list.push(row);
    else streams.set(row.stream, [row]);
  }
  return [...streams.values()];
}

function timing(row: OutboxRow, ctx: PlanContext): 'due' | 'wait' {
  if (ctx.tried?.has(row.id)) return 'wait';
  if (row.state === 'sending') return row.nextAttemptAt <= ctx.now ? 'due' : 'wait';
  return dueAt(row, ctx.trigger) <= ctx.now ? 'due' : 'wait';
}

export function verdictOf(row: OutboxRow, ctx: PlanContext): RowVerdict {
  if (row.state === 'failed' || row.state === 'done') return 'blocked';
  if (timing(row, ctx) === 'wait') return 'wait';
  if (row.fileIds.length > 0 && !ctx.canUpload) return 'held';
  return 'send';
}

/** The earliest time a stream head waits for (its retry, or another sender's lease); null when none. */
export function nextDueAt(streams: readonly OutboxRow[][], ctx: PlanContext): number | null {
  let earliest: number | null = null;
  for (const [head] of streams) {
    if (!head) continue;
    const verdict = verdictOf(head, ctx);
    const at = verdict === 'send' ? ctx.now : verdict === 'wait' ? head.nextAttemptAt : null;
    if (at !== null && (earliest === null || at < earliest)) earliest = at;
  }
  return earliest;
}
