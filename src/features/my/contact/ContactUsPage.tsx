/**
 * 联系我们 (/pages/my/contactUs, issue #17): the hospital's HR contacts, each a tap to call, with when
 * someone answers; read offline from the last copy, so HR can be called from a basement.
 */
import { useCallback } from 'react';
import { List, ListItem } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useActiveDb, useCachedRead, type UserDb } from '../../../data';
import { useT } from '../../../i18n';
import { networkOnline } from '../../../sync';
import { CachedView } from '../../../ui/CachedView';
import { EmptyState } from '../../../ui/EmptyState';
import { RefreshPage } from '../../../ui/RefreshPage';
import { MY_TAB } from '../personal/PersonalDataPage';
import { readContacts, refreshContacts, telHref } from './contactStore';

function Contacts({ db, title }: { db: UserDb; title: string }) {
  useSignals();
  const t = useT();
  const read = useCallback(() => readContacts(db), [db]);
  const fetch = useCallback(() => refreshContacts(db), [db]);
  const copy = useCachedRead(db.name, read, fetch, networkOnline.value);
  return (
    <RefreshPage name="contactUs" title={title} fallback={MY_TAB} onRefresh={copy.refresh}>
      <CachedView
        copy={copy}
        testId="contacts-as-of"
        offlineText={t('contact.offlineNoCopy')}
        offlineDetail={t('personal.offlineNoCopyDetail')}
        failedText={t('contact.loadFailed')}
        unavailableText={t('contact.unavailable')}
      >
        {(row) =>
          row.list.length === 0 ? (
            <EmptyState text={t('contact.none')} />
          ) : (
            <List strong inset dividers mediaList data-testid="hr-contacts">
              {row.list.map((c) => (
                <ListItem
                  key={`${c.name}|${c.phone}`}
                  link={telHref(c.phone)}
                  external
                  title={c.name}
                  after={c.phone}
                  text={c.hours}
                />
              ))}
            </List>
          )
        }
      </CachedView>
    </RefreshPage>
  );
}

export default function ContactUsPage({ title }: { title: string }) {
  const db = useActiveDb();
  if (!db) return <RefreshPage name="contactUs" title={title} fallback={MY_TAB} />;
  return <Contacts key={db.name} db={db} title={title} />;
}
