/**
 * The flows a person may start: `GET FlowEngine/ListAll` grouped by category (the items of dictionary
 * WorkFlowCategory, in its order: 人事管理, 假勤管理, 学习荣誉), `GET FlowEngine/PageListAll` one page of them
 * by keyword and category, as the platform's clients ask; and one flow's definition (`GET FlowEngine/{id}`)
 * with its nodes and the platform's template JSON (the start node's field rights), for a new application.
 * A flow only its own endpoint starts (注销账号: not launchable) is in neither list, and has no definition
 * for a new application (404 as unknown).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CODE,
  FLOW_ENGINE_LIST_PATH,
  FLOW_ENGINE_PAGE_PATH,
  flowEngineInfo,
  flowEngineList,
  flowEnginePage,
  flowEnginePageQuery,
  FLOW_ENGINE_PATH,
} from '../../../contract';
import type { AppContext } from '../../context';
import { ApiError, ok, replies } from '../../http/envelope';
import { formOperatesFor, isLaunchable, platformTemplateJson } from '../../workflow';
import { byCategory, engineItem, startable } from './flow-catalogue';
import { templateFor } from './flow-load';
import { flowIdParam } from './schemas';

const tags = ['workflow'];

export const engineRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(FLOW_ENGINE_LIST_PATH, {
    schema: { tags, response: replies(flowEngineList) },
    // Every template may be started by every member of staff; a per-role start permission would go here.
    handler: async () => {
      const items = await startable(ctx.db);
      return ok({ list: await byCategory(ctx.db, items) });
    },
  });

  app.get(FLOW_ENGINE_PAGE_PATH, {
    schema: { tags, querystring: flowEnginePageQuery, response: replies(flowEnginePage) },
    handler: async (request) => {
      const { keyword, category, currentPage, pageSize } = request.query;
      const items = await startable(ctx.db, keyword, category);
      const list = items.slice((currentPage - 1) * pageSize, currentPage * pageSize);
      return ok({ list, pagination: { pageIndex: currentPage, pageSize, total: items.length } });
    },
  });

  app.get(`${FLOW_ENGINE_PATH}/:flowId`, {
    schema: { tags, params: flowIdParam, response: replies(flowEngineInfo) },
    handler: async (request) => {
      const template = templateFor(request.params.flowId);
      if (!isLaunchable(template)) throw new ApiError(CODE.NOT_FOUND, `流程不存在：${template.key}`);
      const nodes = template.nodes.map((n) => ({ id: n.code, nodeName: n.name, type: n.type }));
      const start = { press: false, withdraw: false };
      // A new application: the applicant at the start node fills in her fields.
      const flowTemplateJson = platformTemplateJson(start, formOperatesFor(template, template.nodes[0]));
      return ok({ ...engineItem(template), nodes, type: 0, formData: null, flowTemplateJson });
    },
  });
};
