/**
 * Records kept for a while and then forgotten (idempotency answers, issued bill numbers): each purge runs
 * when the app is ready (start-up) and then once a day; a purge that fails is logged and tried next time.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import type { Db } from './db/client';

export type Purge = { name: string; run(db: Db, now: number): Promise<number> };

const DAY_MS = 86_400_000;

export function scheduleDailyPurges(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'db' | 'clock'>,
  purges: readonly Purge[],
): void {
  let timer: NodeJS.Timeout | undefined;
  const purgeAll = () =>
    Promise.all(
      purges.map((p) =>
        p.run(ctx.db, ctx.clock()).catch((err: unknown) => app.log.error({ err }, `${p.name} purge failed`)),
      ),
    );
  app.addHook('onReady', async () => {
    await purgeAll();
    timer = setInterval(() => void purgeAll(), DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
