/**
 * The worker's door for JSON GETs, on the one fetch core (core/net/fetchCore.ts) with the session's server
 * and token (the page's src/api/http.ts holds page-global config): If-None-Match → 304, a 60 s time-out.
 * Failures are the page door's ApiError kinds, so body codes 600/601/602 arrive as kind `session`; a path
 * off the session's server is `refused` before any fetch.
 */
import { envelopeData, errorOfEnding } from '../../core/net/errors';
import { envelopeOf, fetchCore, NoAnswer, type FetchLike } from '../../core/net/fetchCore';
import { TIMEOUTS } from '../../core/lib/constants';

export type { FetchLike } from '../../core/net/fetchCore';

export interface HttpOptions {
  serverUrl: string;
  /** As stored after sign-in, already prefixed `Bearer `. */
  token: string;
  fetch?: FetchLike;
  timeoutMs?: number;
  /** Aborts every request in flight (the session stopped). */
  signal?: AbortSignal;
}

export interface GetOptions {
  query?: Record<string, string | undefined>;
  /** The stored ETag; the server answers 304 when it still matches. */
  etag?: string | null;
}

export type JsonAnswer =
  { notModified: true; etag: string | null } | { notModified: false; etag: string | null; data: unknown };

export interface WorkerHttp {
  getJson(path: string, options?: GetOptions): Promise<JsonAnswer>;
}

export function createHttp(options: HttpOptions): WorkerHttp {
  const timeoutMs = options.timeoutMs ?? TIMEOUTS.request;

  async function getJson(path: string, { query, etag }: GetOptions = {}): Promise<JsonAnswer> {
    try {
      const answer = await fetchCore(
        {
          base: options.serverUrl,
          path,
          query,
          token: options.token,
          headers: etag ? { 'If-None-Match': etag } : {},
          timeoutMs,
          signal: options.signal,
          fetch: options.fetch,
          // We revalidate ourselves: the HTTP cache must neither answer nor add its own validators.
          cache: 'no-store',
        },
        (res) => res.text(),
      );
      const tag = answer.headers.get('ETag');
      if (answer.status === 304) return { notModified: true, etag: tag ?? etag ?? null };
      return { notModified: false, etag: tag, data: envelopeData(answer.status, envelopeOf(answer.body)) };
    } catch (e) {
      throw e instanceof NoAnswer ? errorOfEnding(e.ending) : e;
    }
  }

  return { getJson };
}
