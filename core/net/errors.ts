/**
 * The error catalogue of spec §8 as one table: what kind of failure a call ended in, and whether the
 * user sees a toast and/or loses the session. The HTTP client classifies; the app shell presents.
 */
import { CODE, CODE_MESSAGE, isSessionCode } from '../../contract/codes';
import type { Envelope } from '../../contract/envelope';
import type { Ending } from './fetchCore';

export const DEFAULT_ERROR_MSG = '请求异常，请重试';
export const TIMEOUT_MSG = '请求超时，请重试';
export const REFUSED_MSG = '请求地址不属于本系统';

/** `refused`: never sent, because the URL would have taken the token away from the API's origin. */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'business' | 'session' | 'invalid' | 'refused';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly code: number = 0,
    readonly status: number = 0,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ErrorPolicy {
  toast: boolean;
  endSession: boolean;
}

/** Spec §8: network failures are rejected silently; everything else toasts; 600–602 end the session. */
export const ERROR_POLICY: Record<ApiErrorKind, ErrorPolicy> = {
  network: { toast: false, endSession: false },
  timeout: { toast: true, endSession: false },
  http: { toast: true, endSession: false },
  business: { toast: true, endSession: false },
  invalid: { toast: true, endSession: false },
  session: { toast: true, endSession: true },
  refused: { toast: true, endSession: false },
};

export function classify(status: number, code: number | undefined): ApiErrorKind {
  if (code !== undefined && isSessionCode(code)) return 'session';
  if (status !== 200) return 'http';
  return 'business';
}

/**
 * The data of an answer that succeeded (HTTP 200, body code 200), or the error it means: 600–602 end
 * the session, another code is the server's own message, an answer without an envelope is `invalid`.
 */
export function envelopeData(status: number, env: Partial<Envelope<unknown>> | null): unknown {
  if (status === 200 && env?.code === CODE.OK) return env.data;
  throw failureOf(status, env);
}

function failureOf(status: number, env: Partial<Envelope<unknown>> | null): ApiError {
  const code = typeof env?.code === 'number' ? env.code : undefined;
  const kind = env === null && status === 200 ? 'invalid' : classify(status, code);
  const message = env?.msg || CODE_MESSAGE[code ?? 0] || DEFAULT_ERROR_MSG;
  return new ApiError(kind, message, code ?? 0, status);
}

/** A request that ended without an answer (fetchCore's NoAnswer), in the catalogue's kinds. */
export function errorOfEnding(ending: Ending): ApiError {
  switch (ending.kind) {
    case 'refused':
      return new ApiError('refused', REFUSED_MSG);
    case 'timeout':
      return new ApiError('timeout', TIMEOUT_MSG);
    case 'stopped':
      return new ApiError('network', 'stopped');
    default:
      return new ApiError('network', ending.message);
  }
}

/**
 * A refusal naming one of `fields` (the server's `field: message`, server/http/envelope.ts fieldError), as
 * that field and its message; null when the error names none of them.
 */
export function refusedField<F extends string>(
  err: unknown,
  fields: readonly F[],
): { field: F; message: string } | null {
  const text = err instanceof Error ? err.message : String(err);
  const at = text.indexOf(': ');
  const field = text.slice(0, at) as F;
  return at > 0 && fields.includes(field) ? { field, message: text.slice(at + 2) } : null;
}
