/**
 * A read that is only worth showing live (who is signed in where, the DingTalk binding, a cancellation under
 * review): asked when the screen opens online and when the signal returns, asked again after a change
 * (`reload`), never kept for later. Offline it says so; a server without the call (a JNPF back end, 404)
 * is `unavailable`; any other failure carries its message. A change made from such a screen (useLiveChange)
 * toasts how it went and reads again.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../core/net/errors';
import { toast } from '../../ui/toast';

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

/** Runs a change (`act`), toasts `done` or the failure (`failed` when it says nothing), then reads again. */
export function useLiveChange(reload: () => Promise<void>, failed: string) {
  const [busy, setBusy] = useState(false);
  const act = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await run();
      toast(done);
    } catch (err) {
      toast(err instanceof Error && err.message ? err.message : failed);
    } finally {
      setBusy(false);
      await reload();
    }
  };
  return { busy, act };
}
