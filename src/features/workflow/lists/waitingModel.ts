/**
 * 我发起的 and what waits to be sent (#30 item 2): the applications in the outbox — form submissions still
 * queued or sending (待发送), those the server refused (提交失败), and those delivered after the stored list
 * was fetched (已送达: the list does not hold them yet, and is asked again once for each) — head the list,
 * failures first, then newest first, and the tab's count includes them. Pure.
 */
import { kindOf } from '../../../../core/store/outboxKinds';
import type { OutboxItem } from '../../../../core/store/outboxView';
import type { FlowListKind } from './flowListModel';

export type WaitingState = 'queued' | 'failed' | 'delivered';

/** An application not yet with the server: the outbox row and how 我发起的 marks it. */
export interface WaitingApplication {
  row: OutboxItem;
  state: WaitingState;
}

const isApplication = (row: OutboxItem) => kindOf(row)?.effect === 'form';

function stateOf(row: OutboxItem, listFetchedAt: number | null): WaitingState | null {
  if (row.state === 'failed') return 'failed';
  if (row.state !== 'done') return 'queued';
  // Delivered: shown until a 我发起的 fetched after the delivery holds it.
  return listFetchedAt === null || (row.doneAt ?? 0) > listFetchedAt ? 'delivered' : null;
}

/** `listFetchedAt`: when the stored 我发起的 was fetched (null: never). */
export function waitingApplications(
  rows: readonly OutboxItem[],
  listFetchedAt: number | null = null,
): WaitingApplication[] {
  return rows
    .flatMap((row) => {
      const state = isApplication(row) ? stateOf(row, listFetchedAt) : null;
      return state ? [{ row, state }] : [];
    })
    .sort(
      (a, b) =>
        Number(b.state === 'failed') - Number(a.state === 'failed') || b.row.createdAt - a.row.createdAt,
    );
}

/** Ids of applications delivered since the stored 我发起的 was fetched: each asks once for a fresh list. */
export const deliveredSinceList = (waiting: readonly WaitingApplication[]): string[] =>
  waiting.filter((w) => w.state === 'delivered').map((w) => w.row.id);

/** The lists' counts with 我发起的 counting what waits to be sent too. */
export function withWaiting(
  counts: Partial<Record<FlowListKind, number>>,
  waiting: number,
): Partial<Record<FlowListKind, number>> {
  if (waiting === 0) return counts;
  return { ...counts, launch: (counts.launch ?? 0) + waiting };
}
