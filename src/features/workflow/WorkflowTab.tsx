/**
 * Business Processing tab (tab 1, /pages/index/workFlowNew): the four workflow lists as tabs with their
 * counts, a keyword search, pull-to-refresh and infinite scroll, 批量 approval in 待办, and 更多流程. Opens
 * offline at once on the stored first pages; online they are refreshed in the background.
 */
import { useCallback, useRef, useState } from 'react';
import { PageContent, Subnavbar } from 'framework7-react';
import { useNavigate } from 'react-router-dom';
import { useActiveDb } from '../../data';
import { useT } from '../../i18n';
import { usePullToRefresh } from '../../ui/picker';
import { TabPage } from '../../ui/TabPage';
import { FlowListPanel } from './lists/FlowListPanel';
import { ALL_APP_PATH, FLOW_LIST_KINDS, type FlowListKind } from './lists/flowListModel';
import { ListSearch, SEARCH_HEIGHT } from './lists/ListSearch';
import { ListTabs } from './lists/ListTabs';
import { totals } from './lists/flowListStore';
import { useKeyword } from './lists/useKeyword';
import { useListScreen } from './lists/useListScreen';
import { withWaiting } from './lists/waitingModel';
import './lists/flowLists.css';

export default function WorkflowTab() {
  const t = useT();
  const navigate = useNavigate();
  const db = useActiveDb();
  const [kind, setKind] = useState<FlowListKind>('todo');
  const { query, setQuery, keyword } = useKeyword();
  const screen = useListScreen(db, FLOW_LIST_KINDS, kind, keyword);
  const contentRef = useRef<{ el: HTMLElement | null }>({ el: null });
  const getScrollElement = useCallback(() => contentRef.current.el, []);
  usePullToRefresh(contentRef);
  const toTop = () => contentRef.current.el?.scrollTo({ top: 0 });
  const choose = (next: FlowListKind) => {
    setKind(next);
    // A search belongs to the list it was typed in.
    setQuery('');
    toTop();
  };
  const search = (value: string) => {
    setQuery(value);
    toTop();
  };
  const tabs = (
    <Subnavbar inner={false}>
      <ListTabs
        active={kind}
        counts={withWaiting(totals(screen.pages), screen.waiting.length)}
        onChange={choose}
      />
    </Subnavbar>
  );
  return (
    <TabPage name="workflow" subnavbar={tabs} ownContent>
      <PageContent ptr onPtrRefresh={screen.refresh} ref={contentRef}>
        <ListSearch value={query} onChange={search} />
        <FlowListPanel
          key={kind}
          db={db}
          screen={screen}
          getScrollElement={getScrollElement}
          top={SEARCH_HEIGHT}
          actions={
            <button type="button" className="pill-button" onClick={() => navigate(ALL_APP_PATH)}>
              {t('wfList.more')}
            </button>
          }
        />
      </PageContent>
    </TabPage>
  );
}
