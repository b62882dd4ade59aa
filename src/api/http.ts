/**
 * The one HTTP door (spec §7–§9): JSON, `jnpf-origin: app`, the stored token in Authorization, 60 s
 * time-out; success only when HTTP 200 and body code 200. Failures become ApiError and are reported to
 * the handler the app installs (toast, session end); callers still get the rejection. A URL that would
 * leave the API's origin is refused before any request is made (apiUrl.ts).
 */
import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { CODE, type Envelope } from '../../contract';
import { apiUrl } from './apiUrl';
import { isDownloadPath } from './downloadPath';
import { ApiError, classify } from './errors';
import { APP_ORIGIN, ORIGIN_HEADER } from '../../contract/wire';

export const REQUEST_TIMEOUT_MS = 60_000;
export const DEFAULT_ERROR_MSG = '请求异常，请重试';

export interface HttpConfig {
  baseUrl: string;
  getToken: () => string | null;
  onError: (error: ApiError) => void;
}

const config: HttpConfig = { baseUrl: '', getToken: () => null, onError: () => undefined };

export function configureHttp(next: Partial<HttpConfig>): void {
  Object.assign(config, next);
}

export interface RequestOptions<S extends $ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  json?: unknown;
  form?: Record<string, string>;
  schema: S;
  timeoutMs?: number;
  /** Report failures to the app's handler (toast/session end). Default true. */
  report?: boolean;
  /** Use this token instead of the stored one (sign-in, before the session is saved). */
  token?: string;
}

export const REFUSED_MSG = '请求地址不属于本系统';

/** The API's own origin: the configured base, or the page's origin when none is set (the app). */
function apiBase(): string {
  return new URL(config.baseUrl || '/', globalThis.location?.origin ?? 'http://localhost').href;
}

/** The request URL on the API's origin; throws `refused` (nothing is fetched) when it would leave it. */
function buildUrl(path: string, query?: RequestOptions<$ZodType>['query']): string {
  const href = apiUrl(apiBase(), path);
  if (href === null) throw new ApiError('refused', REFUSED_MSG);
  const url = new URL(href);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  return url.toString();
}

function buildInit(opts: RequestOptions<$ZodType>, signal: AbortSignal): RequestInit {
  const headers: Record<string, string> = { [ORIGIN_HEADER]: APP_ORIGIN, Accept: 'application/json' };
  const token = opts.token ?? config.getToken();
  if (token) headers.Authorization = token;
  let body: string | undefined;
  if (opts.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.form).toString();
  } else if (opts.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.json);
  }
  return { method: opts.method ?? 'GET', headers, body, signal };
}

async function send(url: string, init: RequestInit, timeoutMs: number, ctl: AbortController) {
  const timer = setTimeout(() => ctl.abort(), timeoutMs);
  try {
    const res = await fetch(url, init);
    const body = (await res.json().catch(() => null)) as Partial<Envelope<unknown>> | null;
    return { res, body };
  } catch (e) {
    if (ctl.signal.aborted) throw new ApiError('timeout', '请求超时，请重试');
    throw new ApiError('network', e instanceof Error ? e.message : 'network error');
  } finally {
    clearTimeout(timer);
  }
}

function unwrap<S extends $ZodType>(
  status: number,
  body: Partial<Envelope<unknown>> | null,
  schema: S,
): z.output<S> {
  if (status !== 200 || body?.code !== CODE.OK) {
    throw new ApiError(classify(status, body?.code), body?.msg || DEFAULT_ERROR_MSG, body?.code ?? 0, status);
  }
  const parsed = z.safeParse(schema, body.data);
  if (!parsed.success) throw new ApiError('invalid', DEFAULT_ERROR_MSG, CODE.OK, status);
  return parsed.data;
}

export async function request<S extends $ZodType>(
  path: string,
  opts: RequestOptions<S>,
): Promise<z.output<S>> {
  const ctl = new AbortController();
  const timeoutMs = opts.timeoutMs ?? REQUEST_TIMEOUT_MS;
  try {
    const url = buildUrl(path, opts.query);
    const { res, body } = await send(url, buildInit(opts, ctl.signal), timeoutMs, ctl);
    return unwrap(res.status, body, opts.schema);
  } catch (e) {
    const error = e instanceof ApiError ? e : new ApiError('network', String(e));
    if (opts.report !== false) config.onError(error);
    throw error;
  }
}

/**
 * A file the server keeps (an image to show: a comment's photos), fetched with the session's token, since
 * an `<img src>` cannot carry it. The path comes from other users, so only a download path of our file API
 * is fetched; anything else is refused unfetched. Rejects with ApiError like `request`, without reporting.
 */
export async function requestBlob(path: string, timeoutMs = REQUEST_TIMEOUT_MS): Promise<Blob> {
  if (!isDownloadPath(path)) throw new ApiError('refused', REFUSED_MSG);
  const url = buildUrl(path);
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(), timeoutMs);
  const headers: Record<string, string> = { [ORIGIN_HEADER]: APP_ORIGIN };
  const token = config.getToken();
  if (token) headers.Authorization = token;
  try {
    const res = await fetch(url, { headers, signal: ctl.signal });
    if (!res.ok) throw new ApiError('http', DEFAULT_ERROR_MSG, 0, res.status);
    return await res.blob();
  } catch (e) {
    if (e instanceof ApiError) throw e;
    if (ctl.signal.aborted) throw new ApiError('timeout', '请求超时，请重试');
    throw new ApiError('network', e instanceof Error ? e.message : 'network error');
  } finally {
    clearTimeout(timer);
  }
}
