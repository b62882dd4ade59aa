/**
 * When a flagged punch was taken, in the server's clock, against what the phone claimed and when the server
 * received it: the delay and the phone's skew are shown when they are a minute or more.
 */
import type { FlaggedPunch } from '../../../contract';
import { formatDate } from '../../../core/lib/dateFormat';
import { useT } from '../../i18n';
import { durationOf, worthShowing } from './timing';

const FULL = 'yyyy-MM-dd HH:mm:ss';

export function TimeFacts({ punch }: { punch: FlaggedPunch }) {
  const t = useT();
  const span = (ms: number) => {
    const d = durationOf(ms);
    return t(`hrTools.${d.unit}`, { n: d.n });
  };
  const notes = [
    worthShowing(punch.delayMs) ? t('hrTools.delay', { text: span(punch.delayMs) }) : '',
    worthShowing(punch.clockSkewMs) ? t('hrTools.skew', { text: span(punch.clockSkewMs) }) : '',
    punch.devicePunchedAt !== punch.punchedAt
      ? t('hrTools.deviceTime', { time: formatDate(punch.devicePunchedAt, FULL) })
      : '',
  ].filter(Boolean);
  return (
    <dl className="review-facts">
      <dt>{t('hrTools.taken')}</dt>
      <dd>{formatDate(punch.punchedAt, FULL)}</dd>
      <dt>{t('hrTools.received')}</dt>
      <dd>
        {formatDate(punch.receivedAt, FULL)}
        {notes.length > 0 && <span className="review-note">（{notes.join('，')}）</span>}
      </dd>
    </dl>
  );
}
