/**
 * The error handler: validation failures → HTTP 400 envelope naming the field; ApiError → its code (and a
 * RateLimited its Retry-After);
 * rate limits → 429; Fastify's own client errors → their status, naming the part at fault; anything else
 * → 500 with a generic Chinese message (the log gets the error without the values it carried).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CODE, CODE_MESSAGE } from '../../contract';
import { ApiError, failure, RateLimited } from './envelope';
import { errorSummary } from './error-log';

type ValidationIssue = { instancePath: string; message?: string };

/** "account: 请输入账号" — the field path, or the request part when the whole part is wrong. */
export function validationMessage(issues: ValidationIssue[], context: string | undefined): string {
  const first = issues[0];
  const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || context || 'request';
  return `${field}: ${first?.message ?? '参数错误'}`;
}

/** The part of the request each of Fastify's own client errors is about (the envelope names a field). */
const CLIENT_ERROR_PART: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'content-type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'content-length',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'body',
  FST_ERR_BAD_URL: 'url',
};

function clientErrorMessage(err: FastifyError): string {
  return `${CLIENT_ERROR_PART[err.code] ?? 'request'}: ${err.message}`;
}

function isRateLimited(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { statusCode?: unknown }).statusCode === 429;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | ApiError, request, reply) => {
    if (err instanceof RateLimited) void reply.header('Retry-After', Math.ceil(err.retryAfterMs / 1000));
    if (err instanceof ApiError) return reply.code(err.httpStatus).send(failure(err.code, err.message));
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply
        .code(400)
        .send(failure(CODE.BAD_REQUEST, validationMessage(err.validation, err.validationContext)));
    }
    if (isRateLimited(err))
      return reply.code(429).send(failure(CODE.TOO_MANY_REQUESTS, CODE_MESSAGE[CODE.TOO_MANY_REQUESTS]!));
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, unsupported media type, body too large).
      return reply.code(status).send(failure(CODE.BAD_REQUEST, clientErrorMessage(err)));
    }
    request.log.error({ error: errorSummary(err) }, 'unhandled error');
    return reply.code(500).send(failure(CODE.SERVER_ERROR, CODE_MESSAGE[CODE.SERVER_ERROR]!));
  });
}
