/**
 * `GET /api/workflow/Engine/FlowLaunch` (my initiated, API-CONTRACT.md): the signed-in user's flows as the
 * platform's list items, paged, with keyword and creation-time filters.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FLOW_LAUNCH_PATH,
  FLOW_STATUS,
  flowListData,
  flowListQuery,
  type FlowListItem,
} from '../../../contract';
import type { AppContext } from '../../context';
import { ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { flowNameOf, stepNameOf } from './flow-names';
import { LaunchRepository } from './launch-repository';

type Row = Awaited<ReturnType<LaunchRepository['page']>>['rows'][number];

export function launchItem({ task, userName, pendingNode }: Row): FlowListItem {
  const created = task.createdAt.getTime();
  return {
    id: task.id,
    processId: task.id,
    enCode: task.flowKey,
    fullName: task.title,
    flowName: flowNameOf(task.flowKey),
    flowCode: task.billNo,
    flowId: task.flowKey,
    flowCategory: 'hr',
    formType: 1,
    flowUrgent: task.urgent,
    thisStep: pendingNode ? stepNameOf(task.flowKey, pendingNode) : '',
    thisStepId: pendingNode ?? '',
    status: task.status,
    startTime: created,
    creatorTime: created,
    creatorUserId: task.applicantId,
    userName,
    description: '',
    completion: task.status === FLOW_STATUS.approved ? 100 : 0,
  };
}

export const launchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(FLOW_LAUNCH_PATH, {
    onRequest: ctx.guard,
    schema: { tags: ['workflow'], querystring: flowListQuery, response: replies(flowListData) },
    handler: async (request) => {
      const { keyword, currentPage, pageSize, startTime, endTime } = request.query;
      const { rows, total } = await new LaunchRepository(ctx.db).page({
        applicantId: sessionOf(request).userId,
        keyword,
        from: startTime === undefined ? undefined : new Date(startTime),
        to: endTime === undefined ? undefined : new Date(endTime),
        offset: (currentPage - 1) * pageSize,
        limit: pageSize,
      });
      return ok({ list: rows.map(launchItem), pagination: { pageIndex: currentPage, pageSize, total } });
    },
  });
};
