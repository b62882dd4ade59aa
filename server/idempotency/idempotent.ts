/**
 * The route side of idempotency: `idempotencyHeaders` (the route's `schema.headers`, so a malformed key is a
 * 400 naming the header) and `idempotent(ctx, request, reply, effect)`, which gives the effect the
 * transaction its idempotency record is written in and answers repeats from that record.
 *
 * The key is optional on the wire (issue #16): the platform's own clients never send one, and without it a
 * write behaves as the platform's does — run once per request, in one transaction, nothing recorded (the
 * natural keys, such as a bill number already used or a task already handled, still stop doubles). Our app
 * always sends one: that is its exactly-once guarantee.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '../../contract';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { sessionOf } from '../http/guard';
import { requestHash } from './request-hash';
import { runOnce } from './run-once';

/** Set on an answer that was replayed from the record rather than produced by running the effect. */
export const REPLAYED_HEADER = 'idempotent-replayed';

const MALFORMED = '请求编号（请求头 Idempotency-Key）须为 UUID';

export const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z.uuid({ error: MALFORMED }).optional(),
});

/**
 * Runs `effect` once per (caller, Idempotency-Key) inside one transaction. Use only `tx` inside the effect:
 * the record is written through it, and on PGlite a query on ctx.db would wait for this transaction forever.
 * The route must be authenticated (registered in buildApp's guarded scope).
 */
export async function idempotent<T>(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  request: FastifyRequest,
  reply: FastifyReply,
  effect: (tx: Tx) => Promise<T>,
): Promise<T> {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || key === '') return ctx.db.transaction(effect);
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
