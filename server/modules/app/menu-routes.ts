/**
 * Their 应用 tab: `GET /api/app/Menu` lists the business applications the caller may use by group
 * (business-apps.ts, person-apps.ts), by keyword as 3.3 asks; `GET /api/app/Data/getDataList` (更多应用) the
 * same, each with `isData` (a favourite already, usual-routes.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_MENU_PATH, APP_USUAL_PATH, appMenu, appMenuQuery } from '../../../contract/platform';
import type { AppContext } from '../../context';
import { ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { menuFor } from './person-apps';
import { APPS, UsualRepository } from './usual-repository';

const tags = ['app'];

export const menuRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(APP_MENU_PATH, {
    schema: { tags, querystring: appMenuQuery, response: replies(appMenu) },
    handler: async (request) =>
      ok({ list: await menuFor(ctx.db, sessionOf(request).userId, request.query.keyword) }),
  });

  app.get(`${APP_USUAL_PATH}/getDataList`, {
    schema: { tags, querystring: appMenuQuery, response: replies(appMenu) },
    handler: async (request) => {
      const userId = sessionOf(request).userId;
      const held = new Set(
        (await new UsualRepository(ctx.db).favourites(userId, APPS)).map((r) => r.objectId),
      );
      const groups = await menuFor(ctx.db, userId, request.query.keyword);
      const list = groups.map((g) => ({
        ...g,
        children: g.children.map((c) => ({ ...c, isData: held.has(c.id) })),
      }));
      return ok({ list });
    },
  });
};
