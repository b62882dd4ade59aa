/**
 * The flows a person may start: `GET FlowEngine/ListAll` grouped by category (the items of dictionary
 * WorkFlowCategory, in its order: 人事管理, 假勤管理, 学习荣誉), `GET FlowEngine/PageListAll` one page of them
 * by keyword and category, as the platform's clients ask; and one flow's definition (`GET FlowEngine/{id}`)
 * with its nodes and the platform's template JSON, for a new application.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FLOW_ENGINE_LIST_PATH,
  FLOW_ENGINE_PAGE_PATH,
  flowEngineInfo,
  flowEngineList,
  flowEnginePage,
  flowEnginePageQuery,
  type FlowEngineItem,
} from '../../../contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { dictionaryItems, dictionaryTypes } from '../../db/schema';
import { ok, replies } from '../../http/envelope';
import {
  appFormUrl,
  formOperatesFor,
  platformTemplateJson,
  templatesInOrder,
  type FlowTemplate,
} from '../../workflow';
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
  formType: 1,
  iconBackground: '',
  sortCode: t.sortCode,
});

/** The categories as dictionary WorkFlowCategory holds them, in its order. */
function categories(db: Db) {
  return db
    .select({ id: dictionaryItems.id, enCode: dictionaryItems.enCode, fullName: dictionaryItems.fullName })
    .from(dictionaryItems)
    .innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryItems.typeId))
    .where(eq(dictionaryTypes.enCode, 'WorkFlowCategory'))
    .orderBy(asc(dictionaryItems.sortCode));
}

/** Every flow in allApp order, by keyword (its name) and category (a WorkFlowCategory enCode). */
async function startable(db: Db, keyword = '', category = ''): Promise<FlowEngineItem[]> {
  const named = category ? (await categories(db)).find((c) => c.enCode === category)?.fullName : null;
  return templatesInOrder()
    .map(engineItem)
    .filter((i) => (named === null || i.category === named) && i.fullName.includes(keyword.trim()));
}

export const engineRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(FLOW_ENGINE_LIST_PATH, {
    onRequest: ctx.guard,
    schema: { tags, response: replies(flowEngineList) },
    // Every template may be started by every member of staff; a per-role start permission would go here.
    handler: async () => {
      const items = await startable(ctx.db);
      const groups = (await categories(ctx.db)).map((c) => ({
        ...c,
        children: items.filter((i) => i.category === c.fullName),
      }));
      return ok({ list: groups.filter((g) => g.children.length > 0) });
    },
  });

  app.get(FLOW_ENGINE_PAGE_PATH, {
    onRequest: ctx.guard,
    schema: { tags, querystring: flowEnginePageQuery, response: replies(flowEnginePage) },
    handler: async (request) => {
      const { keyword, category, currentPage, pageSize } = request.query;
      const items = await startable(ctx.db, keyword, category);
      const list = items.slice((currentPage - 1) * pageSize, currentPage * pageSize);
      return ok({ list, pagination: { pageIndex: currentPage, pageSize, total: items.length } });
    },
  });

  app.get('/api/workflow/Engine/FlowEngine/:flowId', {
    onRequest: ctx.guard,
    schema: { tags, params: flowIdParam, response: replies(flowEngineInfo) },
    handler: async (request) => {
      const template = templateFor(request.params.flowId);
      const nodes = template.nodes.map((n) => ({ id: n.code, nodeName: n.name, type: n.type }));
      const start = { press: false, withdraw: false };
      const flowTemplateJson = platformTemplateJson(start, formOperatesFor(template, undefined));
      return ok({ ...engineItem(template), nodes, type: 0, formData: null, flowTemplateJson });
    },
  });
};
