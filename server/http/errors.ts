/**
 * The error handler: validation failures → HTTP 400 envelope naming the field; ApiError → its code;
 * rate limits → 429; anything else → 500 with a generic Chinese message (details go to the log only).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CODE, CODE_MESSAGE } from '../../contract';
import { ApiError, failure } from './envelope';

type ValidationIssue = { instancePath: string; message?: string };

/** "account: 请输入账号" — the field path, or the request part when the whole part is wrong. */
export function validationMessage(issues: ValidationIssue[], context: string | undefined): string {
  const first = issues[0];
  const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || context || 'request';
  return `${field}: ${first?.message ?? '参数错误'}`;
}

function isRateLimited(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { statusCode?: unknown }).statusCode === 429;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | ApiError, request, reply) => {
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
      return reply.code(status).send(failure(CODE.BAD_REQUEST, err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(failure(CODE.SERVER_ERROR, CODE_MESSAGE[CODE.SERVER_ERROR]!));
  });
}
