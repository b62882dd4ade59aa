/**
 * Building and raising `{ code, msg, data }` envelopes. Business errors are thrown as ApiError and answered
 * by the error handler (HTTP 200 with the body code, JNPF style, unless an HTTP status is given).
 */
import type { $ZodType } from 'zod/v4/core';
import { z } from 'zod';
import { CODE, CODE_MESSAGE, envelope, errorEnvelope, type Envelope } from '../../contract';

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 200,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Too often, come back later (issue #28): HTTP 429 with body code 429, the words saying how long, and
 * `Retry-After` (the error handler sets it), so the outbox tries again then instead of failing the write.
 */
export class RateLimited extends ApiError {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(CODE.TOO_MANY_REQUESTS, message, 429);
    this.name = 'RateLimited';
  }
}

/** Bad input found beyond the schema (a rule across fields, a value not in the database): HTTP 400 naming it. */
export function fieldError(field: string, message: string): ApiError {
  return new ApiError(CODE.BAD_REQUEST, `${field}: ${message}`, 400);
}

export function ok<T>(data: T, msg = CODE_MESSAGE[CODE.OK]!): Envelope<T> {
  return { code: 200, msg, data };
}

export function failure(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null };
}

/** Response schema of a route: its success envelope, or an error envelope (still HTTP 200). */
export function replies<T extends $ZodType>(data: T) {
  return { 200: z.union([envelope(data), errorEnvelope]) };
}
