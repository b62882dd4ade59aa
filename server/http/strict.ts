/**
 * JNPF_STRICT=1 (issue #16): the server answers only what the platform's back end answers, so that our app
 * can be proven against a JNPF server without one. In one place, at the door:
 * - no ETag and no 304 (If-None-Match is not read, ETag is not sent): the platform's reads are always whole;
 * - no change cursors (`since` is not read): Users/All is always the whole directory;
 * - no Idempotency-Key (not read): a write runs once per request, as on the platform;
 * - none of our own endpoints (EXTENSIONS): they answer 404 as an unknown path does.
 * The socket speaks the platform's dialect to every client (modules/chat/socket-routes.ts reads `config.jnpfStrict`).
 * Answers keep our extra fields (the platform's clients ignore them, and our app must not rely on them).
 */
import type { FastifyInstance } from 'fastify';
import {
  CODE,
  CODE_MESSAGE,
  IDEMPOTENCY_HEADER,
  IM_SEND_PATH,
  PUSH_KEY_PATH,
  PUSH_SUBSCRIPTION_PATH,
  SESSIONS_PATH,
  SIGN_OUT_OTHERS_PATH,
  CONTACTS_PATH,
  MOBILE_CODE_PATH,
  MOBILE_PATH,
  DING_BINDING_PATH,
  CANCEL_CODE_PATH,
  CANCELLATION_PATH,
  WAYS_IN_PATH,
  REAUTH_CODE_PATH,
} from '../../contract';
import { failure } from './envelope';

/** Our routes beyond the platform's API, as registered (method and route pattern). */
export const EXTENSIONS: readonly string[] = [
  'GET /api/system/Area/All',
  `POST ${IM_SEND_PATH}`,
  `GET ${PUSH_KEY_PATH}`,
  `POST ${PUSH_SUBSCRIPTION_PATH}`,
  `DELETE ${PUSH_SUBSCRIPTION_PATH}`,
  'GET /api/workflow/Form/:formKey/Originals',
  // The platform signs in by SMS on its tenant service, not here: the login page then offers no SMS tab.
  'GET /api/oauth/LoginMethods',
  'GET /api/oauth/SmsCode/:mobile',
  'POST /api/oauth/LoginSms',
  // 更换手机号 by a code to the new number: the platform has no such call.
  `GET ${MOBILE_CODE_PATH}/:mobile`,
  `PUT ${MOBILE_PATH}`,
  // 账号安全's DingTalk binding, our own call (LoginDing is the platform's, spec §7: kept).
  `GET ${DING_BINDING_PATH}`,
  `PUT ${DING_BINDING_PATH}`,
  `DELETE ${DING_BINDING_PATH}`,
  // 账号安全's sessions: the platform lists none (the screen then says so).
  `GET ${SESSIONS_PATH}`,
  `DELETE ${SESSIONS_PATH}/:id`,
  `POST ${SIGN_OUT_OTHERS_PATH}`,
  // 联系我们: the platform's page has its numbers built in.
  `GET ${CONTACTS_PATH}`,
  // 注销账号 through our workflow: the platform has no such call.
  `GET ${CANCEL_CODE_PATH}`,
  `GET ${CANCELLATION_PATH}`,
  `POST ${CANCELLATION_PATH}`,
  // 账号安全's ways in and the code proving a change for an account without a password (issue #28).
  `GET ${WAYS_IN_PATH}`,
  `GET ${REAUTH_CODE_PATH}`,
];

export function strictPlatform(app: FastifyInstance): void {
  const extensions = new Set(EXTENSIONS);
  app.addHook('onRequest', async (request, reply) => {
    delete request.headers['if-none-match'];
    delete request.headers[IDEMPOTENCY_HEADER];
    // A HEAD is the GET of the same route (Fastify answers it by running the GET's handler).
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    if (extensions.has(`${method} ${request.routeOptions.url}`))
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
