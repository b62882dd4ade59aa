/**
 * The colleague card as the platform's clients open it (issue #16): `GET /api/app/User/{id}`, the same
 * person GetUserInfo gives (a mobile only where the viewer may see it) under their field names too.
 */
import { z } from 'zod/mini';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appUserDetail, APP_USER_PATH } from '../../../contract';
import type { AppContext } from '../../context';
import { ok, replies } from '../../http/envelope';
import { userDetailFor } from './directory';
import { PermissionRepository } from './repository';

const appUserParam = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

export const appUserRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const repo = new PermissionRepository(ctx.db);
  app.get(`${APP_USER_PATH}/:id`, {
    schema: { tags: ['app'], params: appUserParam, response: replies(appUserDetail) },
    handler: async (request) => {
      const detail = await userDetailFor(repo, request, request.params.id);
      return ok({ ...detail, mobilePhone: detail.mobile, telePhone: '' });
    },
  });
};
