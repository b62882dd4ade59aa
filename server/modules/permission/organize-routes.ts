/**
 * Tree routes: organisations, departments, positions, the whole organisation with its people (ETag and
 * 304 on each), the lazily opened people picker, and the titled staff of a unit.
 * `{id}` in Organize/Selector is a unit to leave out with everything below it (0 = none).
 */
import { z } from 'zod/mini';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParam,
  keywordBody,
  selectorData,
  titledEmployeeData,
  type SelectorNode,
  ORGANIZE_SELECTOR_PATH,
  DEPARTMENT_SELECTOR_PATH,
  POSITION_SELECTOR_PATH,
  USERS_SELECTOR_PATH,
  IM_USER_SELECTOR_PATH,
  HAVE_TITLE_LIST_PATH,
} from '../../../contract';
import type { AppContext } from '../../context';
import { ok, replies } from '../../http/envelope';
import { answeredNotModified, etagOf } from '../../http/etag';
import { OrgRepository, type PositionRow } from './org-repository';
import { PermissionRepository } from './repository';
import { nameInitials } from './name-index';
import { orgTree, personNode, pickerLevel, subtreeIds } from './trees';

const tags = ['permission'];
const ROOT = '0';

function positionNode(p: PositionRow): SelectorNode {
  return { ...p, parentId: null, type: 'position', initials: nameInitials(p.fullName), hasChildren: false };
}

// Part of every tree's ETag: bumped when a node gains a field (2: initials), so stored copies revalidate.
const TREE_SHAPE = 2;
const treeTag = (...parts: (string | number)[]) => etagOf(TREE_SHAPE, ...parts);

export const organizeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const repo = new PermissionRepository(ctx.db);
  const orgRepo = new OrgRepository(ctx.db);
  // 0 stands for "none" (Selector) or "the top" (ImUser/Selector).
  const unitOf = (id: string) => (id === ROOT ? undefined : id);

  app.get(`${ORGANIZE_SELECTOR_PATH}/:id`, {
    schema: { tags, params: idParam, response: replies(selectorData) },
    handler: async (request, reply) => {
      const { id } = request.params;
      if (answeredNotModified(request, reply, treeTag('organizes', id, await orgRepo.organizesVersion())))
        return reply;
      return ok({ list: orgTree(await orgRepo.organizes(), { exclude: unitOf(id) }) });
    },
  });

  app.get(`${DEPARTMENT_SELECTOR_PATH}/:id`, {
    schema: { tags, params: idParam, response: replies(selectorData) },
    handler: async (request, reply) => {
      const { id } = request.params;
      if (answeredNotModified(request, reply, treeTag('departments', id, await orgRepo.organizesVersion())))
        return reply;
      const orgs = await orgRepo.organizes();
      return ok({ list: orgTree(orgs, { exclude: unitOf(id), disableCompanies: true }) });
    },
  });

  app.get(POSITION_SELECTOR_PATH, {
    schema: { tags, response: replies(selectorData) },
    handler: async (request, reply) => {
      if (answeredNotModified(request, reply, treeTag('positions', await orgRepo.positionsVersion())))
        return reply;
      return ok({ list: (await orgRepo.positions()).map(positionNode) });
    },
  });

  app.get(USERS_SELECTOR_PATH, {
    schema: { tags, response: replies(selectorData) },
    handler: async (request, reply) => {
      const [people, units] = await Promise.all([orgRepo.usersVersion(), orgRepo.organizesVersion()]);
      if (answeredNotModified(request, reply, treeTag('users-selector', people, units))) return reply;
      return ok({ list: orgTree(await orgRepo.organizes(), { people: await repo.leaves() }) });
    },
  });

  app.post(`${IM_USER_SELECTOR_PATH}/:id`, {
    schema: { tags, params: idParam, body: z.optional(keywordBody), response: replies(selectorData) },
    handler: async (request) => {
      const keyword = request.body?.keyword;
      if (keyword) return ok({ list: (await repo.leavesMatching(keyword)).map(personNode) });
      const parent = unitOf(request.params.id) ?? null;
      const [orgs, counts, people] = await Promise.all([
        orgRepo.organizes(),
        orgRepo.memberCounts(),
        parent ? repo.leavesIn(parent) : Promise.resolve([]),
      ]);
      return ok({ list: pickerLevel(orgs, counts, parent, people) });
    },
  });

  app.get(`${HAVE_TITLE_LIST_PATH}/:id`, {
    schema: { tags: ['SubDev'], params: idParam, response: replies(titledEmployeeData) },
    handler: async (request) => {
      const { id } = request.params;
      const units = id === ROOT ? null : [...subtreeIds(await orgRepo.organizes(), id)];
      const rows = await repo.titled(units);
      const list = rows.map((r) => ({
        id: r.id,
        realName: r.realName,
        organizeName: r.organizeName,
        titleName: r.titleName ?? '',
        titleLevel: r.titleLevel ?? '',
      }));
      return ok({ list });
    },
  });
};
