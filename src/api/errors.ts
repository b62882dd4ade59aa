/**
 * The error catalogue of spec §8 as one table: what kind of failure a call ended in, and whether the
 * user sees a toast and/or loses the session. The HTTP client classifies; the app shell presents.
 */
import { isSessionCode } from '../../contract';

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
