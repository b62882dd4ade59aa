/**
 * 常用, the platform clients' favourites (`/api/app/Data`, contract/platform.ts): each person's favourite
 * flows, added from getFlowList (every flow with `isData`) and shown on their 协同 tab. A favourite names a
 * flow that exists; its `objectData` is the flow as it is now. Apps (type 2) and `/api/app/Menu` are empty:
 * this server has no pages for their Apps tab. Their clients write `Data/` with a trailing slash.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CODE } from '../../../contract';
import {
  APP_MENU_PATH,
  APP_USUAL_PATH,
  MAX_USUAL,
  usualBody,
  usualList,
  usualQuery,
} from '../../../contract/platform';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { appUsual } from '../../db/schema';
import { ApiError, ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { byCategory, startable } from '../workflow/flow-catalogue';

const tags = ['app'];
const FLOWS = 1;
const anything = replies(z.unknown());
const objectIdParam = z.object({ objectId: z.string().min(1).max(64) });
/** 3.3 pages getFlowList (a flat page); 3.2.4 asks for all (grouped by category). */
const flowListQuery = z.object({
  currentPage: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
  keyword: z.string().max(100).optional(),
  category: z.string().max(64).optional(),
});

/** The caller's favourite flows (type 1: the only kind this server has). */
const myFlows = (userId: string) => and(eq(appUsual.userId, userId), eq(appUsual.objectType, FLOWS));

const favouriteFlows = (db: Db, userId: string) =>
  db
    .select({ id: appUsual.id, objectId: appUsual.objectId })
    .from(appUsual)
    .where(myFlows(userId))
    .orderBy(asc(appUsual.createdAt), asc(appUsual.id));

export const usualRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  for (const path of [APP_USUAL_PATH, `${APP_USUAL_PATH}/`])
    app.get(path, {
      onRequest: ctx.guard,
      schema: { tags, querystring: usualQuery, response: replies(usualList) },
      handler: async (request) => {
        if (request.query.type !== '1') return ok({ list: [] });
        const flows = new Map((await startable(ctx.db)).map((f) => [f.id, f]));
        const rows = await favouriteFlows(ctx.db, sessionOf(request).userId);
        const list = rows
          .filter((r) => flows.has(r.objectId))
          .map((r) => ({
            id: r.id,
            objectType: '1',
            objectId: r.objectId,
            objectData: JSON.stringify(flows.get(r.objectId)),
          }));
        return ok({ list });
      },
    });

  app.post(APP_USUAL_PATH, {
    onRequest: ctx.guard,
    schema: { tags, body: usualBody, response: replies(z.null()) },
    handler: async (request) => {
      const userId = sessionOf(request).userId;
      const { objectType, objectId } = request.body;
      const exists = objectType === '1' && (await startable(ctx.db)).some((f) => f.id === objectId);
      if (!exists) throw new ApiError(CODE.NOT_FOUND, objectType === '1' ? '流程不存在' : '应用不存在');
      const [held] = await ctx.db.select({ n: count() }).from(appUsual).where(myFlows(userId));
      if ((held?.n ?? 0) >= MAX_USUAL) throw new ApiError(CODE.BAD_REQUEST, `常用最多 ${MAX_USUAL} 个`);
      const row = { id: randomUUID(), userId, objectType: FLOWS, objectId, createdAt: new Date(ctx.clock()) };
      await ctx.db.insert(appUsual).values(row).onConflictDoNothing();
      return ok(null);
    },
  });

  app.delete(`${APP_USUAL_PATH}/:objectId`, {
    onRequest: ctx.guard,
    schema: { tags, params: objectIdParam, body: z.object({}).nullish(), response: replies(z.null()) },
    handler: async (request) => {
      const userId = sessionOf(request).userId;
      await ctx.db
        .delete(appUsual)
        .where(and(myFlows(userId), eq(appUsual.objectId, request.params.objectId)));
      return ok(null);
    },
  });

  app.get(`${APP_USUAL_PATH}/getFlowList`, {
    onRequest: ctx.guard,
    schema: { tags, querystring: flowListQuery, response: anything },
    handler: async (request) => {
      const { currentPage, pageSize, keyword, category } = request.query;
      const held = new Set((await favouriteFlows(ctx.db, sessionOf(request).userId)).map((r) => r.objectId));
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

  for (const path of [`${APP_USUAL_PATH}/getDataList`, APP_MENU_PATH])
    app.get(path, {
      onRequest: ctx.guard,
      schema: { tags, querystring: z.object({ keyword: z.string().max(50).optional() }), response: anything },
      handler: async () => ok({ list: [] }),
    });
};
