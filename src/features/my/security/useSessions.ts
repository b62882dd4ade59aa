/**
 * 账号安全's session list for React: read when the screen opens online (and when the signal returns), read
 * again after a sign-out. A list read before is not kept: who is signed in where is only worth showing live.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../api/errors';
import type { LiveSession } from '../../../../contract/sessions';
import { listSessions } from './sessionsApi';

export type SessionsState =
  | { state: 'loading' }
  | { state: 'offline' }
  /** The server keeps no such list (a JNPF back end). */
  | { state: 'unavailable' }
  | { state: 'failed'; message: string }
  | { state: 'shown'; list: LiveSession[] };

function stateOf(e: unknown): SessionsState {
  if (e instanceof ApiError && e.kind === 'network') return { state: 'offline' };
  if (e instanceof ApiError && (e.status === 404 || e.code === 404)) return { state: 'unavailable' };
  return { state: 'failed', message: e instanceof Error ? e.message : '' };
}

export function useSessions(online: boolean): { sessions: SessionsState; reload: () => Promise<void> } {
  const [sessions, setSessions] = useState<SessionsState>({ state: 'loading' });
  const reload = useCallback(
    () =>
      listSessions().then(
        ({ list }) => setSessions({ state: 'shown', list }),
        (e: unknown) => setSessions(stateOf(e)),
      ),
    [],
  );
  useEffect(() => {
    if (online) void reload();
  }, [online, reload]);
  return { sessions: online ? sessions : { state: 'offline' }, reload };
}
