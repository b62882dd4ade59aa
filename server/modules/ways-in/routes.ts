/**
 * 账号安全's ways in (issue #28), our own calls (hidden in strict mode, http/strict.ts):
 * - `GET Users/Current/WaysIn`: the caller's password, mobile and DingTalk binding, each with when it was
 *   added and from which device, those another device added marked removable (list.ts), and whether the
 *   account has a password (which proof a change asks for).
 * - `GET Users/Current/ReauthCode`: for an account without a password, a code to its own number proving a
 *   change (the SMS limits apply); an account with one is told to use it (body code 400), one without a
 *   number, or a server without SMS, that it cannot prove itself here (body code 400).
 * It also registers the changes of a way in that other modules' pieces serve: 更换手机号 over the SMS codes
 * (mobile-routes.ts) and the DingTalk binding over the DingTalk reader (ding-routes.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CODE,
  REAUTH_BY_PASSWORD,
  REAUTH_CODE_PATH,
  REAUTH_NO_MOBILE,
  reauthCodeData,
  WAYS_IN_PATH,
  waysInData,
} from '../../../contract';
import type { AppContext } from '../../context';
import { ApiError, ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { serverSmsCodes } from '../sms/server-codes';
import { waysInOf } from './list';
import { WaysInRepository } from './repository';
import { signedInAsker, waysInService } from './service';
import { dingBindingRoutes } from './ding-routes';
import { mobileRoutes } from './mobile-routes';
import type { DingUserOf } from '../ding/ding-user';
import { DingBindingRepository } from '../ding/binding-repository';
import { OURS } from '../../http/strict';

const tags = ['permission'];

/** `dingUserOf`: the DingTalk reader buildApp shares with LoginDing (ding/ding-user.ts). */
export const waysInRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; dingUserOf: DingUserOf }> = async (
  app,
  { ctx, dingUserOf },
) => {
  const repo = new WaysInRepository(ctx.db);
  const sms = serverSmsCodes(ctx, app.log);
  const perAddress = { rateLimit: { max: ctx.config.loginRatePerMinute, timeWindow: '1 minute' } };

  app.get(WAYS_IN_PATH, {
    config: OURS,
    schema: { tags, response: replies(waysInData) },
    handler: async (request) => {
      const session = sessionOf(request);
      const account = await repo.account(session.userId);
      if (!account) throw new ApiError(CODE.SESSION_EXPIRED, '登录过期，请重新登录');
      return ok(waysInOf(account, session));
    },
  });

  app.get(REAUTH_CODE_PATH, {
    config: { ...perAddress, ours: true },
    schema: { tags, response: replies(reauthCodeData) },
    handler: async (request) => {
      const userId = sessionOf(request).userId;
      const account = await repo.account(userId);
      if (account?.hasPassword) throw new ApiError(CODE.BAD_REQUEST, REAUTH_BY_PASSWORD);
      if (!account?.mobile || !sms) throw new ApiError(CODE.BAD_REQUEST, REAUTH_NO_MOBILE);
      const target = { purpose: 'reauth', userId } as const;
      return ok(await sms.codes.request(account.mobile, signedInAsker(request), target), '验证码已发送');
    },
  });

  const waysIn = waysInService(ctx, app.log, sms);
  // 更换手机号 only with an SMS provider; the DingTalk binding answers DING_OFF without DingTalk.
  if (sms) mobileRoutes(app, ctx, { codes: sms.codes, repo: sms.repo, waysIn, config: perAddress });
  const dingRepo = new DingBindingRepository(ctx.db);
  dingBindingRoutes(app, ctx, { dingUserOf, repo: dingRepo, waysIn, config: perAddress });
};
