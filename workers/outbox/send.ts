/**
 * The HTTP door for outbox writes (sibling of workers/sync/http.ts, which does GETs): one row → one
 * request with `Idempotency-Key: <row id>`, the session token, `jnpf-origin: app` and a JSON body, under
 * a time-out; plus the GET a row may need first (prepare.ts). Never throws: every way a request can end
 * is an `Answer` for the policy table. A URL off the session's server (src/api/apiUrl.ts) is `refused`.
 */
import type { Envelope } from '../../contract/envelope';
import { APP_ORIGIN, DEVICE_TIME_HEADER, IDEMPOTENCY_HEADER, ORIGIN_HEADER } from '../../contract/wire';
import { apiUrl } from '../../src/api/apiUrl';
import type { OutboxRow } from '../../src/data/types';
import { TIMEOUTS } from '../../src/lib/constants';
import { parseRetryAfter } from '../backoff';
import { deadline, type FetchLike } from '../deadline';
import type { Answer } from './policy';

/** Who is signed in: only this user's rows are sent, only with this token, only to this server. */
export interface OutboxSession {
  serverUrl: string;
  userId: string;
  /** As returned by login, already prefixed `Bearer `. */
  token: string;
}

export interface SendOptions {
  session: OutboxSession;
  fetch: FetchLike;
  timeoutMs?: number;
  /** Aborts the request when the flusher stops. */
  signal?: AbortSignal;
  now?: () => number;
}

export const SEND_TIMEOUT_MS = TIMEOUTS.request;

export { DEVICE_TIME_HEADER, IDEMPOTENCY_HEADER };

/** The URL on the session's server, or the `refused` answer when it would leave it (the token stays home). */
function onServer(options: SendOptions, path: string): { url: string } | Answer {
  const url = apiUrl(options.session.serverUrl, path);
  return url === null ? { kind: 'refused', message: `URL outside the server: ${path}` } : { url };
}

/** The headers of every write: JSON answers, the app origin, the key, the token and the device clock. */
function writeHeaders(key: string, token: string, deviceTime: number): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [ORIGIN_HEADER]: APP_ORIGIN,
    [IDEMPOTENCY_HEADER]: key,
    [DEVICE_TIME_HEADER]: String(Math.round(deviceTime)),
  };
  if (token) headers.Authorization = token;
  return headers;
}

function envelopeOf(text: string): Partial<Envelope<unknown>> | null {
  try {
    const body: unknown = JSON.parse(text);
    const env = typeof body === 'object' && body !== null ? (body as Partial<Envelope<unknown>>) : null;
    return typeof env?.code === 'number' ? env : null;
  } catch {
    return null;
  }
}

async function answerOf(res: Response, now: number): Promise<Answer> {
  const env = envelopeOf(await res.text());
  const answer: Answer = {
    kind: 'http',
    status: res.status,
    code: env?.code ?? null,
    msg: typeof env?.msg === 'string' ? env.msg : null,
    data: env?.data,
  };
  const retryAfterMs = parseRetryAfter(res.headers.get('Retry-After'), now);
  if (retryAfterMs !== undefined) answer.retryAfterMs = retryAfterMs;
  return answer;
}

function requestInit(row: OutboxRow, token: string, deviceTime: number, signal: AbortSignal): RequestInit {
  const withBody = row.body !== undefined && row.body !== null;
  const headers = writeHeaders(row.id, token, deviceTime);
  if (withBody) headers['Content-Type'] = 'application/json';
  return {
    method: row.method,
    headers,
    body: withBody ? JSON.stringify(row.body) : undefined,
    signal,
    cache: 'no-store',
  };
}

/** One request under the deadline, its whole answer read; every ending is an Answer. */
async function exchange(
  url: string,
  init: (signal: AbortSignal) => RequestInit,
  options: SendOptions,
): Promise<Answer> {
  const { signal: parent, now = Date.now } = options;
  const { signal, done } = deadline(options.timeoutMs ?? SEND_TIMEOUT_MS, parent);
  try {
    // The body is read inside the deadline: an answer cut off halfway is a network error, not a result.
    return await answerOf(await options.fetch(url, init(signal)), now());
  } catch (e) {
    if (parent?.aborted) return { kind: 'stopped' };
    if (signal.aborted) return { kind: 'timeout' };
    const message = e instanceof Error ? e.message : String(e);
    // The device says it has no network: the request never left the phone, so it is no attempt.
    return globalThis.navigator?.onLine === false
      ? { kind: 'offline', message }
      : { kind: 'network', message };
  } finally {
    done();
  }
}

export async function sendRow(row: OutboxRow, options: SendOptions): Promise<Answer> {
  const target = onServer(options, row.url);
  if (!('url' in target)) return target;
  const { url } = target;
  const deviceTime = (options.now ?? Date.now)();
  return exchange(url, (signal) => requestInit(row, options.session.token, deviceTime, signal), options);
}

/**
 * One file as a multipart POST (part `file`) under its own Idempotency-Key, so a retried upload is stored
 * once. The browser sets the multipart Content-Type with its boundary.
 */
export async function postFile(
  path: string,
  file: { id: string; name: string; blob: Blob },
  field: string,
  options: SendOptions,
): Promise<Answer> {
  const target = onServer(options, path);
  if (!('url' in target)) return target;
  const { url } = target;
  const headers = writeHeaders(file.id, options.session.token, (options.now ?? Date.now)());
  return exchange(
    url,
    (signal) => {
      const form = new FormData();
      form.append(field, file.blob, file.name);
      return { method: 'POST', headers, body: form, signal, cache: 'no-store' };
    },
    options,
  );
}

/** A GET with the session's token (what a row needs from the server before it can go: a bill number). */
export async function getAnswer(path: string, options: SendOptions): Promise<Answer> {
  const target = onServer(options, path);
  if (!('url' in target)) return target;
  const { url } = target;
  const headers: Record<string, string> = { Accept: 'application/json', [ORIGIN_HEADER]: APP_ORIGIN };
  if (options.session.token) headers.Authorization = options.session.token;
  return exchange(url, (signal) => ({ method: 'GET', headers, signal, cache: 'no-store' }), options);
}
