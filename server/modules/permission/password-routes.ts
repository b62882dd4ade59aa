/**
 * Changing one's password (`POST /api/permission/Users/Current/Actions/ModifyPassword`, issue #17): the old
 * one must be right (five wrong ones in 15 minutes lock the change for that account for the rest of the
 * window, so a stolen session cannot guess it), the new one meets what the server can check of the policy
 * on an md5 (contract/password.ts), and on success every other session of the account ends (their sockets
 * get `logout`, their next call 600) while this one stays.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { z } from 'zod';
import { CODE, COMMON_PASSWORDS, modifyPasswordBody, PASSWORD_HISTORY } from '../../../contract';
import { hashPassword, md5Hex, verifyPassword } from '../../auth/password';
import type { AppContext } from '../../context';
import { ApiError, fieldError, ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { PermissionRepository } from './repository';
import { PersonalRepository } from './personal-repository';

const PATH = '/api/permission/Users/Current/Actions/ModifyPassword';
const WRONG_OLD_MAX = 5;
const WRONG_OLD_WINDOW_SEC = 15 * 60;

/** md5 of each common password as listed, in lower case and capitalised: what a hash lets us compare. */
const COMMON_MD5 = new Set(
  COMMON_PASSWORDS.flatMap((p) => [p, p.toLowerCase(), p[0]!.toUpperCase() + p.slice(1).toLowerCase()]).map(
    md5Hex,
  ),
);

async function anyMatch(md5: string, hashes: { salt: string; hash: string }[]): Promise<boolean> {
  for (const stored of hashes) if (await verifyPassword(md5, stored)) return true;
  return false;
}

export const passwordRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const repo = new PersonalRepository(ctx.db);
  const people = new PermissionRepository(ctx.db);
  const wrongOld = new RateLimiterMemory({ points: WRONG_OLD_MAX, duration: WRONG_OLD_WINDOW_SEC });

  app.post(PATH, {
    onRequest: ctx.guard,
    schema: { tags: ['permission'], body: modifyPasswordBody, response: replies(z.null()) },
    handler: async (request) => {
      const session = sessionOf(request);
      const { oldPassword, password } = request.body;
      const tries = await wrongOld.get(session.userId);
      if (tries && tries.consumedPoints >= WRONG_OLD_MAX)
        throw new ApiError(CODE.BAD_REQUEST, '原密码错误次数过多，请 15 分钟后再试');
      const recent = await repo.recentPasswords(session.userId);
      if (!recent[0] || !(await verifyPassword(oldPassword, recent[0]))) {
        await wrongOld.penalty(session.userId);
        throw fieldError('oldPassword', '原密码错误');
      }
      const [me] = await people.byIds([session.userId]);
      if (me && password.toLowerCase() === md5Hex(me.account))
        throw fieldError('password', '新密码不能与账号相同');
      if (COMMON_MD5.has(password.toLowerCase())) throw fieldError('password', '新密码过于常见，请换一个');
      if (await anyMatch(password, recent))
        throw fieldError('password', `新密码不能与最近 ${PASSWORD_HISTORY} 次使用过的密码相同`);
      await repo.changePassword(session.userId, await hashPassword(password));
      await wrongOld.delete(session.userId);
      await ctx.sessions.revokeUser(session.userId, 'password', { exceptJti: session.jti });
      return ok(null);
    },
  });
};
