/**
 * Payslips (contract/payslip.ts, spec §2 personnelManage/payslipQuery): the caller's months of a year —
 * by default the latest year that has any — with the years to switch between, and one slip. Only ever the
 * caller's own: anyone else's slip is 404 工资条不存在, the same answer as an id that does not exist.
 * `POST Payslip/Unlock` (issue #30) checks the current password for the app's payslip gate, as 账号安全 checks
 * it (ways-in/proof.ts: wrong ones counted per account, five in 15 minutes lock it). Like the rest of this
 * stand-in for the hospital's own payslip module, it stays in strict mode.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CODE,
  PAYSLIP_PATH,
  PAYSLIP_UNLOCK_PATH,
  payslip,
  payslipList,
  payslipQuery,
  payslipUnlockBody,
} from '../../../contract';
import type { AppContext } from '../../context';
import { hospitalDay } from '../../hospital-time';
import { ApiError, ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { waysInService } from '../ways-in/service';
import { PayslipRepository } from './repository';

const tags = ['payslip'];
const idParam = z.object({ id: z.string().min(1).max(64) });

export const payslipRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const repo = new PayslipRepository(ctx.db);

  app.get(PAYSLIP_PATH, {
    schema: { tags, querystring: payslipQuery, response: replies(payslipList) },
    handler: async (request) => {
      const userId = sessionOf(request).userId;
      const years = await repo.years(userId);
      const year = request.query.year ?? years[0] ?? Number(hospitalDay(ctx.clock()).YYYY);
      return ok({ year, years, list: await repo.months(userId, year) });
    },
  });

  const waysIn = waysInService(ctx, app.log);
  app.post(PAYSLIP_UNLOCK_PATH, {
    schema: { tags, body: payslipUnlockBody, response: replies(z.null()) },
    handler: async (request) => {
      await waysIn.prove(request, request.body);
      return ok(null);
    },
  });

  app.get(`${PAYSLIP_PATH}/:id`, {
    schema: { tags, params: idParam, response: replies(payslip) },
    handler: async (request) => {
      const slip = await repo.mine(sessionOf(request).userId, request.params.id);
      if (!slip) throw new ApiError(CODE.NOT_FOUND, '工资条不存在');
      return ok(slip);
    },
  });
};
