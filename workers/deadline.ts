/**
 * Request plumbing shared by the worker's HTTP doors (workers/sync/http.ts for GETs, workers/outbox/send.ts
 * for writes), kept free of the contract schemas so the service worker's bundle stays small.
 */

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** An abort controller that fires after `timeoutMs` or when `parent` aborts; `done` unhooks both. */
export function deadline(timeoutMs: number, parent?: AbortSignal) {
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(), timeoutMs);
  const stop = () => ctl.abort();
  parent?.addEventListener('abort', stop);
  if (parent?.aborted) stop();
  const done = () => {
    clearTimeout(timer);
    parent?.removeEventListener('abort', stop);
  };
  return { signal: ctl.signal, done };
}
