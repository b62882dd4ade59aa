/**
 * One flusher at a time: the Web Lock `outbox:<db name>` where the browser has Web Locks (shared by every
 * tab's worker and the service worker), otherwise a lock inside this JS context only — the claim
 * transaction (core/store/outboxStore.ts) still keeps two contexts from sending the same row.
 */

/** `ifAvailable`: run only if nobody holds the lock (null otherwise); `wait`: queue behind the holder. */
export type LockMode = 'ifAvailable' | 'wait';

export type OutboxLock = (<T>(
  name: string,
  mode: LockMode,
  task: () => Promise<T>,
  signal?: AbortSignal,
) => Promise<T | null>) & {
  /**
   * True when holding the lock excludes every other context (Web Locks): a row still `sending` when the
   * lock is taken was then left by a flusher that died (a closed tab), and may be sent again at once.
   */
  spansContexts?: boolean;
};

export const lockName = (dbName: string): string => `outbox:${dbName}`;

export function webLocks(locks: LockManager): OutboxLock {
  const lock: OutboxLock = (name, mode, task, signal) => {
    const options: LockOptions = mode === 'ifAvailable' ? { ifAvailable: true } : { signal };
    // The callback gets null when ifAvailable found the lock taken.
    return locks.request(name, options, (held) => (held ? task() : null)) as Promise<Awaited<
      ReturnType<typeof task>
    > | null>;
  };
  lock.spansContexts = true;
  return lock;
}

/** A lock that only excludes callers sharing this function (one JS context). */
export function memoryLocks(): OutboxLock {
  const held = new Map<string, Promise<void>>();
  return async (name, mode, task, signal) => {
    for (let current = held.get(name); current; current = held.get(name)) {
      if (mode === 'ifAvailable') return null;
      await current;
      if (signal?.aborted) return null;
    }
    let release = () => {};
    held.set(name, new Promise<void>((resolve) => (release = resolve)));
    try {
      return await task();
    } finally {
      held.delete(name);
      release();
    }
  };
}

let fallback: OutboxLock | null = null;

/** Web Locks when present (window, worker, service worker), else this context's memory lock. */
export function defaultLock(): OutboxLock {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (locks) return webLocks(locks);
  fallback ??= memoryLocks();
  return fallback;
}
