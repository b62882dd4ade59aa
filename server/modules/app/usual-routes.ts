/**
 * 常用, the platform clients' favourites (`/api/app/Data`, contract/platform.ts): each person's favourite
 * flows (type 1, shown on their 协同 tab; all of them with `isData` in getFlowList) and apps (type 2, their
 * 应用 tab; menu-routes.ts lists them). A favourite names a flow the person may start or an app she may use;
 * its `objectData` is that item as it is now. Their clients write `Data/` with a trailing slash.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CODE } from '../../../contract';
import { APP_USUAL_PATH, MAX_USUAL, usualBody, usualList, usualQuery } from '../../../contract/platform';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { ApiError, ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { byCategory, startable } from '../workflow/flow-catalogue';
import { appsFor } from './person-apps';
import { APPS, FLOWS, UsualRepository, type UsualType } from './usual-repository';

const tags = ['app'];
const anything = replies(z.unknown());
const objectIdParam = z.object({ objectId: z.string().min(1).max(64) });
/** 3.3 pages getFlowList (a flat page); 3.2.4 asks for all (grouped by category). */
const flowListQuery = z.object({
  currentPage: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
  keyword: z.string().max(100).optional(),
  category: z.string().max(64).optional(),
});

const typeOf = (wire: '1' | '2'): UsualType => (wire === '1' ? FLOWS : APPS);

/** What a favourite of the type may name, by id: the flows the person may start, or the apps she may use. */
async function catalogue(db: Db, userId: string, type: UsualType): Promise<Map<string, { id: string }>> {
  const items: { id: string }[] = type === FLOWS ? await startable(db) : await appsFor(db, userId);
  return new Map(items.map((i) => [i.id, i]));
}

export const usualRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const repo = new UsualRepository(ctx.db);

  for (const path of [APP_USUAL_PATH, `${APP_USUAL_PATH}/`])
    app.get(path, {
      schema: { tags, querystring: usualQuery, response: replies(usualList) },
      handler: async (request) => {
        const userId = sessionOf(request).userId;
        const type = typeOf(request.query.type);
        const items = await catalogue(ctx.db, userId, type);
        const rows = await repo.favourites(userId, type);
        const list = rows
          .filter((r) => items.has(r.objectId))
          .map((r) => ({
            id: r.id,
            objectType: request.query.type,
            objectId: r.objectId,
            objectData: JSON.stringify(items.get(r.objectId)),
          }));
        return ok({ list });
      },
    });

  app.post(APP_USUAL_PATH, {
    schema: { tags, body: usualBody, response: replies(z.null()) },
    handler: async (request) => {
      const userId = sessionOf(request).userId;
      const { objectId } = request.body;
      const objectType = typeOf(request.body.objectType);
      if (!(await catalogue(ctx.db, userId, objectType)).has(objectId))
        throw new ApiError(CODE.NOT_FOUND, objectType === FLOWS ? '流程不存在' : '应用不存在');
      if ((await repo.count(userId, objectType)) >= MAX_USUAL)
        throw new ApiError(CODE.BAD_REQUEST, `常用最多 ${MAX_USUAL} 个`);
      await repo.add({ id: randomUUID(), userId, objectType, objectId, createdAt: new Date(ctx.clock()) });
      return ok(null);
    },
  });

  app.delete(`${APP_USUAL_PATH}/:objectId`, {
    schema: { tags, params: objectIdParam, body: z.object({}).nullish(), response: replies(z.null()) },
    handler: async (request) => {
      await repo.remove(sessionOf(request).userId, request.params.objectId);
      return ok(null);
    },
  });

  app.get(`${APP_USUAL_PATH}/getFlowList`, {
    schema: { tags, querystring: flowListQuery, response: anything },
    handler: async (request) => {
      const { currentPage, pageSize, keyword, category } = request.query;
      const held = new Set((await repo.favourites(sessionOf(request).userId, FLOWS)).map((r) => r.objectId));
      const items = (await startable(ctx.db, keyword ?? '', category ?? '')).map((f) => ({
        ...f,
        isData: held.has(f.id),
      }));
      if (currentPage !== undefined) {
        const list = items.slice((currentPage - 1) * pageSize, currentPage * pageSize);
        return ok({ list, pagination: { pageIndex: currentPage, pageSize, total: items.length } });
      }
      return ok({ list: await byCategory(ctx.db, items) });
    },
  });
};
