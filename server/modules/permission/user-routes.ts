/**
 * People routes of /api/permission/Users: the offline directory with its change cursor (All), the paged
 * chat list (ImUser, always in name order: sidx/sort are accepted and ignored), and person lookups
 * (getUserList, GetUserInfo, GetUserEducation, getSubordinates; the platform clients' colleague card
 * `GET /api/app/User/{id}` is app-user-routes.ts).
 */
import { z } from 'zod/mini';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CODE,
  educationData,
  imUser,
  paged,
  pageQuery,
  subordinatesBody,
  subordinatesData,
  userDetail,
  userIdBody,
  userListBody,
  userListData,
  usersAllData,
  usersAllQuery,
  USERS_PATH,
} from '../../../contract';
import type { AppContext } from '../../context';
import { ApiError, ok, replies } from '../../http/envelope';
import { answeredNotModified, etagOf } from '../../http/etag';
import {
  directoryDelta,
  directoryPosition,
  fullDirectory,
  requireViewer,
  toDirectoryUser,
  toEducationRow,
  userDetailFor,
} from './directory';
import { OrgRepository } from './org-repository';
import { PermissionRepository } from './repository';
import { listedUsers } from './user-list';
import { mayReadRecords } from './visibility';

const BASE = USERS_PATH;
const tags = ['permission'];

export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const repo = new PermissionRepository(ctx.db);
  const orgRepo = new OrgRepository(ctx.db);

  app.get(`${BASE}/All`, {
    schema: { tags, querystring: usersAllQuery, response: replies(usersAllData) },
    handler: async (request, reply) => {
      const viewer = await requireViewer(repo, request);
      const position = await directoryPosition(orgRepo, viewer, request.query.since);
      const { after } = position;
      if (after !== null) return ok(await directoryDelta(repo, viewer, { ...position, after }));
      if (answeredNotModified(request, reply, etagOf('users-all', position.cursor))) return reply;
      return ok(await fullDirectory(repo, viewer, position.cursor));
    },
  });

  app.get(`${BASE}/ImUser`, {
    schema: { tags, querystring: pageQuery, response: replies(paged(imUser)) },
    handler: async (request) => {
      const { keyword, currentPage, pageSize } = request.query;
      const { rows, total } = await repo.page(keyword, (currentPage - 1) * pageSize, pageSize);
      const list = rows.map(({ id, account, realName, headIcon, organizeName }) => ({
        id,
        account,
        realName,
        headIcon,
        department: organizeName,
      }));
      return ok({ list, pagination: { pageIndex: currentPage, pageSize, total } });
    },
  });

  app.post(`${BASE}/getUserList`, {
    schema: { tags, body: userListBody, response: replies(userListData) },
    handler: async (request) => {
      const viewer = await requireViewer(repo, request);
      const rows = await listedUsers(repo, orgRepo, request.body);
      const list = rows.map((r) => ({
        ...toDirectoryUser(viewer, r),
        fullName: `${r.realName}/${r.account}`,
      }));
      return ok({ list });
    },
  });

  app.post(`${BASE}/GetUserInfo`, {
    schema: { tags, body: userIdBody, response: replies(userDetail) },
    handler: async (request) => ok(await userDetailFor(repo, request, request.body.userId)),
  });

  app.post(`${BASE}/GetUserEducation`, {
    schema: { tags, body: userIdBody, response: replies(educationData) },
    handler: async (request) => {
      const viewer = await requireViewer(repo, request);
      const { userId } = request.body;
      const above = viewer.userId !== userId && (await repo.isAbove(viewer.userId, userId));
      if (!mayReadRecords(viewer, userId, above))
        throw new ApiError(CODE.FORBIDDEN, '无权查看该人员的学历信息');
      return ok({ list: (await repo.education(userId)).map(toEducationRow) });
    },
  });

  app.post(`${BASE}/getSubordinates`, {
    schema: { tags, body: z.optional(subordinatesBody), response: replies(subordinatesData) },
    handler: async (request) => {
      const viewer = await requireViewer(repo, request);
      const { keyword, selectUserList = [] } = request.body ?? {};
      const rows = await repo.subordinates(viewer.userId, keyword, selectUserList);
      return ok({ list: rows.map((r) => toDirectoryUser(viewer, r)) });
    },
  });
};
