/**
 * `GET /api/health` (public, no envelope): for a reverse proxy's or an operator's checks. HTTP 200 while
 * this instance can serve (status ok or degraded), 503 when its database is down. `instance` is the pid.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { checkDatabase, checkDisk, checkRedis, overall } from './checks';
import { HEALTH_PATH } from '../../../contract';

const DEFAULT_TIMEOUT_MS = 2000;

const healthBody = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  instance: z.number().int(),
  uptimeSec: z.number().int(),
  database: z.object({ status: z.enum(['up', 'down']), ms: z.number() }),
  redis: z.object({ status: z.enum(['up', 'down', 'off']) }),
  disk: z.object({ status: z.enum(['ok', 'low', 'unknown']), freeBytes: z.number().nullable() }),
});

export type HealthOptions = { ctx: AppContext; redis?: Redis; timeoutMs?: number };

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, opts) => {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  app.get(HEALTH_PATH, {
    // Generous: a proxy polls every few seconds; the cap only stops a flood of database pings.
    config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
    schema: { tags: ['health'], response: { 200: healthBody, 503: healthBody } },
    handler: async (_request, reply) => {
      const [database, redis, disk] = await Promise.all([
        checkDatabase(opts.ctx.db, timeoutMs),
        checkRedis(opts.redis, timeoutMs),
        checkDisk(opts.ctx.config.dataDir),
      ]);
      const status = overall(database, redis, disk);
      const body = {
        status,
        instance: process.pid,
        uptimeSec: Math.floor(process.uptime()),
        database,
        redis,
        disk,
      };
      return reply.code(status === 'down' ? 503 : 200).send(body);
    },
  });
};
