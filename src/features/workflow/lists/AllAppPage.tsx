/**
 * 更多流程 (/pages/workFlow/allApp/index): the flows this person may start, grouped by category (人事管理,
 * 假勤管理, 学习荣誉 …), with a search; opens offline from the stored list. Tapping a flow opens its form
 * (appFormUrl): forms not built yet show 该功能暂未开放 on their own route.
 */
import { useRef, useState } from 'react';
import { Block, BlockTitle, List, Navbar, Page, PageContent, Preloader, Subnavbar } from 'framework7-react';

import { useActiveDb, type CachedRead } from '../../../data';
import { useT } from '../../../i18n';
import { EmptyState } from '../../../ui/EmptyState';
import { FreshnessLine } from '../../../ui/FreshnessLine';
import { ListLink } from '../../../ui/AppLink';
import { SearchInput, usePullToRefresh } from '../../../ui/picker';
import { toast } from '../../../ui/toast';
import { groupEngines, type EngineGroup } from './allAppModel';
import { COLLAB_PATH } from './flowListModel';
import type { StoredEngines } from './flowEngineStore';
import { useFlowEngines } from './useFlowEngines';
import './flowLists.css';
import { useBack } from '../../../ui/useBack';

function Groups({ engines, query }: { engines: CachedRead<StoredEngines>; query: string }) {
  const t = useT();
  const { row: stored, status, error } = engines;
  if (stored === undefined || (stored === null && status === 'loading'))
    return (
      <Block className="wf-loading" aria-busy="true">
        <Preloader />
      </Block>
    );
  if (stored === null)
    return (
      <EmptyState text={t(status === 'offline' ? 'wfList.allApp.neverOffline' : 'wfList.allApp.failed')} />
    );
  const groups = groupEngines(stored.list, query);
  const asOf = <FreshnessLine testId="wf-asof" fetchedAt={stored.fetchedAt} status={status} error={error} />;
  if (groups.length === 0)
    return (
      <>
        {asOf}
        <EmptyState text={t(stored.list.length === 0 ? 'wfList.allApp.empty' : 'wfList.allApp.noMatch')} />
      </>
    );
  return (
    <>
      {asOf}
      {groups.map((group) => (
        <EngineGroupList key={group.category} group={group} />
      ))}
    </>
  );
}

function EngineGroupList({ group }: { group: EngineGroup }) {
  const t = useT();
  const name = group.category || t('wfList.allApp.other');
  return (
    <section aria-label={name}>
      <BlockTitle>{name}</BlockTitle>
      <List strong inset dividers>
        {group.items.map((item) => (
          <ListLink key={item.id} to={item.appFormUrl} title={item.fullName} />
        ))}
      </List>
    </section>
  );
}

export default function AllAppPage({ title }: { title: string }) {
  const t = useT();
  const engines = useFlowEngines(useActiveDb());
  const [query, setQuery] = useState('');
  const contentRef = useRef<{ el: HTMLElement | null }>({ el: null });
  usePullToRefresh(contentRef);
  const refresh = (done: () => void) => {
    void engines
      .refresh()
      .then((ok) => ok || toast(t('wfList.refreshFailed')))
      .finally(done);
  };
  const back = useBack(COLLAB_PATH);
  return (
    <Page name="all-app" pageContent={false} withSubnavbar>
      <Navbar title={title} backLink backLinkUrl="#" onClickBack={back}>
        <Subnavbar inner={false}>
          <SearchInput
            value={query}
            onChange={setQuery}
            placeholder={t('wfList.allApp.search')}
            testId="all-app-search"
          />
        </Subnavbar>
      </Navbar>
      <PageContent ptr onPtrRefresh={refresh} ref={contentRef}>
        <Groups engines={engines} query={query} />
      </PageContent>
    </Page>
  );
}
