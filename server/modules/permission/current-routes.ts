/**
 * The caller's own place in the organisation (/api/permission/Users/Current/…): direct reports of anyone
 * (0 = the caller), and the units and positions the caller belongs to (one each in this hospital).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CODE, idParam, subordinateData, userBelongingData } from '../../../contract';
import type { AppContext } from '../../context';
import { ApiError, ok, replies } from '../../http/envelope';
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
