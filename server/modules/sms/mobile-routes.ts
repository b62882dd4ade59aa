/**
 * 账号安全's 更换手机号 (issue #17): `GET Users/Current/MobileCode/{mobile}` sends a code to the new number for
 * the signed-in user who asked, and `PUT Users/Current/Mobile` with the number and the code makes it theirs
 * (the code is good only for them, once). A number another enabled account holds, or the one they already
 * have, is refused naming `mobile`. Our extension: hidden in strict mode (http/strict.ts).
 */
import { and, eq } from 'drizzle-orm';
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
import { users } from '../../db/schema';
import { fieldError, ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import type { SmsCodeRepository } from './code-repository';
import type { SmsCodes } from './codes';

const tags = ['permission'];

export function mobileRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { codes: SmsCodes; repo: SmsCodeRepository; config: object },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** Refuses a number the user cannot take: their own already, or another enabled account's. */
  const checkTakeable = async (userId: string, mobile: string) => {
    const [me] = await ctx.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
    if (me?.mobile === mobile) throw fieldError('mobile', MOBILE_SAME);
    if (await deps.repo.takenByOther(mobile, userId)) throw fieldError('mobile', MOBILE_TAKEN);
  };

  routes.get(`${MOBILE_CODE_PATH}/:mobile`, {
    onRequest: ctx.guard,
    config: deps.config,
    schema: { tags, params: smsCodeParam, response: replies(smsCodeData) },
    handler: async (request) => {
      const userId = sessionOf(request).userId;
      await checkTakeable(userId, request.params.mobile);
      const target = { purpose: 'mobile', userId } as const;
      return ok(await deps.codes.request(request.params.mobile, request.ip, target), '验证码已发送');
    },
  });

  routes.put(MOBILE_PATH, {
    onRequest: ctx.guard,
    config: deps.config,
    schema: { tags, body: changeMobileBody, response: replies(z.null()) },
    handler: async (request) => {
      const userId = sessionOf(request).userId;
      const { mobile, code } = request.body;
      await checkTakeable(userId, mobile);
      await deps.codes.verify(mobile, code, { purpose: 'mobile', userId });
      await ctx.db
        .update(users)
        .set({ mobile })
        .where(and(eq(users.id, userId), eq(users.enabled, true)));
      return ok(null, '手机号已更换');
    },
  });
}
