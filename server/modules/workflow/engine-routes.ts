/**
 * The flows a person may start (`GET FlowEngine/ListAll`, the 更多流程 page), grouped by category in the
 * order 人事管理, 假勤管理, 学习荣誉, each with the app route of its form; and one flow's definition
 * (`GET FlowEngine/{flowId}`) with its nodes, for a new application.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FLOW_ENGINE_LIST_PATH,
  flowEngineInfo,
  flowEngineList,
  type FlowEngineItem,
} from '../../../contract';
import type { AppContext } from '../../context';
import { ok, replies } from '../../http/envelope';
import { appFormUrl, templatesInOrder, type FlowTemplate } from '../../workflow';
import { templateFor } from './flow-load';
import { flowIdParam } from './schemas';

const tags = ['workflow'];

const engineItem = (t: FlowTemplate): FlowEngineItem => ({
  id: t.key,
  enCode: t.key,
  fullName: t.name,
  category: t.category,
  formKey: t.formKey,
  appFormUrl: appFormUrl(t.key),
  icon: t.icon,
  sortCode: t.sortCode,
});

export const engineRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(FLOW_ENGINE_LIST_PATH, {
    onRequest: ctx.guard,
    schema: { tags, response: replies(flowEngineList) },
    // Every template may be started by every member of staff; a per-role start permission would go here.
    handler: async () => ok({ list: templatesInOrder().map(engineItem) }),
  });

  app.get('/api/workflow/Engine/FlowEngine/:flowId', {
    onRequest: ctx.guard,
    schema: { tags, params: flowIdParam, response: replies(flowEngineInfo) },
    handler: async (request) => {
      const template = templateFor(request.params.flowId);
      const nodes = template.nodes.map((n) => ({ id: n.code, nodeName: n.name, type: n.type }));
      return ok({ ...engineItem(template), nodes });
    },
  });
};
