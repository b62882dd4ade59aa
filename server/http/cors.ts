/**
 * Cross-origin calls (@fastify/cors), for a client built for another origin — the platform's H5 app on the
 * hospital's own host (issue #16). Only the origins CORS_ORIGINS names exactly are answered, only on the
 * API, never with `*` and never with credentials: the token travels in the Authorization header, which the
 * preflight allows, and no cookie is ever needed across origins. Without CORS_ORIGINS nothing changes.
 */
import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER } from '../../contract';

export async function registerCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  await app.register(fastifyCors, {
    origin: (origin, done) => done(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    credentials: false,
    exposedHeaders: ['ETag', IDEMPOTENCY_HEADER],
    maxAge: 600,
  });
}
