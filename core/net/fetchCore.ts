/**
 * The fetch core every HTTP door stands on (#13 item 6): the page's `request` and `requestBlob`
 * (http.ts), the worker's pulls (workers/sync/http.ts) and the outbox's writes and uploads
 * (workers/outbox/send.ts). One place puts the URL on the API's own origin (the token never travels
 * elsewhere: apiUrl.ts), sets the platform's headers (`jnpf-origin: app`, the token), runs the request
 * under one deadline, reads the whole answer inside it, and names how a request without an answer ended:
 * refused (never sent), timeout, stopped (the session's signal), offline (the device said so: it never
 * left the phone) or network. Each door turns that into its own terms (an ApiError, an outbox Answer).
 * Import-light and zod-free, so the workers and the service worker take it.
 */
import type { Envelope } from '../../contract/envelope';
import { APP_ORIGIN, ORIGIN_HEADER } from '../../contract/wire';
import { apiUrl } from './apiUrl';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** The browser's own fetch, for a door that wraps it (workers/silenceFetch.ts). */
export const browserFetch: FetchLike = (input, init) => fetch(input, init);

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

export interface CoreRequest {
  /** The API's base (its origin, maybe with a path): the only place the request may go. */
  base: string;
  path: string;
  query?: Readonly<Record<string, string | number | undefined>>;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As stored after sign-in, already prefixed `Bearer `; none before sign-in. */
  token?: string | null;
  /** The door's own headers (Idempotency-Key, If-None-Match, the device clock …). */
  headers?: Readonly<Record<string, string>>;
  /** A JSON body, a form-encoded one, or any other (a multipart FormData): at most one. */
  json?: unknown;
  form?: Readonly<Record<string, string>>;
  body?: BodyInit;
  timeoutMs: number;
  /** Stops the request (the session ended, the flusher stopped). */
  signal?: AbortSignal;
  fetch?: FetchLike;
  cache?: RequestCache;
  /**
   * The caller's word on the network, besides the device's own `navigator.onLine` (a dedicated worker's
   * is not kept fresh in Chromium, so the worker passes on the page's): false makes a failed request
   * `offline`, not `network`.
   */
  isOnline?: () => boolean;
}

/** How a request ended without an answer. */
export type Ending =
  | { kind: 'refused'; path: string }
  | { kind: 'timeout' }
  | { kind: 'stopped' }
  | { kind: 'offline' | 'network'; message: string };

/** Thrown by fetchCore for every ending without an answer. */
export class NoAnswer extends Error {
  constructor(readonly ending: Ending) {
    super(ending.kind);
    this.name = 'NoAnswer';
  }
}

export interface CoreAnswer<T> {
  status: number;
  headers: Headers;
  /** The body as `read` took it, read whole inside the deadline. */
  body: T;
}

/** The URL on the API's own origin with the query set, or null when it would leave it. */
export function urlOnApi(base: string, path: string, query: CoreRequest['query'] = {}): string | null {
  const href = apiUrl(base, path);
  if (href === null) return null;
  const url = new URL(href);
  for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, String(v));
  return url.href;
}

function initOf(req: CoreRequest, signal: AbortSignal): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json', [ORIGIN_HEADER]: APP_ORIGIN };
  if (req.token) headers.Authorization = req.token;
  let body: BodyInit | undefined = req.body;
  if (req.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(req.form).toString();
  } else if (req.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(req.json);
  }
  Object.assign(headers, req.headers);
  return { method: req.method ?? 'GET', headers, body, signal, ...(req.cache ? { cache: req.cache } : {}) };
}

function endingOf(e: unknown, signal: AbortSignal, req: CoreRequest): Ending {
  if (req.signal?.aborted) return { kind: 'stopped' };
  if (signal.aborted) return { kind: 'timeout' };
  const message = e instanceof Error ? e.message : String(e);
  // The device (or the page, for a worker) says it has no network: the request never left the phone.
  const offline = globalThis.navigator?.onLine === false || req.isOnline?.() === false;
  return offline ? { kind: 'offline', message } : { kind: 'network', message };
}

/**
 * Sends `req` and reads its answer whole with `read` (an answer cut off halfway is a network error, not a
 * result). Throws NoAnswer for every ending without one; nothing is fetched for a URL off the API.
 */
export async function fetchCore<T>(
  req: CoreRequest,
  read: (res: Response) => Promise<T>,
): Promise<CoreAnswer<T>> {
  const url = urlOnApi(req.base, req.path, req.query);
  if (url === null) throw new NoAnswer({ kind: 'refused', path: req.path });
  const doFetch: FetchLike = req.fetch ?? browserFetch;
  const { signal, done } = deadline(req.timeoutMs, req.signal);
  try {
    const res = await doFetch(url, initOf(req, signal));
    return { status: res.status, headers: res.headers, body: await read(res) };
  } catch (e) {
    throw new NoAnswer(endingOf(e, signal, req));
  } finally {
    done();
  }
}

/** The platform's envelope in a body, or null when it is none (a proxy's page, a cut-off answer). */
export function envelopeOf(text: string): Partial<Envelope<unknown>> | null {
  try {
    const body: unknown = JSON.parse(text);
    const env = typeof body === 'object' && body !== null ? (body as Partial<Envelope<unknown>>) : null;
    return typeof env?.code === 'number' ? env : null;
  } catch {
    return null;
  }
}
