/**
 * Area routes of /api/system/Area: one level of the provinces-cities-districts tree (-1 or 0 = the
 * provinces), every area at once for offline use (ETag, 304), and names for paths of ids.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { areaAllData, areaByIdsBody, areaByIdsData, areaSelectorData, AREA_PATH } from '../../../contract';
import type { AppContext } from '../../context';
import { ok, replies } from '../../http/envelope';
import { answeredNotModified, etagOf } from '../../http/etag';
import { SystemRepository } from './repository';
import { areaParam } from './schemas';
import { OURS } from '../../http/strict';

const BASE = AREA_PATH;
const tags = ['system'];
const TOP = ['-1', '0'];

export const areaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const repo = new SystemRepository(ctx.db);

  app.get(`${BASE}/:id/Selector/0`, {
    schema: { tags, params: areaParam, response: replies(areaSelectorData) },
    handler: async (request) => {
      const { id } = request.params;
      return ok({ list: await repo.areaChildren(TOP.includes(id) ? null : id) });
    },
  });

  app.get(`${BASE}/All`, {
    config: OURS,
    schema: { tags, response: replies(areaAllData) },
    handler: async (request, reply) => {
      if (answeredNotModified(request, reply, etagOf('areas', await repo.areasVersion()))) return reply;
      return ok({ list: await repo.allAreas() });
    },
  });

  // Each path of ids becomes the same path of names; an id that names no area is left out.
  app.post(`${BASE}/GetAreaByIds`, {
    schema: { tags, body: areaByIdsBody, response: replies(areaByIdsData) },
    handler: async (request) => {
      const { idsList } = request.body;
      const names = await repo.areaNames([...new Set(idsList.flat())]);
      return ok(idsList.map((path) => path.flatMap((id) => names.get(id) ?? [])));
    },
  });
};
