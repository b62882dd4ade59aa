/**
 * One flow for a screen: the cached detail, live (it changes as the outbox delivers), refreshed from the
 * server whenever the screen opens online (and again when the connection returns). `status` says where
 * the shown data stands: loading, fresh, offline (cached or nothing), or failed (with the server's words).
 */
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { ApiError } from '../../../api/errors';
import type { FlowDetailRow, UserDb } from '../../../data';
import { readFlowDetail } from './flowDetailStore';
import { refreshFlowDetail } from './refreshFlowDetail';

export type DetailStatus = 'loading' | 'fresh' | 'offline' | 'failed';

export interface FlowDetailState {
  /** undefined while the cache is read; null when this device never opened the flow. */
  row: FlowDetailRow | null | undefined;
  status: DetailStatus;
  error: string | null;
  retry: () => void;
}

interface Outcome {
  key: string;
  status: 'fresh' | 'failed' | 'offline';
  error: string | null;
}

export function useFlowDetail(
  db: UserDb,
  taskId: string,
  taskOperatorId: string | null,
  online: boolean,
): FlowDetailState {
  const row = useLiveQuery(() => readFlowDetail(db, taskId), [db, taskId]);
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const key = `${taskId}|${taskOperatorId ?? ''}|${attempt}|${online}`;
  useEffect(() => {
    if (!online || !taskId) return;
    let live = true;
    refreshFlowDetail(db, taskId, taskOperatorId).then(
      () => live && setOutcome({ key, status: 'fresh', error: null }),
      (e: unknown) => {
        if (!live) return;
        // A lost connection is no failure: the cached copy (or the offline notice) says enough.
        const lost = e instanceof ApiError && e.kind === 'network';
        setOutcome({
          key,
          status: lost ? 'offline' : 'failed',
          error: e instanceof Error ? e.message : null,
        });
      },
    );
    return () => {
      live = false;
    };
  }, [db, taskId, taskOperatorId, online, key]);
  const settled = outcome?.key === key ? outcome : null;
  const status: DetailStatus = !online ? 'offline' : (settled?.status ?? 'loading');
  return { row, status, error: settled?.error ?? null, retry: () => setAttempt((a) => a + 1) };
}
