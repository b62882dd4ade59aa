/**
 * 今日请假 (/pages/my/hrAbsences, issue #30 item 18): who is on leave today — approved leaves covering
 * today, by the unit each was applied from — with the leave type, its half days and length, and a return
 * (销假) that ended it early. Read offline from the last copy, with its 数据更新于 line.
 */
import { useCallback } from 'react';
import { BlockTitle, List, ListItem } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { Absence, AbsencesToday } from '../../../contract';
import { formatDate } from '../../../core/lib/dateFormat';
import { useActiveDb, useCachedRead, type UserDb } from '../../data';
import { useT } from '../../i18n';
import { networkOnline } from '../../sync';
import { CachedView } from '../../ui/CachedView';
import { EmptyState } from '../../ui/EmptyState';
import { RefreshPage } from '../../ui/RefreshPage';
import { MY_TAB } from '../my/personal/PersonalDataPage';
import { halfDayOf } from './absenceModel';
import { readAbsences, refreshAbsences } from './hrToolsStore';
import './hrTools.css';

function Person({ absence }: { absence: Absence }) {
  const t = useT();
  const end = (ms: number) => {
    const { date, half } = halfDayOf(ms);
    return `${date} ${t(`hrTools.${half}`)}`;
  };
  const span = `${end(absence.startTime)} – ${end(absence.endTime)} · ${t('hrTools.days', { n: absence.days })}`;
  const back = absence.backTime === null ? '' : t('hrTools.back', { time: formatDate(absence.backTime) });
  return (
    <ListItem
      title={absence.userName}
      after={absence.leaveType}
      subtitle={absence.positionName}
      text={[span, back].filter(Boolean).join(' · ')}
      data-testid="absence-row"
    />
  );
}

// Framework7's List puts a child inside its <ul> only when the child's name contains `f7-list-item`.
Person.displayName = 'f7-list-item-absence';

function Units({ today }: { today: AbsencesToday }) {
  const t = useT();
  return (
    <>
      <p className="absences-day" data-testid="absences-day">
        {t('hrTools.absencesDay', { day: today.day, count: today.total })}
      </p>
      {today.units.length === 0 && <EmptyState text={t('hrTools.noAbsences')} />}
      {today.units.map((unit) => (
        <section key={unit.unitId} aria-label={unit.unitName} data-testid="absence-unit">
          <BlockTitle>
            {t('hrTools.unitCount', { unit: unit.unitName, count: unit.people.length })}
          </BlockTitle>
          <List strong inset dividers mediaList>
            {unit.people.map((a) => (
              <Person key={a.formId} absence={a} />
            ))}
          </List>
        </section>
      ))}
    </>
  );
}

function Absences({ db, title }: { db: UserDb; title: string }) {
  useSignals();
  const t = useT();
  const read = useCallback(() => readAbsences(db), [db]);
  const fetch = useCallback(() => refreshAbsences(db), [db]);
  const copy = useCachedRead(db.name, read, fetch, networkOnline.value);
  return (
    <RefreshPage name="hr-absences" title={title} fallback={MY_TAB} onRefresh={copy.refresh}>
      <CachedView
        copy={copy}
        testId="absences-as-of"
        offlineText={t('hrTools.absencesOfflineNoCopy')}
        offlineDetail={t('hrTools.offlineDetail')}
        failedText={t('hrTools.absencesFailed')}
        unavailableText={t('hrTools.unavailable')}
      >
        {(row) => <Units today={row} />}
      </CachedView>
    </RefreshPage>
  );
}

export default function AbsencesPage({ title }: { title: string }) {
  const db = useActiveDb();
  if (!db) return <RefreshPage name="hr-absences" title={title} fallback={MY_TAB} />;
  return <Absences key={db.name} db={db} title={title} />;
}
