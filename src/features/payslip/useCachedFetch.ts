/**
 * A cached copy for a screen, live from Dexie, refreshed from the server whenever the screen opens online
 * (and when the connection returns or `key` changes). `status` says where the shown copy stands: loading,
 * fresh, offline (a lost connection is no failure), or failed with the server's words. `refresh` runs the
 * fetch again and resolves when it has settled (pull-to-refresh waits on it).
 */
import { useCallback, useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { ApiError } from '../../api/errors';

export type FetchStatus = 'loading' | 'fresh' | 'offline' | 'failed';

export interface CachedFetch<T> {
  /** undefined while the cache is read; null when this device has no copy. */
  row: T | null | undefined;
  status: FetchStatus;
  error: string | null;
  refresh: () => Promise<void>;
}

interface Outcome {
  key: string;
  status: Exclude<FetchStatus, 'loading'>;
  error: string | null;
}

function outcomeOf(key: string, e: unknown): Outcome {
  const lost = e instanceof ApiError && e.kind === 'network';
  return { key, status: lost ? 'offline' : 'failed', error: e instanceof Error ? e.message : null };
}

/** `read` and `fetch` must be stable for a given `key` (useCallback on what the key names). */
export function useCachedFetch<T>(
  key: string,
  read: () => Promise<T | null>,
  fetch: () => Promise<void>,
  online: boolean,
): CachedFetch<T> {
  const row = useLiveQuery(read, [read]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = useCallback(
    () =>
      fetch().then(
        () => setOutcome({ key, status: 'fresh', error: null }),
        (e: unknown) => setOutcome(outcomeOf(key, e)),
      ),
    [key, fetch],
  );
  useEffect(() => {
    if (online) void run();
  }, [run, online]);
  const settled = outcome?.key === key ? outcome : null;
  const status: FetchStatus = !online ? 'offline' : (settled?.status ?? 'loading');
  return { row, status, error: settled?.error ?? null, refresh: run };
}
