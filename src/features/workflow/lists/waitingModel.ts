/**
 * 我发起的 and what waits to be sent (#30 item 2): the applications in the outbox — form submissions still
 * queued or sending (待发送) and those the server refused (提交失败) — which the server's list cannot hold
 * yet. They head the list, failures first, then newest first, and the tab's count includes them. Pure.
 */
import { kindOf } from '../../../../core/store/outboxKinds';
import type { OutboxItem } from '../../../../core/store/outboxView';
import type { FlowListKind } from './flowListModel';

export type WaitingState = 'queued' | 'failed';

/** An application not yet with the server: the outbox row and how 我发起的 marks it. */
export interface WaitingApplication {
  row: OutboxItem;
  state: WaitingState;
}

const isApplication = (row: OutboxItem) => kindOf(row)?.effect === 'form';

export function waitingApplications(rows: readonly OutboxItem[]): WaitingApplication[] {
  return rows
    .filter((row) => isApplication(row) && row.state !== 'done')
    .map((row) => ({ row, state: row.state === 'failed' ? ('failed' as const) : ('queued' as const) }))
    .sort(
      (a, b) =>
        Number(b.state === 'failed') - Number(a.state === 'failed') || b.row.createdAt - a.row.createdAt,
    );
}

/** The lists' counts with 我发起的 counting what waits to be sent too. */
export function withWaiting(
  counts: Partial<Record<FlowListKind, number>>,
  waiting: number,
): Partial<Record<FlowListKind, number>> {
  if (waiting === 0) return counts;
  return { ...counts, launch: (counts.launch ?? 0) + waiting };
}
