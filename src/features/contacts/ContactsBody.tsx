/** The Address Book under its header: loading, the empty and offline states, or the list. */
import { Block, Preloader } from 'framework7-react';
import { useT } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { ContactList } from './ContactList';
import type { DirectoryState } from './directoryState';
import type { ContactRowsView } from './useContactRows';

const STATE_TEXT: Partial<Record<DirectoryState, string>> = {
  neverOffline: 'contacts.neverSyncedOffline',
  syncing: 'contacts.syncing',
  failed: 'contacts.syncFailed',
  empty: 'contacts.empty',
};

export interface ContactsBodyProps {
  state: DirectoryState;
  view: ContactRowsView;
  getScrollElement: () => HTMLElement | null;
  onOpen: (userId: string) => void;
}

export function ContactsBody({ state, view, getScrollElement, onOpen }: ContactsBodyProps) {
  const t = useT();
  if (state === 'loading' || state === 'syncing') {
    return (
      <Block className="contacts-loading" aria-busy="true">
        <Preloader />
        <p>{t(state === 'loading' ? 'contacts.loading' : 'contacts.syncing')}</p>
      </Block>
    );
  }
  const text = STATE_TEXT[state];
  if (text) return <EmptyState text={t(text)} />;
  if (view.rows.length === 0) return <EmptyState text={t('contacts.noMatch')} />;
  return (
    <ContactList
      rows={view.rows}
      searching={view.searching}
      getScrollElement={getScrollElement}
      onToggle={view.toggle}
      onOpen={onOpen}
    />
  );
}
