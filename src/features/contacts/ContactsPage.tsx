/**
 * Address Book (/pages/index/contacts): the organisation tree with head counts and colleague search by
 * name, pinyin, initials, department and position, from local data only; how fresh it is, an honest empty
 * state offline, pull-to-refresh, and a department filter through the tree picker.
 */
import { useCallback, useRef, useState } from 'react';
import { Navbar, Page, PageContent, Subnavbar } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../../../contract/appPaths';
import { useT } from '../../i18n';
import { networkOnline, refreshReference, useDatasetStatus, useReferenceSync } from '../../sync';
import { toast } from '../../ui/toast';
import { DepartmentPicker, SearchInput, usePullToRefresh } from '../../ui/picker';
import { ContactsBody } from './ContactsBody';
import { ContactsHeader } from './ContactsHeader';
import { directoryState, type DirectoryState } from './directoryState';
import { useContactRows, type ContactRowsView } from './useContactRows';
import { DIRECTORY_DATASET, useDirectory, type DirectoryData } from './useDirectory';
import './contacts.css';
import { useBack } from '../../ui/useBack';

export const colleaguePath = (id: string) => `/pages/message/userDetail/index?id=${encodeURIComponent(id)}`;

/** What to show before the list, from the local data, the network and the last directory refresh. */
function useDirectoryState(data: DirectoryData | undefined): DirectoryState {
  useSignals();
  const sync = useReferenceSync();
  return directoryState({
    people: data?.users.length,
    fetchedAt: data?.fetchedAt ?? null,
    online: networkOnline.value,
    failed: sync.datasets[DIRECTORY_DATASET]?.error !== undefined,
  });
}

const unitNameOf = (view: ContactRowsView, unitId: string | null) =>
  unitId === null ? null : (view.index?.orgs.get(unitId)?.fullName ?? null);

export default function ContactsPage({ title }: { title: string }) {
  const t = useT();
  const navigate = useNavigate();
  const data = useDirectory();
  const state = useDirectoryState(data);
  const status = useDatasetStatus(DIRECTORY_DATASET);
  const [query, setQuery] = useState('');
  const [unitId, setUnitId] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  // The matcher takes a few milliseconds over 20,000 people (npm run bench), so results render in the
  // same commit as the keystroke rather than in a deferred second pass.
  const view = useContactRows(data, query, unitId);
  const contentRef = useRef<{ el: HTMLElement | null }>({ el: null });
  const getScrollElement = useCallback(() => contentRef.current.el, []);
  usePullToRefresh(contentRef);
  // New results start at the top, wherever the tree had been scrolled to.
  const toTop = () => contentRef.current.el?.scrollTo({ top: 0 });
  const search = (value: string) => {
    setQuery(value);
    toTop();
  };
  const chooseUnit = (id: string | null) => {
    setUnitId(id);
    toTop();
  };
  const refresh = (done: () => void) => {
    void refreshReference()
      .then((status) => status.state === 'error' && toast(t('contacts.refreshFailed')))
      .finally(done);
  };
  const back = useBack(HOME_PATH);
  return (
    <Page name="contacts" className="contacts-page" pageContent={false} withSubnavbar>
      <Navbar title={title} backLink backLinkUrl="#" onClickBack={back}>
        <Subnavbar inner={false}>
          <SearchInput
            value={query}
            onChange={search}
            placeholder={t('contacts.search')}
            testId="contacts-search"
          />
        </Subnavbar>
      </Navbar>
      <PageContent ptr onPtrRefresh={refresh} ref={contentRef}>
        <ContactsHeader
          fetchedAt={data?.fetchedAt ?? null}
          status={status}
          found={view.searching && state === 'ready' ? view.rows.length : null}
          unitName={unitNameOf(view, unitId)}
          onChooseUnit={() => setPicking(true)}
          onClearUnit={() => chooseUnit(null)}
        />
        <ContactsBody
          state={state}
          view={view}
          getScrollElement={getScrollElement}
          onOpen={(id) => navigate(colleaguePath(id))}
        />
      </PageContent>
      <DepartmentPicker
        opened={picking}
        onClose={() => setPicking(false)}
        value={unitId ? [unitId] : []}
        onChange={(ids) => chooseUnit(ids[0] ?? null)}
      />
    </Page>
  );
}
