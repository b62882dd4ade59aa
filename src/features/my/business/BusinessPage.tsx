/**
 * 企业组织 (/pages/my/business, issue #17): the units and the posts the person holds, the main one checked;
 * choosing another makes it the main one (online only: the applicant unit of every new form follows it),
 * and the session's CurrentUser is read again. Offline the last copy shows, with its time.
 */
import { useCallback, useState } from 'react';
import { BlockFooter, BlockTitle, List, ListItem } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { UserBelonging } from '../../../../contract/directory';
import { useActiveDb, useCachedRead, type UserDb } from '../../../data';
import { useT } from '../../../i18n';
import { networkOnline } from '../../../sync';
import { CachedView } from '../../../ui/CachedView';
import { RefreshPage } from '../../../ui/RefreshPage';
import { toast } from '../../../ui/toast';
import { MY_TAB } from '../personal/PersonalDataPage';
import { readBelongings, refreshBelongings, switchMajor, type MajorType } from './businessStore';

interface BelongingListProps {
  title: string;
  type: MajorType;
  items: readonly UserBelonging[];
  busy: boolean;
  onChoose: (id: string, type: MajorType) => void;
}

function BelongingList({ title, type, items, busy, onChoose }: BelongingListProps) {
  const t = useT();
  return (
    <>
      <BlockTitle>{title}</BlockTitle>
      <List strong inset dividers data-testid={`belongings-${type}`}>
        {items.length === 0 && <ListItem title={t('business.none')} />}
        {items.map((item) => (
          <ListItem
            key={item.id}
            radio
            radioIcon="end"
            name={`major-${type}`}
            title={item.fullName}
            checked={item.isDefault}
            disabled={busy}
            onChange={() => onChoose(item.id, type)}
          />
        ))}
      </List>
    </>
  );
}

function BusinessScreen({ db, title }: { db: UserDb; title: string }) {
  useSignals();
  const t = useT();
  const online = networkOnline.value;
  const read = useCallback(() => readBelongings(db), [db]);
  const fetch = useCallback(() => refreshBelongings(db), [db]);
  const copy = useCachedRead(db.name, read, fetch, online);
  const [busy, setBusy] = useState(false);
  const choose = async (id: string, type: MajorType) => {
    if (!online) return toast(t('business.offline'));
    setBusy(true);
    try {
      await switchMajor(db, id, type);
      toast(t('business.switched'));
    } catch (e) {
      toast(e instanceof Error ? e.message : t('business.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <RefreshPage name="business" title={title} fallback={MY_TAB} onRefresh={copy.refresh}>
      <CachedView
        copy={copy}
        testId="business-as-of"
        offlineText={t('business.offlineNoCopy')}
        offlineDetail={t('personal.offlineNoCopyDetail')}
        failedText={t('business.loadFailed')}
      >
        {(row) => (
          <>
            {(['Organize', 'Position'] as const).map((type) => (
              <BelongingList
                key={type}
                type={type}
                title={t(`business.${type}`)}
                items={type === 'Organize' ? row.organizes : row.positions}
                busy={busy}
                onChoose={(id, chosen) => void choose(id, chosen)}
              />
            ))}
            <BlockFooter>{t('business.note')}</BlockFooter>
          </>
        )}
      </CachedView>
    </RefreshPage>
  );
}

export default function BusinessPage({ title }: { title: string }) {
  const db = useActiveDb();
  if (!db) return <RefreshPage name="business" title={title} fallback={MY_TAB} />;
  return <BusinessScreen key={db.name} db={db} title={title} />;
}
