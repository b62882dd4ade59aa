/**
 * The system area (spec §7 "System data"): dictionaries, areas and bill numbers; every route requires a
 * live session. A bill number is issued to its caller (bill-number-issue.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billNumberData, billRuleParam, CODE, BILL_NUMBER_PATH } from '../../../contract';
import type { AppContext } from '../../context';
import { ApiError, ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { areaRoutes } from './area-routes';
import { issueBillNumber } from './bill-number-issue';
import { dictionaryRoutes } from './dictionary-routes';

export const systemRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(dictionaryRoutes, { ctx });
  await app.register(areaRoutes, { ctx });

  app.get(`${BILL_NUMBER_PATH}/:id`, {
    schema: { tags: ['system'], params: billRuleParam, response: replies(billNumberData) },
    handler: async (request) => {
      const { userId } = sessionOf(request);
      const billNo = await issueBillNumber(ctx.db, request.params.id, userId, ctx.clock());
      if (!billNo) throw new ApiError(CODE.NOT_FOUND, `单据规则不存在：${request.params.id}`);
      return ok(billNo);
    },
  });
};
