/**
 * One summarised row of 同步中心 for a quiet kind (#30 item 4: chat messages, 消息全部已读): what it is, how
 * many, how many still wait and how many were delivered, and the newest time — instead of a row each.
 */
import { formatDate } from '../../../core/lib/dateFormat';
import { useT } from '../../i18n';
import type { CentreEntry } from './centreEntries';

type Group = Extract<CentreEntry, { type: 'group' }>;

export function SyncGroupRow({ group }: { group: Group }) {
  const t = useT();
  const { counts } = group;
  const going = counts.queued + counts.sending;
  const parts = [
    t('sync.group.total', { count: group.rows.length }),
    going > 0 ? t('sync.group.going', { count: going }) : null,
    counts.done > 0 ? t('sync.group.done', { count: counts.done }) : null,
    t('sync.group.latest', { time: formatDate(group.latestAt, t('row.timeFormat')) }),
  ];
  return (
    <li className={`sync-row sync-group ${going > 0 ? 'sync-queued' : 'sync-done'}`} data-testid="sync-group">
      <div className="sync-text">
        <span className="sync-kind">{t(`sync.kind.${group.kind}`, { defaultValue: group.kind })}</span>
        <span className="sync-meta">{parts.filter(Boolean).join(' · ')}</span>
      </div>
    </li>
  );
}
