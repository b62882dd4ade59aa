/**
 * JNPF_STRICT=1 (issue #16): the server answers only what the platform's back end answers, so that our app
 * can be proven against a JNPF server without one. In one place, at the door:
 * - no ETag and no 304 (If-None-Match is not read, ETag is not sent): the platform's reads are always whole;
 * - no change cursors (`since` is not read): Users/All is always the whole directory;
 * - no Idempotency-Key (not read): a write runs once per request, as on the platform;
 * - none of our own endpoints (marked `config: OURS` at the route): they answer 404 as an unknown path does.
 * The socket speaks the platform's dialect to every client (modules/chat/socket-routes.ts reads `config.jnpfStrict`).
 * Answers keep our extra fields (the platform's clients ignore them, and our app must not rely on them).
 */
import type { FastifyInstance } from 'fastify';
import { CODE, CODE_MESSAGE, IDEMPOTENCY_HEADER } from '../../contract';
import { failure } from './envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route of ours beyond the platform's API (`config: OURS`): strict mode answers it 404. */
    ours?: boolean;
  }
}

/**
 * The mark of a route of ours, written at the route (`config: OURS`, or `ours: true` beside a rate limit):
 * the platform has no such call (our Area/All, the SMS sign-in the platform does on its tenant service, 账号安全's
 * sessions, ways in, mobile change and DingTalk binding, 联系我们, 注销账号, Web Push, the IM send, a form's
 * originals, a leave's context beside its flow). A HEAD route Fastify makes of a GET carries its GET's mark.
 */
export const OURS = { ours: true } as const;

const routesOf = new WeakMap<FastifyInstance, string[]>();

/** The routes marked ours, as registered (`GET /api/...`), of an app in strict mode. */
export const ourRoutes = (app: FastifyInstance): readonly string[] => routesOf.get(app) ?? [];

export function strictPlatform(app: FastifyInstance): void {
  const ours: string[] = [];
  routesOf.set(app, ours);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    if (route.config?.ours) for (const method of methods) ours.push(`${method} ${route.url}`);
  });
  app.addHook('onRequest', async (request, reply) => {
    delete request.headers['if-none-match'];
    delete request.headers[IDEMPOTENCY_HEADER];
    // A HEAD runs its GET's handler: the route Fastify makes for it carries the GET's mark.
    if (request.routeOptions.config.ours)
      return reply.code(404).send(failure(CODE.NOT_FOUND, CODE_MESSAGE[CODE.NOT_FOUND]!));
  });
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (query && typeof query === 'object') delete query.since;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.removeHeader('etag');
    return payload;
  });
}
