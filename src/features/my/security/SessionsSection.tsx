/**
 * 账号安全's 登录设备 (issue #17): each live session's device (its browser and system), address and last
 * use, this one marked 本机, with 退出 for any other device; and 退出其他所有设备 — shown while another device
 * is signed in, or added a way in that may be removed (issue #28).
 */
import { Block, Button, List, ListItem } from 'framework7-react';
import type { LiveSession } from '../../../../contract/sessions';
import { useT } from '../../../i18n';
import { DATE_TIME_FORMAT, formatDate } from '../../../../core/lib/dateFormat';
import { LiveView } from '../LiveView';
import type { LiveRead } from '../useLiveRead';
import { deviceName } from './deviceName';

interface SessionRowsProps {
  list: readonly LiveSession[];
  busy: boolean;
  onSignOut: (session: LiveSession) => void;
}

function SessionRows({ list, busy, onSignOut }: SessionRowsProps) {
  const t = useT();
  return (
    <List strong inset dividers mediaList data-testid="sessions">
      {list.map((s) => (
        <ListItem
          key={s.id}
          title={deviceName(s.userAgent) || t('security.unknownDevice')}
          text={t('security.seen', {
            address: s.address || '—',
            time: formatDate(s.lastSeenAt, DATE_TIME_FORMAT),
          })}
        >
          {s.current ? (
            <span slot="after" className="session-current">
              {t('security.thisDevice')}
            </span>
          ) : (
            <Button slot="after" small outline type="button" disabled={busy} onClick={() => onSignOut(s)}>
              {t('security.signOut')}
            </Button>
          )}
        </ListItem>
      ))}
    </List>
  );
}

interface Props {
  sessions: LiveRead<readonly LiveSession[]>;
  busy: boolean;
  /** Whether another device added a way in (退出其他所有设备 then shows even with no other session). */
  removable: boolean;
  onSignOut: (session: LiveSession) => void;
  onSignOutOthers: () => void;
}

export function SessionsSection({ sessions, busy, removable, onSignOut, onSignOutOthers }: Props) {
  const t = useT();
  const words = {
    offline: t('security.offline'),
    offlineDetail: t('security.offlineDetail'),
    unavailable: t('security.unavailable'),
    failed: t('security.failed'),
  };
  return (
    <LiveView live={sessions} words={words}>
      {(list) => (
        <>
          <SessionRows list={list} busy={busy} onSignOut={onSignOut} />
          {(list.length > 1 || removable) && (
            <Block>
              <Button type="button" outline color="red" large disabled={busy} onClick={onSignOutOthers}>
                {t('security.signOutOthers')}
              </Button>
            </Block>
          )}
        </>
      )}
    </LiveView>
  );
}
