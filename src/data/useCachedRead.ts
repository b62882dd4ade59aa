/**
 * The one mechanism for a screen's cached server reads (payslips, 更多流程 …; reference data is the worker's,
 * workers/sync): a copy live from Dexie, refreshed from the server whenever the screen opens online (and
 * when the connection returns or `key` changes). `status` says where the shown copy stands: loading,
 * fresh, offline (a lost connection is no failure), or failed with the server's words. `refresh` runs the
 * fetch again and resolves when it has settled (pull-to-refresh waits on it).
 */
import { useCallback, useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { ApiError } from '../../core/net/errors';

/** Where the shown copy stands; src/ui/FreshnessLine.tsx says it in words, the same on every screen. */
export type FetchStatus = 'loading' | 'fresh' | 'offline' | 'failed';

export interface CachedRead<T> {
  /** undefined while the cache is read; null when this device has no copy. */
  row: T | null | undefined;
  status: FetchStatus;
  error: string | null;
  /** The last refresh found no such call on the server (404: a JNPF back end lacks our own reads). */
  missing: boolean;
  /** Resolves true when the copy was refreshed, false when it could not be (status says why). */
  refresh: () => Promise<boolean>;
}

interface Outcome {
  key: string;
  status: Exclude<FetchStatus, 'loading'>;
  error: string | null;
  missing?: boolean;
}

function outcomeOf(key: string, e: unknown): Outcome {
  const lost = e instanceof ApiError && e.kind === 'network';
  const missing = e instanceof ApiError && (e.status === 404 || e.code === 404);
  return { key, status: lost ? 'offline' : 'failed', error: e instanceof Error ? e.message : null, missing };
}

/** `read` and `fetch` must be stable for a given `key` (useCallback on what the key names). */
export function useCachedRead<T>(
  key: string,
  read: () => Promise<T | null>,
  fetch: () => Promise<void>,
  online: boolean,
): CachedRead<T> {
  const row = useLiveQuery(read, [read]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = useCallback(
    () =>
      fetch().then(
        () => {
          setOutcome({ key, status: 'fresh', error: null });
          return true;
        },
        (e: unknown) => {
          setOutcome(outcomeOf(key, e));
          return false;
        },
      ),
    [key, fetch],
  );
  useEffect(() => {
    if (online) void run();
  }, [run, online]);
  const settled = outcome?.key === key ? outcome : null;
  const status: FetchStatus = !online ? 'offline' : (settled?.status ?? 'loading');
  return { row, status, error: settled?.error ?? null, missing: settled?.missing === true, refresh: run };
}
