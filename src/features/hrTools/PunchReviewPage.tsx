/**
 * 异常打卡核对 (/pages/my/hrPunchReview, issue #30 item 18): the flagged punches waiting for HR, the
 * longest waiting first, each accepted or rejected with a reason through the outbox (offline too, sent once);
 * then those handled lately. Read offline from the last copy, with its 数据更新于 line.
 */
import { useCallback } from 'react';
import { BlockTitle } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useLiveQuery } from 'dexie-react-hooks';
import type { PunchDecisionBody } from '../../../contract';
import { useActiveDb, useCachedRead, type UserDb } from '../../data';
import { useT } from '../../i18n';
import { session } from '../../session/session';
import { networkOnline } from '../../sync';
import { CachedView } from '../../ui/CachedView';
import { EmptyState } from '../../ui/EmptyState';
import { RefreshPage } from '../../ui/RefreshPage';
import { toast } from '../../ui/toast';
import { MY_TAB } from '../my/personal/PersonalDataPage';
import { queueDecision, readReview, refreshReview, reviewRows, type CachedReview } from './hrToolsStore';
import { ReviewCard } from './ReviewCard';
import { shownReview, type ShownPunch } from './reviewModel';
import './hrTools.css';

function Cards({
  list,
  onDecide,
}: {
  list: ShownPunch[];
  onDecide?: (id: string, b: PunchDecisionBody) => Promise<void>;
}) {
  return (
    <ul className="review-list">
      {list.map((shown) => (
        <ReviewCard
          key={shown.punch.id}
          shown={shown}
          onDecide={onDecide && ((body) => onDecide(shown.punch.id, body))}
        />
      ))}
    </ul>
  );
}

function Lists({ db, copy }: { db: UserDb; copy: CachedReview }) {
  useSignals();
  const t = useT();
  const user = session.value?.userInfo;
  const rows = useLiveQuery(() => reviewRows(db), [db]) ?? [];
  const shown = shownReview(copy, rows, user?.userName ?? '');
  const decide = async (punchId: string, body: PunchDecisionBody) => {
    const queued = await queueDecision(db, user?.userId ?? '', punchId, body);
    toast(t(queued ? 'hrTools.queued' : 'hrTools.repeated'));
  };
  return (
    <>
      <BlockTitle>{t('hrTools.waiting', { count: shown.pending.length })}</BlockTitle>
      {shown.pending.length === 0 ? (
        <EmptyState text={t('hrTools.noneWaiting')} />
      ) : (
        <Cards list={shown.pending} onDecide={decide} />
      )}
      <BlockTitle>{t('hrTools.decided')}</BlockTitle>
      {shown.decided.length === 0 ? (
        <EmptyState text={t('hrTools.noneDecided')} />
      ) : (
        <Cards list={shown.decided} />
      )}
    </>
  );
}

function Review({ db, title }: { db: UserDb; title: string }) {
  useSignals();
  const t = useT();
  const read = useCallback(() => readReview(db), [db]);
  const fetch = useCallback(() => refreshReview(db), [db]);
  const copy = useCachedRead(db.name, read, fetch, networkOnline.value);
  return (
    <RefreshPage name="hr-punch-review" title={title} fallback={MY_TAB} onRefresh={copy.refresh}>
      <CachedView
        copy={copy}
        testId="review-as-of"
        offlineText={t('hrTools.offlineNoCopy')}
        offlineDetail={t('hrTools.offlineDetail')}
        failedText={t('hrTools.loadFailed')}
        unavailableText={t('hrTools.unavailable')}
      >
        {(row) => <Lists db={db} copy={row} />}
      </CachedView>
    </RefreshPage>
  );
}

export default function PunchReviewPage({ title }: { title: string }) {
  const db = useActiveDb();
  if (!db) return <RefreshPage name="hr-punch-review" title={title} fallback={MY_TAB} />;
  return <Review key={db.name} db={db} title={title} />;
}
