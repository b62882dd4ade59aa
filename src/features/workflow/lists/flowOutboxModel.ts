/**
 * What the lists read from the outbox (issue #5): the detail page and 批量 queue flow actions on stream
 * `flow:<taskId>`. A to-do whose decision waits to be delivered is 待同步 (greyed); once delivered it stays
 * so until a list fetched after the delivery replaces it; a failed row shows the task normally again.
 */
import type { OutboxRow } from '../../../data';
import { flowStream } from '../../../../core/store/outboxKinds';

/** A flow action row as the lists need it: no body. */
export type FlowOutboxRow = Pick<OutboxRow, 'id' | 'kind' | 'stream' | 'state' | 'lastError' | 'doneAt'>;

export { flowStream };
/** Every flow action's stream starts so (`flow:<taskId>`). */
export const FLOW_STREAM_PREFIX = flowStream('');

export function taskIdOfStream(stream: string): string | null {
  return stream.startsWith(FLOW_STREAM_PREFIX) ? stream.slice(FLOW_STREAM_PREFIX.length) : null;
}

/** The actions that take a to-do out of the approver's list once the server has them. */
export const DECISION_KINDS: readonly string[] = ['flowAudit', 'flowReject', 'flowTransfer'];

const inFlight = (row: FlowOutboxRow) => row.state === 'queued' || row.state === 'sending';

/** Delivered after the list was fetched: the list shown does not reflect it yet. */
const deliveredSince = (row: FlowOutboxRow, fetchedAt: number | null) =>
  row.state === 'done' && fetchedAt !== null && (row.doneAt ?? 0) > fetchedAt;

/** Task ids the to-do list marks 待同步, for a list fetched at `fetchedAt` (null: never fetched). */
export function pendingTaskIds(rows: readonly FlowOutboxRow[], fetchedAt: number | null): Set<string> {
  const ids = new Set<string>();
  for (const row of rows) {
    if (!DECISION_KINDS.includes(row.kind)) continue;
    if (!inFlight(row) && !deliveredSince(row, fetchedAt)) continue;
    const taskId = taskIdOfStream(row.stream);
    if (taskId !== null) ids.add(taskId);
  }
  return ids;
}

/** Ids of flow actions delivered after the list was fetched: each asks once for a fresh list. */
export function deliveredAfter(rows: readonly FlowOutboxRow[], fetchedAt: number | null): string[] {
  return rows.filter((row) => deliveredSince(row, fetchedAt)).map((row) => row.id);
}

/**
 * The lists (by when each was fetched) that a delivered action has made stale, leaving out the pairs
 * `<list>|<row id>` already asked about; `asks` are the pairs this refresh answers.
 */
export function staleLists<K extends string>(
  rows: readonly FlowOutboxRow[],
  fetchedAt: Partial<Record<K, number>>,
  asked: ReadonlySet<string>,
): { kinds: K[]; asks: string[] } {
  const kinds: K[] = [];
  const asks: string[] = [];
  for (const [kind, at] of Object.entries(fetchedAt) as [K, number | undefined][]) {
    const fresh = deliveredAfter(rows, at ?? null)
      .map((id) => `${kind}|${id}`)
      .filter((ask) => !asked.has(ask));
    if (fresh.length === 0) continue;
    kinds.push(kind);
    asks.push(...fresh);
  }
  return { kinds, asks };
}
