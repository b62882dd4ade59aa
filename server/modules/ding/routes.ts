/**
 * Sign-in through DingTalk (issue #17): `POST /api/oauth/LoginDing` (spec §7; JSON or form-encoded, as
 * LoginSms; limited per address) exchanges the page's DingTalk code for the DingTalk user id and signs in the
 * account bound to it, through `signIn` as every way in does (a disabled account gets 602). No binding →
 * body code 404 DING_NOT_BOUND, nobody signed in. The binding calls of 账号安全 are ways-in's (ways-in/ding-routes.ts).
 * Without DingTalk configured the routes stay: LoginDing and binding refuse with body code 400 DING_OFF
 * (LoginMethods, in oauth/routes.ts, says `ding: false`), so a stale page is told why, not "no such path".
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CODE, DING_LOGIN_PATH, DING_NOT_BOUND, dingCodeBody, loginData } from '../../../contract';
import { deviceIdFor, giveDeviceCookie } from '../../auth/login-device';
import { sessionDevice } from '../../auth/session-device';
import type { AppContext } from '../../context';
import { ApiError, ok, replies } from '../../http/envelope';
import { signIn } from '../oauth/login';
import { OauthRepository } from '../oauth/repository';
import { clientKind } from '../oauth/schemas';
import { DingBindingRepository } from './binding-repository';
import type { DingUserOf } from './ding-user';

export const dingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; dingUserOf: DingUserOf }> = async (
  app,
  { ctx, dingUserOf },
) => {
  const oauth = new OauthRepository(ctx.db);
  const repo = new DingBindingRepository(ctx.db);
  const perAddress = { rateLimit: { max: ctx.config.loginRatePerMinute, timeWindow: '1 minute' } };

  app.post(DING_LOGIN_PATH, {
    config: perAddress,
    schema: {
      tags: ['oauth'],
      consumes: ['application/json', 'application/x-www-form-urlencoded'],
      body: dingCodeBody,
      response: replies(loginData),
    },
    handler: async (request, reply) => {
      const dingUserId = await dingUserOf(request.body.code);
      const userId = await repo.accountOf(dingUserId);
      const user = userId === null ? null : await oauth.findById(userId);
      if (!user) throw new ApiError(CODE.NOT_FOUND, DING_NOT_BOUND);
      const kind = clientKind.parse(request.headers['jnpf-origin']);
      const { deviceId, isNew } = deviceIdFor(request);
      const data = await signIn(ctx, oauth, user, kind, sessionDevice(request, deviceId));
      if (isNew) giveDeviceCookie(request, reply, deviceId);
      return ok(data, '登录成功');
    },
  });
};
