/** The top of the punch screen: the time (server-corrected when an offset is known), the date, and who punches. */
import { Block } from 'framework7-react';
import { useT } from '../../i18n';
import { formatDate } from '../../../core/lib/dateFormat';
import { useServerClock } from './useServerClock';

export interface PunchUser {
  userId: string;
  userName: string;
  departmentName: string;
}

export function ClockCard({ user }: { user: PunchUser }) {
  const t = useT();
  const { now, corrected } = useServerClock();
  return (
    <Block strong inset className="punch-clock">
      <time className="punch-time" dateTime={new Date(now).toISOString()} aria-live="off">
        {formatDate(now, 'HH:mm:ss')}
      </time>
      <p className="punch-date">
        {formatDate(now, 'yyyy-MM-dd')} {t(`punch.weekday.${new Date(now).getDay()}`)}
      </p>
      <p className={corrected ? 'punch-clock-source' : 'punch-clock-source is-device'}>
        {t(corrected ? 'punch.serverTime' : 'punch.deviceTime')}
      </p>
      <p className="punch-user">
        <span className="punch-user-name">{user.userName}</span>
        {user.departmentName && <span className="punch-user-dept">{user.departmentName}</span>}
      </p>
    </Block>
  );
}
