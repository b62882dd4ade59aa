/**
 * The page's HTTP door (spec §7–§9) on the one fetch core (fetchCore.ts: the API's own origin only,
 * `jnpf-origin: app`, the stored token, one deadline): JSON with a 60 s time-out, success only when HTTP
 * 200 and body code 200, the data checked against the call's schema. Failures become ApiError and are
 * reported to the handler the app installs (toast, session end); callers still get the rejection.
 */
import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { CODE } from '../../contract/codes';
import { isDownloadPath } from '../../core/net/downloadPath';
import { ApiError, DEFAULT_ERROR_MSG, envelopeData, errorOfEnding, REFUSED_MSG } from '../../core/net/errors';
import { envelopeOf, fetchCore, NoAnswer, type CoreAnswer, type CoreRequest } from '../../core/net/fetchCore';

export const REQUEST_TIMEOUT_MS = 60_000;
export { DEFAULT_ERROR_MSG, REFUSED_MSG };

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

/** The API's own origin: the configured base, or the page's origin when none is set (the app). */
function apiBase(): string {
  return new URL(config.baseUrl || '/', globalThis.location?.origin ?? 'http://localhost').href;
}

/** fetchCore on the API's base with the session's token; an ending without an answer as an ApiError. */
async function fetchOnApi<T>(
  path: string,
  req: Omit<CoreRequest, 'base' | 'path'>,
  read: (res: Response) => Promise<T>,
): Promise<CoreAnswer<T>> {
  try {
    return await fetchCore({ base: apiBase(), path, token: config.getToken(), ...req }, read);
  } catch (e) {
    throw e instanceof NoAnswer ? errorOfEnding(e.ending) : e;
  }
}

export async function request<S extends $ZodType>(
  path: string,
  opts: RequestOptions<S>,
): Promise<z.output<S>> {
  try {
    const { method, query, json, form, token } = opts;
    const answer = await fetchOnApi(
      path,
      {
        method,
        query,
        json,
        form,
        ...(token ? { token } : {}),
        timeoutMs: opts.timeoutMs ?? REQUEST_TIMEOUT_MS,
      },
      (res) => res.text(),
    );
    const data = envelopeData(answer.status, envelopeOf(answer.body));
    const parsed = z.safeParse(opts.schema, data);
    if (!parsed.success) throw new ApiError('invalid', DEFAULT_ERROR_MSG, CODE.OK, answer.status);
    return parsed.data;
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
  const answer = await fetchOnApi(path, { timeoutMs }, (res) => res.blob());
  if (answer.status < 200 || answer.status >= 300) {
    throw new ApiError('http', DEFAULT_ERROR_MSG, 0, answer.status);
  }
  return answer.body;
}
