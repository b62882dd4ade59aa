/**
 * Changing one's password (`POST /api/permission/Users/Current/Actions/ModifyPassword`, issue #17): the old
 * one must be right — asked as every change of a way in asks (issue #28, ways-in/proof.ts: five wrong ones in
 * 15 minutes, on any route that asks, lock it for that account for the rest of the window, so a stolen
 * session cannot guess it); an account without a password proves itself by a code to its current number
 * (`reauthCode`) instead —, the new one meets what the server can check of the policy on an md5
 * (contract/password.ts), and on success the change goes through the one door of ways-in (the number and
 * every session are told) and every other session of the account ends (their sockets get `logout`, their
 * next call 600) while this one stays.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMMON_PASSWORDS,
  modifyPasswordBody,
  PASSWORD_HISTORY,
  MODIFY_PASSWORD_PATH,
} from '../../../contract';
import { hashPassword, md5Hex, verifyPassword } from '../../auth/password';
import type { AppContext } from '../../context';
import { fieldError, ok, replies } from '../../http/envelope';
import { waysInService } from '../ways-in/service';
import { PermissionRepository } from './repository';
import { recentPasswords } from '../../auth/password-history';
import { PersonalRepository } from './personal-repository';

const PATH = MODIFY_PASSWORD_PATH;

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
  const people = new PermissionRepository(ctx.db);
  const waysIn = waysInService(ctx, app.log);

  app.post(PATH, {
    schema: { tags: ['permission'], body: modifyPasswordBody, response: replies(z.null()) },
    handler: async (request) => {
      const { oldPassword, password, reauthCode } = request.body;
      const proof = { password: oldPassword, reauthCode };
      const proven = await waysIn.prove(request, proof, 'oldPassword');
      const { userId, jti } = proven.session;
      const [me] = await people.byIds([userId]);
      if (me && password.toLowerCase() === md5Hex(me.account))
        throw fieldError('password', '新密码不能与账号相同');
      if (COMMON_MD5.has(password.toLowerCase())) throw fieldError('password', '新密码过于常见，请换一个');
      if (await anyMatch(password, await recentPasswords(ctx.db, userId)))
        throw fieldError('password', `新密码不能与最近 ${PASSWORD_HISTORY} 次使用过的密码相同`);
      const next = await hashPassword(password);
      await waysIn.commit(proven, request, {
        kind: 'password',
        done: '已修改',
        apply: (tx) => new PersonalRepository(tx).changePassword(proven, next),
        note: {},
      });
      await ctx.sessions.revokeUser(userId, 'password', { exceptJti: jti });
      return ok(null);
    },
  });
};
