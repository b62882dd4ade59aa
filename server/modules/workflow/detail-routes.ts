/**
 * One flow: `GET FlowBefore/{taskId}` (flowBeforeData for the viewer; a saved 暂存 in the platform's
 * encodings for its clients), its decisions summed up by department or post (`GET FlowBefore/RecordList/
 * {taskId}`, record-summary.ts), `GET FlowBefore/{operatorId}/Info` (is this to-do still mine?), and our
 * own `GET FlowBefore/LeaveContext/{taskId}` (who else in the unit is off those days: leave-context.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CODE,
  flowBeforeData,
  flowBeforeQuery,
  recordSummaryData,
  recordSummaryQuery,
  FLOW_BEFORE_PATH,
  LEAVE_CONTEXT_PATH,
  leaveContextData,
} from '../../../contract';
import type { AppContext } from '../../context';
import { ApiError, ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { isPlatformRead } from '../../http/platform-call';
import { OURS } from '../../http/strict';
import { flowDetail } from './flow-detail';
import { FlowRepository } from './flow-repository';
import { leaveContext } from './leave-context';
import { recordSummary } from './record-summary';
import { operatorParam, taskParam } from './schemas';

const tags = ['workflow'];

export const detailRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(`${FLOW_BEFORE_PATH}/:taskId`, {
    schema: { tags, params: taskParam, querystring: flowBeforeQuery, response: replies(flowBeforeData) },
    handler: async (request) => {
      const detail = await flowDetail(ctx.db, ctx.forms, sessionOf(request).userId, request.params.taskId);
      // The platform's clients take a saved draft as the form itself: in their encodings.
      const encode = isPlatformRead(request) ? ctx.forms(detail.flowTaskInfo.flowId)?.platform : undefined;
      if (encode && detail.draftData)
        detail.draftData = await encode(ctx.db, detail.flowFormInfo.formKey, detail.draftData);
      return ok(detail);
    },
  });

  app.get(`${FLOW_BEFORE_PATH}/RecordList/:taskId`, {
    schema: {
      tags,
      params: taskParam,
      querystring: recordSummaryQuery,
      response: replies(recordSummaryData),
    },
    handler: async (request) => {
      const by = request.query.category === '3' ? 'position' : 'organize';
      return ok(await recordSummary(ctx.db, sessionOf(request).userId, request.params.taskId, by));
    },
  });

  app.get(`${LEAVE_CONTEXT_PATH}/:taskId`, {
    config: OURS,
    schema: { tags, params: taskParam, response: replies(leaveContextData) },
    handler: async (request) =>
      ok(await leaveContext(ctx.db, sessionOf(request).userId, request.params.taskId)),
  });

  // The platform's clients ask before opening a to-do from its message: is it still mine to decide?
  app.get(`${FLOW_BEFORE_PATH}/:operatorId/Info`, {
    schema: { tags, params: operatorParam, response: replies(z.null()) },
    handler: async (request) => {
      const operator = await new FlowRepository(ctx.db).operatorById(request.params.operatorId);
      if (!operator || operator.handlerId !== sessionOf(request).userId)
        throw new ApiError(CODE.NOT_FOUND, '该审批不存在');
      if (operator.state !== 'pending') throw new ApiError(CODE.BAD_REQUEST, '该审批已处理');
      return ok(null);
    },
  });
};
