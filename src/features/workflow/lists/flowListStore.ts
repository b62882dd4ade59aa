/**
 * The workflow screens' reads of the lists' local copy (core/store/flowLists.ts): the flow actions in the
 * outbox, for the 待同步 marks, and the totals the tabs show.
 */
import type { UserDb } from '../../../data';
import type { CachedPage, CachedPages, FlowListKind } from '../../../../core/store/flowLists';
import { FLOW_STREAM_PREFIX, type FlowOutboxRow } from './flowOutboxModel';

export {
  cacheFirstPage,
  isCacheable,
  readCachedPage,
  readCachedPages,
  type CachedPage,
  type CachedPages,
  type PageAsked,
} from '../../../../core/store/flowLists';

/** Every flow action row in the outbox (stream `flow:<taskId>`), without bodies. */
export async function readFlowOutbox(db: UserDb): Promise<FlowOutboxRow[]> {
  const rows = await db.outbox.where('stream').startsWith(FLOW_STREAM_PREFIX).toArray();
  return rows.map(({ id, kind, stream, state, lastError, doneAt }) => ({
    id,
    kind,
    stream,
    state,
    lastError,
    doneAt,
  }));
}

/** Each stored list's total: the counts the tabs and the Collaboration page show. */
export function totals(pages: CachedPages | undefined): Partial<Record<FlowListKind, number>> {
  const out: Partial<Record<FlowListKind, number>> = {};
  for (const [kind, page] of Object.entries(pages ?? {}) as [FlowListKind, CachedPage][])
    out[kind] = page.total;
  return out;
}
