/**
 * buildApp(deps) → the Fastify instance, used by main.ts and by the tests (app.inject). Order: plugins,
 * then services and repositories, then the route modules; the 404 handler serves the SPA or an envelope.
 */
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { APP_VERSION, CANCELLATION_FLOW, CODE, CODE_MESSAGE } from '../contract';
import { HR_FORMS } from '../contract/hrForm';
import { LoginLimiter } from './auth/login-limiter';
import { SessionService } from './auth/session-service';
import type { Config, TrustProxy } from './config';
import { registerCors } from './http/cors';
import { strictPlatform } from './http/strict';
import type { AppContext } from './context';
import type { Db } from './db/client';
import { failure } from './http/envelope';
import { installErrorHandler } from './http/errors';
import { frameworkErrors, installInputDoor } from './http/input-door';
import { createGuard } from './http/guard';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStatic, spaFallback } from './http/static';
import { scheduleDailyPurges } from './daily-purge';
import { idempotencyPurge } from './idempotency/purge';
import { issuedBillNumberPurge } from './modules/system/bill-number-issue';
import { appRoutes } from './modules/app/routes';
import { contactRoutes } from './modules/app/contact-routes';
import { menuRoutes } from './modules/app/menu-routes';
import { usualRoutes } from './modules/app/usual-routes';
import { applyRoutes } from './modules/apply/routes';
import { fileRoutes, fileTicketRoutes } from './modules/file/routes';
import type { FileViewer } from './modules/file/visible-file';
import { healthRoutes } from './modules/health/routes';
import { chatRoutes } from './modules/chat/routes';
import { seesChatMedia } from './modules/chat/file-viewer';
import { pushRoutes } from './modules/push/routes';
import { PushSender } from './modules/push/sender';
import { messageRoutes } from './modules/message/routes';
import { currentUserRoutes, oauthRoutes } from './modules/oauth/routes';
import { smsRoutes } from './modules/sms/routes';
import { dingRoutes } from './modules/ding/routes';
import { dingUserReader, type DingUserOf } from './modules/ding/ding-user';
import { payslipRoutes } from './modules/payslip/routes';
import { cancellationRoutes } from './modules/cancellation/routes';
import { waysInRoutes } from './modules/ways-in/routes';
import { permissionRoutes } from './modules/permission/routes';
import { systemRoutes } from './modules/system/routes';
import { workflowRoutes } from './modules/workflow/routes';
import { shownInFlow } from './modules/workflow/flow-files';
import { hrFormRoutes } from './modules/hrform/routes';
import { hrToolsRoutes } from './modules/hr-tools/routes';
import { seesFlaggedPunchPhoto } from './modules/hr-tools/photo-viewer';
import { hrFormSource } from './modules/hrform/source';
import { cancellationSource } from './modules/cancellation/source';
import { inDatabase, onDiskUnder } from './modules/file/contents';
import { userRates } from './limits/rate';
import { LocalFanout, type Fanout } from './realtime/fanout';
import { Hub } from './realtime/hub';
import { SOCKET_LIMITS, type SocketLimits } from './realtime/limits';
import { LocalPresence, RedisPresence, type Presence } from './realtime/presence';
import { RedisFanout } from './realtime/redis-fanout';
import { socketRoutes } from './modules/chat/socket-routes';
import type { FormSource, FormSources } from './workflow/form-source';

export type AppDeps = {
  db: Db;
  config: Config;
  log?: FastifyServerOptions['logger'];
  clock?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Realtime events between instances; default: over Redis when `redis` is given, else in process. */
  fanout?: Fanout;
  /** Who is online on every instance; default: in Redis when `redis` is given, else this instance. */
  presence?: Presence;
  /** The chat socket's limits (tests shorten the grace); default SOCKET_LIMITS. */
  socketLimits?: Partial<SocketLimits>;
  /** Shared store for the failed-sign-in counter (when REDIS_URL is set). */
  redis?: Redis;
  /**
   * Where uploads' bytes are written on the embedded database (DATA_DIR/uploads), off the event loop that
   * PGlite shares; unset → in the database row (PostgreSQL, and the tests' in-memory PGlite).
   */
  fileDir?: string;
  /** Every flow's form source (`formSources` below unless a test gives its own). */
  formSources?: FormSources;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

// Failed checks without a message of their own read in Chinese, like the app; a missing field says so.
z.config(z.locales.zhCN());
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? '不能为空' : undefined,
});

async function registerPlugins(app: FastifyInstance, config: Config): Promise<void> {
  // The directory of a large hospital is megabytes of JSON: gzip it (brotli's default level is far too
  // slow for per-request compression; gzip at its default level keeps a full sync fast on one core).
  await registerSecurityHeaders(app);
  await registerCors(app, config.corsOrigins);
  if (config.jnpfStrict) strictPlatform(app);
  await app.register(fastifyCompress, { encodings: ['gzip', 'deflate'], threshold: 1024 });
  await app.register(fastifyFormbody);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => ({ statusCode: 429, message: CODE_MESSAGE[CODE.TOO_MANY_REQUESTS] }),
  });
  // Frames over 64 KiB are refused by the socket route with an error frame, the socket kept; only past
  // 1 MiB does the transport itself close it (1009).
  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 * 1024 } });
  await app.register(fastifySwagger, {
    openapi: { info: { title: '人事系统 API', version: APP_VERSION.sysVersion } },
    transform: jsonSchemaTransform,
  });
}

/**
 * The registry of every flow's form (AppContext.forms), through which the workflow shell reads them: every
 * form of the catalogue, leave among them (issue #6), and 注销账号's request (issue #17). A flow without a
 * source shows an empty form.
 */
export function formSources(): FormSources {
  const sources: ReadonlyMap<string, FormSource> = new Map([
    ...HR_FORMS.map((entry): [string, FormSource] => [entry.key, hrFormSource]),
    [CANCELLATION_FLOW, cancellationSource],
  ]);
  return (flowKey) => sources.get(flowKey);
}

function createContext(deps: AppDeps, logPush: (err: unknown) => void): AppContext {
  const clock = deps.clock ?? Date.now;
  const { config, db } = deps;
  const fanout = deps.fanout ?? (deps.redis ? new RedisFanout(deps.redis) : new LocalFanout());
  const presence = deps.presence ?? (deps.redis ? new RedisPresence(deps.redis) : new LocalPresence());
  const sessions = new SessionService({
    db,
    clock,
    fanout,
    secret: config.jwtSecret,
    ttlSec: config.tokenTtl,
    singleSession: config.singleSession,
  });
  return {
    config,
    db,
    clock,
    sleep: deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    sessions,
    limiter: LoginLimiter.create(deps.redis),
    hub: new Hub(fanout, presence),
    fanout,
    guard: createGuard(sessions),
    fileContents: deps.fileDir ? onDiskUnder(deps.fileDir) : inDatabase,
    socketLimits: { ...SOCKET_LIMITS, ...deps.socketLimits },
    forms: deps.formSources ?? formSources(),
    push: new PushSender(db, config.vapid, logPush),
    rates: userRates(config.limits, deps.redis),
  };
}

function registerNotFound(app: FastifyInstance, staticBuilt: boolean): void {
  const fallback = spaFallback(staticBuilt);
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute' }) },
    (request, reply) => {
      const isApi =
        request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
      if (!isApi) return fallback(request, reply);
      return reply.code(404).send(failure(CODE.NOT_FOUND, CODE_MESSAGE[CODE.NOT_FOUND]!));
    },
  );
}

/** Fastify's form of TRUST_PROXY; a hop count trusts that many proxies nearest the server. */
function proxyTrust(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/**
 * Every route that answers only a live session, in one scope whose `onRequest` hook is the guard: a dead
 * session gets body code 600 / 601 / 602 before the route's own hooks (a rate limit) and handler run.
 */
const authenticatedRoutes: FastifyPluginAsync<{
  ctx: AppContext;
  dingUserOf: DingUserOf;
  viewers: readonly FileViewer[];
}> = async (app, { ctx, dingUserOf, viewers }) => {
  app.addHook('onRequest', ctx.guard);
  await app.register(currentUserRoutes, { ctx });
  await app.register(contactRoutes, { ctx });
  await app.register(usualRoutes, { ctx });
  await app.register(menuRoutes, { ctx });
  await app.register(permissionRoutes, { ctx });
  await app.register(systemRoutes, { ctx });
  // The system (HR) forms of /api/workflow/Form, leave among them; their flows run in the workflow shell.
  await app.register(hrFormRoutes, { ctx });
  await app.register(workflowRoutes, { ctx });
  await app.register(fileRoutes, { ctx, viewers });
  await app.register(applyRoutes, { ctx });
  await app.register(messageRoutes, { ctx });
  await app.register(chatRoutes, { ctx });
  await app.register(pushRoutes, { ctx });
  await app.register(payslipRoutes, { ctx });
  await app.register(cancellationRoutes, { ctx });
  await app.register(waysInRoutes, { ctx, dingUserOf });
  await app.register(hrToolsRoutes, { ctx });
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.log ?? false,
    // Only configured proxies may say who the client is (the login limits count per address).
    trustProxy: proxyTrust(deps.config.trustProxy),
    // A JWT in the socket path (/api/message/websocket/:token) is longer than the default 100 characters.
    routerOptions: { maxParamLength: 4096 },
    forceCloseConnections: true,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installInputDoor(app);
  await registerPlugins(app, deps.config);

  const ctx = createContext(deps, (err) => app.log.warn({ err }, 'web push failed'));
  app.decorate('ctx', ctx);
  app.decorateRequest('auth', null);
  app.addHook('onClose', async () => {
    await ctx.hub.close();
    // A fan-out the caller passed in is the caller's to close.
    if (!deps.fanout) await ctx.fanout.close();
  });
  scheduleDailyPurges(app, ctx, [idempotencyPurge, issuedBillNumberPurge]);

  // Public: signing in, the app's version and start info, the socket (it proves its session in its first
  // frame), the platform clients' download link (its ticket is the permission), health.
  await app.register(oauthRoutes, { ctx });
  await app.register(smsRoutes, { ctx });
  const dingUserOf = dingUserReader(ctx, app.log);
  await app.register(dingRoutes, { ctx, dingUserOf });
  await app.register(appRoutes);
  await app.register(socketRoutes, { ctx });
  const viewers = [shownInFlow, seesChatMedia, seesFlaggedPunchPhoto];
  await app.register(fileTicketRoutes, { ctx, viewers });
  await app.register(healthRoutes, { ctx, redis: deps.redis });
  await app.register(authenticatedRoutes, { ctx, dingUserOf, viewers });
  app.get(
    '/api/openapi.json',
    { schema: { hide: true, response: { 200: z.record(z.string(), z.unknown()) } } },
    async () => ({ ...app.swagger() }),
  );

  registerNotFound(app, await registerStatic(app, deps.config.staticDir));
  return app;
}
