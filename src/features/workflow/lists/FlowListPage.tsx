/**
 * One workflow list on its own page (spec §2: flowTodo, flowDone, flowCopy, flowLaunch under
 * /pages/workFlow/): the same list as the Business Processing tab — search, pull-to-refresh, infinite
 * scroll, offline first page, 批量 in 待办 — for the list the path names.
 */
import { useCallback, useRef } from 'react';
import { Navbar, Page, PageContent, Subnavbar } from 'framework7-react';
import { useLocation } from 'react-router-dom';
import { useActiveDb } from '../../../data';
import { useT } from '../../../i18n';
import { SearchInput, usePullToRefresh } from '../../../ui/picker';
import { FlowListPanel } from './FlowListPanel';
import { COLLAB_PATH, FLOW_LIST_KINDS, kindOfPath, type FlowListKind } from './flowListModel';
import { useKeyword } from './useKeyword';
import { useListScreen } from './useListScreen';
import './flowLists.css';
import { useBack } from '../../../ui/useBack';

/** One stable array per list: the screen refreshes just that one. */
const ONLY = Object.fromEntries(FLOW_LIST_KINDS.map((k) => [k, [k]])) as Record<FlowListKind, FlowListKind[]>;

export default function FlowListPage({ title }: { title: string }) {
  const t = useT();
  const kind = kindOfPath(useLocation().pathname) ?? 'todo';
  const db = useActiveDb();
  const { query, setQuery, keyword } = useKeyword();
  const screen = useListScreen(db, ONLY[kind], kind, keyword);
  const contentRef = useRef<{ el: HTMLElement | null }>({ el: null });
  const getScrollElement = useCallback(() => contentRef.current.el, []);
  usePullToRefresh(contentRef);
  const search = (value: string) => {
    setQuery(value);
    contentRef.current.el?.scrollTo({ top: 0 });
  };
  const back = useBack(COLLAB_PATH);
  return (
    <Page name={`flow-list-${kind}`} className="wf-list-page" pageContent={false} withSubnavbar>
      <Navbar title={title} backLink backLinkUrl="#" onClickBack={back}>
        <Subnavbar inner={false}>
          <SearchInput value={query} onChange={search} placeholder={t('wfList.search')} testId="wf-search" />
        </Subnavbar>
      </Navbar>
      <PageContent ptr onPtrRefresh={screen.refresh} ref={contentRef}>
        <FlowListPanel db={db} screen={screen} getScrollElement={getScrollElement} top={0} />
      </PageContent>
    </Page>
  );
}
