/**
 * Idempotency records are kept IDEMPOTENCY_RETENTION_DAYS (an outbox row older than that is long settled):
 * the purge runs when the app is ready (start-up) and then once a day.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { IdempotencyRepository } from './repository';

export const IDEMPOTENCY_RETENTION_DAYS = 14;
const DAY_MS = 86_400_000;

/** Deletes the records older than the retention period at `now`; returns how many went. */
export function purgeIdempotencyRecords(db: Db, now: number): Promise<number> {
  return new IdempotencyRepository(db).purgeBefore(new Date(now - IDEMPOTENCY_RETENTION_DAYS * DAY_MS));
}

export function scheduleIdempotencyPurge(app: FastifyInstance, ctx: Pick<AppContext, 'db' | 'clock'>): void {
  let timer: NodeJS.Timeout | undefined;
  const purge = () =>
    purgeIdempotencyRecords(ctx.db, ctx.clock()).catch((err: unknown) =>
      app.log.error({ err }, 'idempotency purge failed'),
    );
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(() => void purge(), DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
