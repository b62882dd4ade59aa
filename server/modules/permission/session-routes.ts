/**
 * 账号安全's sessions (issue #17): the caller's live sessions (`GET Users/Current/Sessions`), signing one of
 * them out (`DELETE …/Sessions/{id}`: only one's own; the device's socket is told and its next call is
 * answered 600), and every other one (`POST …/Sessions/Actions/SignOutOthers`: this one stays). Signing out
 * the others may also remove the ways in another device added (issue #28, ways-in/remove.ts), asked for by
 * kind, which first asks for the proof of the person; without any, it asks for nothing more.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  liveSessionsData,
  SESSIONS_PATH,
  sessionIdParam,
  SIGN_OUT_OTHERS_PATH,
  signedOutData,
  signOutOthersBody,
  type RemovableWayIn,
} from '../../../contract';
import type { AppContext } from '../../context';
import { fieldError, ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { removeFromOtherDevices } from '../ways-in/remove';
import { waysInService } from '../ways-in/service';
import { OURS } from '../../http/strict';

const tags = ['permission'];

export const sessionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const waysIn = waysInService(ctx, app.log);

  app.get(SESSIONS_PATH, {
    config: OURS,
    schema: { tags, response: replies(liveSessionsData) },
    handler: async (request) => {
      const me = sessionOf(request);
      const rows = await ctx.sessions.live(me.userId);
      return ok({
        list: rows.map((r) => ({
          id: r.jti,
          userAgent: r.userAgent ?? '',
          address: r.address ?? '',
          issuedAt: r.issuedAt.getTime(),
          lastSeenAt: (r.lastSeenAt ?? r.issuedAt).getTime(),
          current: r.jti === me.jti,
        })),
      });
    },
  });

  app.delete(`${SESSIONS_PATH}/:id`, {
    config: OURS,
    schema: { tags, params: sessionIdParam, body: z.object({}).nullish(), response: replies(z.null()) },
    handler: async (request) => {
      const me = sessionOf(request);
      const own = (await ctx.sessions.live(me.userId)).some((r) => r.jti === request.params.id);
      if (!own) throw fieldError('id', '该设备已退出登录');
      await ctx.sessions.revoke(request.params.id, 'logout');
      return ok(null, '已退出该设备');
    },
  });

  app.post(SIGN_OUT_OTHERS_PATH, {
    config: OURS,
    schema: { tags, body: signOutOthersBody, response: replies(signedOutData) },
    handler: async (request) => {
      const me = sessionOf(request);
      const { remove = [], ...proof } = request.body ?? {};
      let removed: RemovableWayIn[] = [];
      if (remove.length > 0) {
        const proven = await waysIn.prove(request, proof);
        removed = await removeFromOtherDevices(ctx.db, waysIn, { proven, request }, remove);
      }
      const others = (await ctx.sessions.live(me.userId)).filter((r) => r.jti !== me.jti).length;
      await ctx.sessions.revokeUser(me.userId, 'logout', { exceptJti: me.jti });
      return ok({ count: others, removed }, '已退出其他设备');
    },
  });
};
