/**
 * Auth routes of API-CONTRACT.md: Login (form-encoded, md5 password), CurrentUser (and the platform 3.2.4
 * client's `GET /api/app/User`, its userInfo), Logout (GET or POST), the 3.3 login page's getConfig, and
 * our LoginMethods (the other ways in: SMS in sms/, DingTalk in ding/).
 * Refused sign-ins answer HTTP 200 with body code 400 / 429 / 602; see login.ts. `oauthRoutes` are public (Logout
 * checks the token itself); `currentUserRoutes` are registered in buildApp's authenticated scope.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CODE,
  currentUserData,
  currentUserQuery,
  loginBody,
  loginData,
  loginMethodsData,
  loginQuery,
  LOGIN_PATH,
  LOGIN_METHODS_PATH,
  LOGIN_CONFIG_PATH,
  LOGOUT_PATH,
  CURRENT_USER_PATH,
  APP_USER_PATH,
} from '../../../contract';
import { deviceIdFor, giveDeviceCookie } from '../../auth/login-device';
import { sessionDevice } from '../../auth/session-device';
import type { AppContext } from '../../context';
import { ApiError, ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { currentUser } from './current-user';
import { checkClient, login } from './login';
import { OauthRepository } from './repository';
import { clientKind, loginConfigData, loginConfigParam, logoutData } from './schemas';
import { OURS } from '../../http/strict';

export const oauthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const repo = new OauthRepository(ctx.db);

  app.post(LOGIN_PATH, {
    config: { rateLimit: { max: ctx.config.loginRatePerMinute, timeWindow: '1 minute' } },
    schema: {
      tags: ['oauth'],
      consumes: ['application/x-www-form-urlencoded'],
      querystring: loginQuery,
      body: loginBody,
      response: replies(loginData),
    },
    handler: async (request, reply) => {
      checkClient(request.query);
      const kind = clientKind.parse(request.headers['jnpf-origin']);
      const { deviceId, isNew } = deviceIdFor(request);
      // A new id is unknown to every account until this sign-in succeeds with it.
      const from = { address: request.ip, deviceId };
      const data = await login(ctx, repo, request.body, kind, from, sessionDevice(request, deviceId));
      if (isNew) giveDeviceCookie(request, reply, deviceId);
      return ok(data, '登录成功');
    },
  });

  // Which ways in the login page offers besides the password: SMS (sms/) and DingTalk (ding/), with the corp
  // id DingTalk's JS API asks for. Ours: hidden in strict mode (the platform's page has its own settings).
  app.get(LOGIN_METHODS_PATH, {
    config: OURS,
    schema: { tags: ['oauth'], response: replies(loginMethodsData) },
    handler: async () =>
      ok({
        sms: ctx.config.sms !== null,
        ding: ctx.config.ding !== null,
        dingCorpId: ctx.config.ding?.corpId ?? '',
      }),
  });

  // The platform's 3.3 login page asks, as an account is typed, whether to show a captcha. We ask for none
  // (sign-in is limited per address and account instead), and the answer is the same for every account,
  // so it never tells whether one exists.
  app.get(`${LOGIN_CONFIG_PATH}/:account`, {
    schema: { tags: ['oauth'], params: loginConfigParam, response: replies(loginConfigData) },
    handler: async () => ok({ enableVerificationCode: false, verificationCodeNumber: 4 }),
  });

  app.route({
    method: ['GET', 'POST'],
    url: LOGOUT_PATH,
    schema: { tags: ['oauth'], response: replies(logoutData) },
    // Signing out is idempotent: an already dead token still gets a success answer.
    handler: async (request) => {
      const result = await ctx.sessions.authenticate(request.headers.authorization);
      if (result.ok) await ctx.sessions.revoke(result.session.jti, 'logout');
      return ok(null, '退出成功');
    },
  });
};

/** Who the caller is (authenticated: registered in buildApp's guarded scope). */
export const currentUserRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const repo = new OauthRepository(ctx.db);

  app.get(CURRENT_USER_PATH, {
    schema: { tags: ['oauth'], querystring: currentUserQuery, response: replies(currentUserData) },
    handler: async (request) => {
      const data = await currentUser(repo, sessionOf(request));
      if (!data) throw new ApiError(CODE.SESSION_EXPIRED, '登录过期，请重新登录');
      return ok(data);
    },
  });

  // The platform's 3.2.4 client asks who it is here (and keeps the answer for its forms).
  app.get(APP_USER_PATH, {
    schema: { tags: ['app'], response: replies(currentUserData.shape.userInfo) },
    handler: async (request) => {
      const data = await currentUser(repo, sessionOf(request));
      if (!data) throw new ApiError(CODE.SESSION_EXPIRED, '登录过期，请重新登录');
      return ok(data.userInfo);
    },
  });
};
