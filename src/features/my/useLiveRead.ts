/**
 * A read that is only worth showing live (who is signed in where, the DingTalk binding, a cancellation under
 * review): asked when the screen opens online and when the signal returns, asked again after a change
 * (`reload`), never kept for later. Offline it says so; a server without the call (a JNPF back end, 404)
 * is `unavailable`; any other failure carries its message.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/errors';

export type LiveRead<T> =
  | { state: 'loading' }
  | { state: 'offline' }
  | { state: 'unavailable' }
  | { state: 'failed'; message: string }
  | { state: 'shown'; value: T };

function failed<T>(e: unknown): LiveRead<T> {
  if (e instanceof ApiError && e.kind === 'network') return { state: 'offline' };
  if (e instanceof ApiError && (e.status === 404 || e.code === 404)) return { state: 'unavailable' };
  return { state: 'failed', message: e instanceof Error ? e.message : '' };
}

/** `read` must be stable (a module function, or memoised). */
export function useLiveRead<T>(
  read: () => Promise<T>,
  online: boolean,
): { live: LiveRead<T>; reload: () => Promise<void> } {
  const [live, setLive] = useState<LiveRead<T>>({ state: 'loading' });
  const reload = useCallback(
    () =>
      read().then(
        (value) => setLive({ state: 'shown', value }),
        (e: unknown) => setLive(failed<T>(e)),
      ),
    [read],
  );
  useEffect(() => {
    if (online) void reload();
  }, [online, reload]);
  return { live: online ? live : { state: 'offline' }, reload };
}
