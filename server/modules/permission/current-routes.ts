/**
 * The caller's own place in the organisation (/api/permission/Users/Current/…): direct reports of anyone
 * (0 = the caller) and the caller's head (`PUT Avatar/{name}`: a picture of theirs uploaded to `userAvatar`).
 * Units and posts: major-routes.ts; personal data: personal-routes.ts; the password: password-routes.ts.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { downloadPath, idParam, subordinateData, CURRENT_USER_CALLS } from '../../../contract';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { fieldError, ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { isOwnUpload } from '../file/own-files';
import { requireViewer } from './directory';
import { PermissionRepository } from './repository';

const BASE = CURRENT_USER_CALLS;
const tags = ['permission'];

export const currentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const repo = new PermissionRepository(ctx.db);

  app.get(`${BASE}/Subordinate/:id`, {
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
};
