/**
 * 账号安全's 更换手机号 (issue #17; issue #28): `GET Users/Current/MobileCode/{mobile}` sends a code to the new
 * number for the signed-in user who asked — answered alike for every number, another account's or nobody's
 * (only one's own is refused, MOBILE_SAME: it is one's own to know), within the SMS limits (per number and
 * requester, strangers together, per account) — and `PUT Users/Current/Mobile` with the number, its code and
 * the proof of the person (the current password, or a code to the current number) makes it theirs: the proof
 * first, then the code (good only for them, once), and only then — the caller has shown they hold the number
 * — is a number another enabled account has refused, naming `mobile`. The change goes through the one door
 * of ways-in (change.ts: the old number and every session are told), over the SMS module's codes. Our extension: hidden in strict mode.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  changeMobileBody,
  MOBILE_CODE_PATH,
  MOBILE_PATH,
  MOBILE_SAME,
  MOBILE_TAKEN,
  smsCodeData,
  smsCodeParam,
} from '../../../contract';
import type { AppContext } from '../../context';
import { fieldError, ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import type { SmsCodeRepository } from '../sms/code-repository';
import type { SmsCodes } from '../sms/codes';
import { WaysInRepository } from './repository';
import { signedInAsker, type WaysInService } from './service';

const tags = ['permission'];

export function mobileRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { codes: SmsCodes; repo: SmsCodeRepository; waysIn: WaysInService; config: object },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ownMobile = (userId: string) => new WaysInRepository(ctx.db).mobileOf(userId);

  routes.get(`${MOBILE_CODE_PATH}/:mobile`, {
    config: { ...deps.config, ours: true },
    schema: { tags, params: smsCodeParam, response: replies(smsCodeData) },
    handler: async (request) => {
      const userId = sessionOf(request).userId;
      const { mobile } = request.params;
      if ((await ownMobile(userId)) === mobile) throw fieldError('mobile', MOBILE_SAME);
      const target = { purpose: 'mobile', userId } as const;
      return ok(await deps.codes.request(mobile, signedInAsker(request), target), '验证码已发送');
    },
  });

  routes.put(MOBILE_PATH, {
    config: { ...deps.config, ours: true },
    schema: { tags, body: changeMobileBody, response: replies(z.null()) },
    handler: async (request) => {
      const proven = await deps.waysIn.prove(request, request.body);
      const userId = proven.session.userId;
      const { mobile, code } = request.body;
      const before = await ownMobile(userId);
      if (before === mobile) throw fieldError('mobile', MOBILE_SAME);
      await deps.codes.verify(mobile, code, signedInAsker(request), { purpose: 'mobile', userId });
      if (await deps.repo.takenByOther(mobile, userId)) throw fieldError('mobile', MOBILE_TAKEN);
      await deps.waysIn.commit(proven, request, {
        kind: 'mobile',
        done: '已更换',
        apply: (tx) => new WaysInRepository(tx).setMobile(proven, mobile),
        note: { previousMobile: before },
      });
      return ok(null, '手机号已更换');
    },
  });
}
