/**
 * The workflow lists' reads from the server (API-CONTRACT Workflow): one page of a list, 20 rows, with an
 * optional keyword; and the flows a person may start (allApp). Through the one HTTP door, src/api/http.ts.
 */
import {
  FLOW_ENGINE_LIST_PATH,
  flowEngineList,
  flowListData,
  type FlowEngineItem,
  type FlowListData,
} from '../../../../contract';
import { request } from '../../../api/http';
import type { PageAsked } from './flowListStore';
import { listPath, PAGE_SIZE, type FlowListKind } from './flowListModel';

export function fetchFlowPage(kind: FlowListKind, asked: PageAsked): Promise<FlowListData> {
  const keyword = asked.keyword.trim();
  return request(listPath(kind), {
    query: { currentPage: asked.currentPage, pageSize: PAGE_SIZE, keyword: keyword || undefined },
    schema: flowListData,
  });
}

export async function fetchFlowEngines(): Promise<FlowEngineItem[]> {
  // Grouped by category as the platform answers; the screen groups them itself.
  return (await request(FLOW_ENGINE_LIST_PATH, { schema: flowEngineList })).list.flatMap((g) => g.children);
}
