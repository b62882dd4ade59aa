/**
 * A workflow list under its header: loading, the honest empty and offline states, or the rows (virtualised),
 * then the foot — the next page asked for as it comes into view, loading, a retry, offline, or the end.
 */
import type { ReactNode } from 'react';
import { Block, Preloader } from 'framework7-react';
import type { FlowListItem } from '../../../../contract';
import { useT } from '../../../i18n';
import { EmptyState } from '../../../ui/EmptyState';
import { VirtualList } from '../../../ui/picker';
import { FlowItemRow, ROW_HEIGHT, type RowChoice } from './FlowItemRow';
import type { FootState, ListPhase } from './flowListState';
import { useEndReached } from './useEndReached';
import type { FlowListView } from './useFlowListView';

const PHASE_TEXT: Partial<Record<ListPhase, string>> = {
  neverOffline: 'wfList.neverOffline',
  failed: 'wfList.failed',
  searchOffline: 'wfList.searchOffline',
};

const rowKey = (item: FlowListItem) => item.id;
const rowHeight = () => ROW_HEIGHT;

export interface FlowListBodyProps {
  view: FlowListView;
  now: number;
  /** Tasks whose decision waits in the outbox (待同步). */
  pending: ReadonlySet<string>;
  choiceOf: (item: FlowListItem) => RowChoice | undefined;
  onOpen: (item: FlowListItem) => void;
  getScrollElement: () => HTMLElement | null;
  /** Height of what the list's scroller shows above the rows. */
  offset: number;
  /** Rows of its own head the list (我发起的 and what waits to be sent): no 暂无… under them. */
  quietEmpty?: boolean;
}

function Loading() {
  const t = useT();
  return (
    <Block className="wf-loading" aria-busy="true">
      <Preloader />
      <p>{t('wfList.loading')}</p>
    </Block>
  );
}

function Foot({ state, rows, onMore }: { state: FootState; rows: number; onMore: () => void }): ReactNode {
  const t = useT();
  if (state === 'loading')
    return (
      <p className="wf-foot" aria-busy="true">
        <Preloader size={16} /> {t('wfList.loadingMore')}
      </p>
    );
  if (state === 'failed')
    return (
      <button type="button" className="wf-foot wf-foot-retry" onClick={onMore}>
        {t('wfList.retryMore')}
      </button>
    );
  if (state === 'offline') return <p className="wf-foot">{t('wfList.offlineMore')}</p>;
  if (state === 'end' && rows > 0) return <p className="wf-foot">{t('wfList.end')}</p>;
  return null;
}

function Rows(props: FlowListBodyProps) {
  const { view, now, pending, choiceOf, onOpen } = props;
  const renderRow = (item: FlowListItem) => (
    <FlowItemRow
      item={item}
      kind={view.kind}
      now={now}
      pending={pending.has(item.processId)}
      choice={choiceOf(item)}
      onOpen={onOpen}
    />
  );
  return (
    <VirtualList
      rows={view.items}
      rowKey={rowKey}
      rowHeight={rowHeight}
      renderRow={renderRow}
      getScrollElement={props.getScrollElement}
      offset={props.offset}
      className="wf-list"
      testId={`wf-list-${view.kind}`}
    />
  );
}

function Content(props: FlowListBodyProps) {
  const t = useT();
  const { view } = props;
  if (view.phase === 'loading') return <Loading />;
  const text = PHASE_TEXT[view.phase];
  if (text) return <EmptyState text={t(text)} />;
  if (view.items.length === 0 && props.quietEmpty && !view.searching) return null;
  if (view.items.length === 0)
    return <EmptyState text={t(view.searching ? 'wfList.noMatch' : `wfList.empty.${view.kind}`)} />;
  return <Rows {...props} />;
}

export function FlowListBody(props: FlowListBodyProps) {
  const { view, getScrollElement } = props;
  const footRef = useEndReached<HTMLDivElement>(
    getScrollElement,
    view.loadMore,
    `${view.foot}|${view.items.length}`,
  );
  return (
    <>
      <Content {...props} />
      {view.foot === 'auto' ? (
        <div ref={footRef} className="wf-foot-sentinel" aria-hidden="true" />
      ) : (
        <Foot state={view.foot} rows={view.items.length} onMore={view.loadMore} />
      )}
    </>
  );
}
