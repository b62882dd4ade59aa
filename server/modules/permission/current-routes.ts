/**
 * The caller's own place in the organisation (/api/permission/Users/Current/…): direct reports of anyone
 * (0 = the caller), the units and positions the caller belongs to (one each in this hospital), and the
 * caller's head (`PUT Avatar/{name}`: a picture of theirs uploaded to `userAvatar`).
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CODE, downloadPath, idParam, subordinateData, userBelongingData } from '../../../contract';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { ApiError, fieldError, ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { isOwnUpload } from '../file/own-files';
import { requireViewer } from './directory';
import { OrgRepository } from './org-repository';
import { PermissionRepository } from './repository';
import type { OrgRow } from './trees';

const BASE = '/api/permission/Users/Current';
const tags = ['permission'];

/** "滨江市人民医院/心内科/心内科病区": the names from the top down to `id`. */
function orgPath(orgs: OrgRow[], id: string): string {
  const byId = new Map(orgs.map((o) => [o.id, o]));
  const names: string[] = [];
  for (
    let o = byId.get(id);
    o && names.length <= orgs.length;
    o = o.parentId ? byId.get(o.parentId) : undefined
  )
    names.unshift(o.fullName);
  return names.join('/');
}

export const currentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const repo = new PermissionRepository(ctx.db);
  const orgRepo = new OrgRepository(ctx.db);

  app.get(`${BASE}/Subordinate/:id`, {
    onRequest: ctx.guard,
    schema: { tags, params: idParam, response: replies(subordinateData) },
    handler: async (request) => {
      const viewer = await requireViewer(repo, request);
      const managerId = request.params.id === '0' ? viewer.userId : request.params.id;
      const rows = await repo.directReports(managerId);
      return ok(
        rows.map((r) => ({
          id: r.id,
          userName: r.realName,
          avatar: r.headIcon,
          department: r.organizeName,
          position: r.positionName,
          isLeaf: !r.hasReports,
        })),
      );
    },
  });

  // The platform's clients send no body (an empty one with a JSON type); the head shows everywhere at once.
  app.put(`${BASE}/Avatar/:name`, {
    onRequest: ctx.guard,
    schema: {
      tags,
      params: z.object({ name: z.string().min(1).max(200) }),
      body: z.object({}).nullish(),
      response: replies(z.null()),
    },
    handler: async (request) => {
      const userId = sessionOf(request).userId;
      const path = downloadPath('userAvatar', request.params.name);
      if (!(await isOwnUpload(ctx.db, userId, path, { type: 'userAvatar', image: true })))
        throw fieldError('name', '只能使用本人上传的图片作为头像');
      await ctx.db.update(users).set({ headIcon: path }).where(eq(users.id, userId));
      return ok(null);
    },
  });

  app.get(`${BASE}/getUserOrganizes`, {
    onRequest: ctx.guard,
    schema: { tags, response: replies(userBelongingData) },
    handler: async (request) => {
      const viewer = await requireViewer(repo, request);
      const fullName = orgPath(await orgRepo.organizes(), viewer.organizeId);
      return ok([{ id: viewer.organizeId, fullName, isDefault: true }]);
    },
  });

  app.get(`${BASE}/getUserPositions`, {
    onRequest: ctx.guard,
    schema: { tags, response: replies(userBelongingData) },
    handler: async (request) => {
      const viewer = await requireViewer(repo, request);
      const [me] = await repo.byIds([viewer.userId]);
      if (!me) throw new ApiError(CODE.ACCOUNT_DISABLED, '账号已被停用，请联系管理员');
      return ok(me.positionId ? [{ id: me.positionId, fullName: me.positionName, isDefault: true }] : []);
    },
  });
};
