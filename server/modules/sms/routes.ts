/**
 * Sign-in by SMS code (issue #17), when a provider is configured (LoginMethods, in oauth/routes.ts, says
 * so): `GET /api/oauth/SmsCode/{mobile}` and `POST /api/oauth/LoginSms` (JSON or form-encoded, as the
 * platform's tenant service takes it), (账号安全's 更换手机号 is ways-in's: ways-in/mobile-routes.ts). Refusals answer HTTP 200
 * with body code 400 or 429, as the password sign-in does. A code is its requester's (codes.ts): a browser
 * asking without the sign-in device cookie is given one with its code, and its session keeps it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CODE,
  CODE_MESSAGE,
  loginData,
  loginSmsBody,
  smsCodeData,
  smsCodeParam,
  SMS_CODE_PATH,
  LOGIN_SMS_PATH,
} from '../../../contract';
import { carriedDeviceId, deviceIdFor, giveDeviceCookie } from '../../auth/login-device';
import { sessionDevice } from '../../auth/session-device';
import type { AppContext } from '../../context';
import { ApiError, ok, replies } from '../../http/envelope';
import { signIn } from '../oauth/login';
import { OauthRepository } from '../oauth/repository';
import { clientKind } from '../oauth/schemas';
import { LOGIN } from './codes';
import { serverSmsCodes } from './server-codes';

export const smsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const sms = serverSmsCodes(ctx, app.log);
  if (!sms) return;

  const oauth = new OauthRepository(ctx.db);
  const { codes } = sms;
  const perAddress = { rateLimit: { max: ctx.config.loginRatePerMinute, timeWindow: '1 minute' } };

  app.get(`${SMS_CODE_PATH}/:mobile`, {
    config: { ...perAddress, ours: true },
    schema: { tags: ['oauth'], params: smsCodeParam, response: replies(smsCodeData) },
    handler: async (request, reply) => {
      const asker = { address: request.ip, deviceId: carriedDeviceId(request) };
      const sent = await codes.request(request.params.mobile, asker, LOGIN);
      const { deviceId, isNew } = deviceIdFor(request);
      if (isNew) giveDeviceCookie(request, reply, deviceId);
      return ok(sent, '验证码已发送');
    },
  });

  app.post(LOGIN_SMS_PATH, {
    config: { ...perAddress, ours: true },
    schema: {
      tags: ['oauth'],
      consumes: ['application/json', 'application/x-www-form-urlencoded'],
      body: loginSmsBody,
      response: replies(loginData),
    },
    handler: async (request, reply) => {
      const asker = { address: request.ip, deviceId: carriedDeviceId(request) };
      const userId = await codes.verify(request.body.mobile, request.body.code, asker, LOGIN);
      const user = await oauth.findById(userId);
      if (!user) throw new ApiError(CODE.SESSION_EXPIRED, CODE_MESSAGE[CODE.SESSION_EXPIRED]!);
      const kind = clientKind.parse(request.headers['jnpf-origin']);
      const { deviceId, isNew } = deviceIdFor(request);
      const data = await signIn(ctx, oauth, user, kind, sessionDevice(request, deviceId));
      if (isNew) giveDeviceCookie(request, reply, deviceId);
      return ok(data, '登录成功');
    },
  });
};
