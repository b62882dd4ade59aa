/**
 * The route side of idempotency: `idempotencyHeaders` (the route's `schema.headers`, so a missing or
 * malformed key is a 400 naming the header) and `idempotent(ctx, request, reply, effect)`, which gives the
 * effect the transaction its idempotency record is written in and answers repeats from that record.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CODE, IDEMPOTENCY_HEADER } from '../../contract';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { ApiError } from '../http/envelope';
import { sessionOf } from '../http/guard';
import { requestHash } from './request-hash';
import { runOnce } from './run-once';

/** Set on an answer that was replayed from the record rather than produced by running the effect. */
export const REPLAYED_HEADER = 'idempotent-replayed';

const MISSING = '缺少请求编号（请求头 Idempotency-Key，一个 UUID）';
const MALFORMED = '请求编号（请求头 Idempotency-Key）须为 UUID';

export const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z.uuid({ error: (issue) => (issue.input === undefined ? MISSING : MALFORMED) }),
});

/**
 * Runs `effect` once per (caller, Idempotency-Key) inside one transaction. Use only `tx` inside the effect:
 * the record is written through it, and on PGlite a query on ctx.db would wait for this transaction forever.
 * The route must be guarded (`onRequest: ctx.guard`).
 */
export async function idempotent<T>(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  request: FastifyRequest,
  reply: FastifyReply,
  effect: (tx: Tx) => Promise<T>,
): Promise<T> {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || key === '')
    throw new ApiError(CODE.BAD_REQUEST, `${IDEMPOTENCY_HEADER}: ${MISSING}`, 400);
  const answer = await runOnce(
    ctx.db,
    {
      userId: sessionOf(request).userId,
      key,
      requestHash: requestHash(request.method, request.url, request.body),
      now: ctx.clock(),
    },
    effect,
  );
  if (answer.replayed) reply.header(REPLAYED_HEADER, 'true');
  reply.code(answer.httpStatus);
  return answer.body;
}
