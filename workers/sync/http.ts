/**
 * The worker's own HTTP door for JSON GETs (the UI's src/api/http.ts holds page-global config): the
 * session token in Authorization, `jnpf-origin: app`, If-None-Match → 304, a 60 s time-out. Failures are
 * the UI door's ApiError kinds, so body codes 600/601/602 arrive as kind `session`; a path off the
 * session's server (src/api/apiUrl.ts) is `refused` before any fetch.
 */
import { CODE, CODE_MESSAGE, type Envelope } from '../../contract';
import { apiUrl } from '../../src/api/apiUrl';
import { ApiError, classify } from '../../src/api/errors';
import { TIMEOUTS } from '../../src/lib/constants';
import { deadline, type FetchLike } from '../deadline';
import { APP_ORIGIN, ORIGIN_HEADER } from '../../contract/wire';

export type { FetchLike } from '../deadline';

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

const DEFAULT_ERROR_MSG = '请求异常，请重试';

function headersFor(token: string, etag?: string | null): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', [ORIGIN_HEADER]: APP_ORIGIN };
  if (token) headers.Authorization = token;
  if (etag) headers['If-None-Match'] = etag;
  return headers;
}

/** The URL on the session's server; `refused` (nothing fetched) when it would take the token elsewhere. */
function urlFor(serverUrl: string, path: string, query: GetOptions['query'] = {}): string {
  const href = apiUrl(serverUrl, path);
  if (href === null) throw new ApiError('refused', `URL outside the server: ${path}`);
  const url = new URL(href);
  for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, v);
  return url.href;
}

function parse(text: string): Partial<Envelope<unknown>> | null {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' ? (body as Partial<Envelope<unknown>> | null) : null;
  } catch {
    return null;
  }
}

/** What a non-success answer means, in the error catalogue's kinds (600–602 → `session`). */
function failure(status: number, body: Partial<Envelope<unknown>> | null): ApiError {
  const code = typeof body?.code === 'number' ? body.code : undefined;
  const kind = body === null && status === 200 ? 'invalid' : classify(status, code);
  const msg = body?.msg || CODE_MESSAGE[code ?? 0] || DEFAULT_ERROR_MSG;
  return new ApiError(kind, msg, code ?? 0, status);
}

function readEnvelope(status: number, text: string): Envelope<unknown> {
  const body = parse(text);
  if (status !== 200 || body?.code !== CODE.OK) throw failure(status, body);
  return body as Envelope<unknown>;
}

function asApiError(e: unknown, signal: AbortSignal, stopped: boolean): ApiError {
  if (e instanceof ApiError) return e;
  if (stopped) return new ApiError('network', 'stopped');
  if (signal.aborted) return new ApiError('timeout', '请求超时，请重试');
  return new ApiError('network', e instanceof Error ? e.message : 'network error');
}

export function createHttp(options: HttpOptions): WorkerHttp {
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? TIMEOUTS.request;

  async function getJson(path: string, { query, etag }: GetOptions = {}): Promise<JsonAnswer> {
    const { signal, done } = deadline(timeoutMs, options.signal);
    // no-store: we revalidate ourselves; the HTTP cache must neither answer nor add its own validators.
    const init: RequestInit = { headers: headersFor(options.token, etag), signal, cache: 'no-store' };
    try {
      const res = await doFetch(urlFor(options.serverUrl, path, query), init);
      const tag = res.headers.get('ETag');
      if (res.status === 304) return { notModified: true, etag: tag ?? etag ?? null };
      // The whole body is read before anything is written, so a body cut off halfway writes nothing.
      const text = await res.text();
      return { notModified: false, etag: tag, data: readEnvelope(res.status, text).data };
    } catch (e) {
      throw asApiError(e, signal, options.signal?.aborted === true);
    } finally {
      done();
    }
  }

  return { getJson };
}
