/**
 * Sign-in by SMS code (issue #17), when a provider is configured (LoginMethods, in oauth/routes.ts, says
 * so): `GET /api/oauth/SmsCode/{mobile}` and `POST /api/oauth/LoginSms` (JSON or form-encoded, as the
 * platform's tenant service takes it), and 账号安全's 更换手机号 (mobile-routes.ts). Refusals answer HTTP 200
 * with body code 400 or 429, as the password sign-in does.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CODE, CODE_MESSAGE, loginData, loginSmsBody, smsCodeData, smsCodeParam } from '../../../contract';
import { sessionDevice } from '../../auth/session-device';
import type { AppContext } from '../../context';
import { ApiError, ok, replies } from '../../http/envelope';
import { signIn } from '../oauth/login';
import { OauthRepository } from '../oauth/repository';
import { clientKind } from '../oauth/schemas';
import { mobileRoutes } from './mobile-routes';
import { serverSmsCodes } from './server-codes';

export const smsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const sms = serverSmsCodes(ctx, app.log);
  if (!sms) return;

  const oauth = new OauthRepository(ctx.db);
  const { codes, repo } = sms;
  const perAddress = { rateLimit: { max: ctx.config.loginRatePerMinute, timeWindow: '1 minute' } };

  app.get('/api/oauth/SmsCode/:mobile', {
    config: perAddress,
    schema: { tags: ['oauth'], params: smsCodeParam, response: replies(smsCodeData) },
    handler: async (request) => ok(await codes.request(request.params.mobile, request.ip), '验证码已发送'),
  });

  app.post('/api/oauth/LoginSms', {
    config: perAddress,
    schema: {
      tags: ['oauth'],
      consumes: ['application/json', 'application/x-www-form-urlencoded'],
      body: loginSmsBody,
      response: replies(loginData),
    },
    handler: async (request) => {
      const userId = await codes.verify(request.body.mobile, request.body.code);
      const user = await oauth.findById(userId);
      if (!user) throw new ApiError(CODE.SESSION_EXPIRED, CODE_MESSAGE[CODE.SESSION_EXPIRED]!);
      const kind = clientKind.parse(request.headers['jnpf-origin']);
      return ok(await signIn(ctx, oauth, user, kind, sessionDevice(request)), '登录成功');
    },
  });

  mobileRoutes(app, ctx, { codes, repo, config: perAddress });
};
