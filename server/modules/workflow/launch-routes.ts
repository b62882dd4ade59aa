/**
 * The lists of API-CONTRACT.md as the platform's list items, paged, with keyword and time filters:
 * `GET FlowLaunch` (my initiated, by creation time) and `GET FlowBefore/List/{category}` (1 to-do by
 * arrival, 2 done by decision time with my decision as status, 3 copied to me by copy time).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DONE_DECISION,
  FLOW_CATEGORY,
  FLOW_LAUNCH_PATH,
  flowCategoryParam,
  flowListQuery,
  type FlowListQuery,
  FLOW_BEFORE_PATH,
} from '../../../contract';
import type { AppContext } from '../../context';
import { ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { LaunchRepository } from './launch-repository';
import { flowListItem, listDataOut } from './list-item';
import { ListRepository, type ListFilter } from './list-repository';

const tags = ['workflow'];

function filterOf(userId: string, q: FlowListQuery): ListFilter {
  return {
    userId,
    keyword: q.keyword,
    from: q.startTime === undefined ? undefined : new Date(q.startTime),
    to: q.endTime === undefined ? undefined : new Date(q.endTime),
    offset: (q.currentPage - 1) * q.pageSize,
    limit: q.pageSize,
  };
}

const pageOf = <T>(list: T[], total: number, q: FlowListQuery) =>
  ok({ list, pagination: { pageIndex: q.currentPage, pageSize: q.pageSize, total } });

async function approverList(repo: ListRepository, category: number, f: ListFilter) {
  const { rows, total } = await (category === FLOW_CATEGORY.todo
    ? repo.todo(f)
    : category === FLOW_CATEGORY.done
      ? repo.done(f)
      : repo.copies(f));
  const statusOf = (row: (typeof rows)[number]) => {
    if (category !== FLOW_CATEGORY.done) return row.task.status;
    return row.state === 'approved' ? DONE_DECISION.approved : DONE_DECISION.rejected;
  };
  return {
    list: rows.map((r) => flowListItem(r, { id: r.itemId, status: statusOf(r), time: r.time })),
    total,
  };
}

export const launchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(FLOW_LAUNCH_PATH, {
    schema: { tags, querystring: flowListQuery, response: replies(listDataOut) },
    handler: async (request) => {
      const q = request.query;
      const { rows, total } = await new LaunchRepository(ctx.db).page(filterOf(sessionOf(request).userId, q));
      const list = rows.map((r) =>
        flowListItem(r, { id: r.task.id, status: r.task.status, time: r.task.createdAt }),
      );
      return pageOf(list, total, q);
    },
  });

  app.get(`${FLOW_BEFORE_PATH}/List/:category`, {
    schema: { tags, params: flowCategoryParam, querystring: flowListQuery, response: replies(listDataOut) },
    handler: async (request) => {
      const q = request.query;
      const f = filterOf(sessionOf(request).userId, q);
      const { list, total } = await approverList(new ListRepository(ctx.db), request.params.category, f);
      return pageOf(list, total, q);
    },
  });
};
