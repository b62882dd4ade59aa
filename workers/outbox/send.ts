/**
 * The HTTP door for outbox writes, on the one fetch core (core/net/fetchCore.ts) like the worker's GETs:
 * one row → one request with `Idempotency-Key: <row id>`, the device clock and a JSON body, under a
 * time-out; plus the GET a row may need first (prepare.ts). Never throws: every way a request can end is
 * an `Answer` for the policy table. A URL off the session's server is `refused`, nothing sent.
 */
import { DEVICE_TIME_HEADER, IDEMPOTENCY_HEADER } from '../../contract/wire';
import {
  envelopeOf,
  fetchCore,
  NoAnswer,
  type CoreRequest,
  type Ending,
  type FetchLike,
} from '../../core/net/fetchCore';
import type { OutboxRow } from '../../core/store/types';
import { TIMEOUTS } from '../../core/lib/constants';
import { parseRetryAfter } from '../backoff';
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
  /** The page's word on the network (fetchCore.ts): a request failing while it says offline never left. */
  isOnline?: () => boolean;
}

export const SEND_TIMEOUT_MS = TIMEOUTS.request;

export { DEVICE_TIME_HEADER, IDEMPOTENCY_HEADER };

/** The headers of every write: the key and the device clock (the core adds the origin and the token). */
function writeHeaders(key: string, deviceTime: number): Record<string, string> {
  return { [IDEMPOTENCY_HEADER]: key, [DEVICE_TIME_HEADER]: String(Math.round(deviceTime)) };
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

/** An ending without an answer, for the policy table. */
function answerOfEnding(ending: Ending): Answer {
  return ending.kind === 'refused'
    ? { kind: 'refused', message: `URL outside the server: ${ending.path}` }
    : ending;
}

type Exchange = Pick<CoreRequest, 'path' | 'method' | 'headers' | 'json' | 'body'>;

/** One request on the fetch core with the session's server and token; every ending is an Answer. */
async function exchange(req: Exchange, options: SendOptions): Promise<Answer> {
  const { now = Date.now } = options;
  try {
    const core: CoreRequest = {
      ...req,
      base: options.session.serverUrl,
      token: options.session.token,
      timeoutMs: options.timeoutMs ?? SEND_TIMEOUT_MS,
      signal: options.signal,
      fetch: options.fetch,
      cache: 'no-store',
      isOnline: options.isOnline,
    };
    return (await fetchCore(core, (res) => answerOf(res, now()))).body;
  } catch (e) {
    if (e instanceof NoAnswer) return answerOfEnding(e.ending);
    throw e;
  }
}

export async function sendRow(row: OutboxRow, options: SendOptions): Promise<Answer> {
  const deviceTime = (options.now ?? Date.now)();
  const withBody = row.body !== undefined && row.body !== null;
  return exchange(
    {
      path: row.url,
      method: row.method,
      headers: writeHeaders(row.id, deviceTime),
      ...(withBody ? { json: row.body } : {}),
    },
    options,
  );
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
  const form = new FormData();
  form.append(field, file.blob, file.name);
  const headers = writeHeaders(file.id, (options.now ?? Date.now)());
  return exchange({ path, method: 'POST', headers, body: form }, options);
}

/**
 * Tries of a GET whose request was lost on the way (it changes nothing, so asking again at once is safe);
 * a time-out is not tried again here (the connection hangs: the row's backoff waits instead).
 */
export const GET_TRIES = 3;

/**
 * A GET with the session's token (what a row needs from the server before it can go: a bill number; whether
 * a refused resend was delivered before). A lost request or answer is asked again at once, up to GET_TRIES:
 * on a lossy network a row's attempt then rarely fails on its reads alone. A server's answer is final.
 */
export async function getAnswer(path: string, options: SendOptions): Promise<Answer> {
  let answer: Answer = { kind: 'timeout' };
  for (let i = 0; i < GET_TRIES; i++) {
    answer = await exchange({ path, method: 'GET' }, options);
    if (answer.kind !== 'network') return answer;
  }
  return answer;
}
