/**
 * The system area (spec §7 "System data"): dictionaries, areas and bill numbers; every route requires a
 * live session. Bill numbers count days in the hospital's time zone (hospital-time.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billNumberData, billRuleParam, CODE } from '../../../contract';
import type { AppContext } from '../../context';
import { hospitalDay } from '../../hospital-time';
import { ApiError, ok, replies } from '../../http/envelope';
import { areaRoutes } from './area-routes';
import { formatBillNumber } from './bill-number';
import { dictionaryRoutes } from './dictionary-routes';
import { SystemRepository } from './repository';

export const systemRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const repo = new SystemRepository(ctx.db);
  await app.register(dictionaryRoutes, { ctx });
  await app.register(areaRoutes, { ctx });

  app.get('/api/system/BillRule/BillNumber/:id', {
    onRequest: ctx.guard,
    schema: { tags: ['system'], params: billRuleParam, response: replies(billNumberData) },
    handler: async (request) => {
      const rule = await repo.nextBillNumber(request.params.id, hospitalDay(ctx.clock()));
      if (!rule) throw new ApiError(CODE.NOT_FOUND, `单据规则不存在：${request.params.id}`);
      return ok(formatBillNumber(rule));
    },
  });
};
