/**
 * One flow for a screen, through the one cached-read mechanism (src/data/useCachedRead.ts): the cached
 * detail, live (it changes as the outbox delivers), refreshed from the server whenever the screen opens
 * online (and again when the connection returns). `status` says where the shown data stands: loading,
 * fresh, offline (cached or nothing), or failed (with the server's words).
 */
import { useCallback } from 'react';
import { useCachedRead, type FetchStatus, type FlowDetailRow, type UserDb } from '../../../data';
import { readFlowDetail } from './flowDetailStore';
import { refreshFlowDetail } from './refreshFlowDetail';

export type DetailStatus = FetchStatus;

export interface FlowDetailState {
  /** undefined while the cache is read; null when this device never opened the flow. */
  row: FlowDetailRow | null | undefined;
  status: DetailStatus;
  error: string | null;
  retry: () => void;
}

export function useFlowDetail(
  db: UserDb,
  taskId: string,
  taskOperatorId: string | null,
  online: boolean,
): FlowDetailState {
  const read = useCallback(() => readFlowDetail(db, taskId), [db, taskId]);
  const fetch = useCallback(
    async () => (taskId ? refreshFlowDetail(db, taskId, taskOperatorId) : undefined),
    [db, taskId, taskOperatorId],
  );
  const state = useCachedRead(`${db.name}|${taskId}|${taskOperatorId ?? ''}`, read, fetch, online);
  return { row: state.row, status: state.status, error: state.error, retry: () => void state.refresh() };
}
