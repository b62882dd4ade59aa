/**
 * 账号安全 (/pages/my/accountSecurity, issue #17): the bound mobile (更换 by a code to the new number), the
 * DingTalk binding where the server offers DingTalk (DingBindingRow), where the account is signed in — each
 * device (its browser and system), address and last use, this one marked 本机 — with 退出 for any other
 * device and 退出其他所有设备, and the way to 注销账号. The lists need the server: offline they say so.
 */
import { useState } from 'react';
import { Block, BlockTitle, Button, List, ListItem, f7 } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { LiveSession } from '../../../../contract/sessions';
import { useActiveDb } from '../../../data';
import { useT } from '../../../i18n';
import { DATE_TIME_FORMAT, formatDate } from '../../../lib/dateFormat';
import { networkOnline } from '../../../sync';
import { ListLink } from '../../../ui/AppLink';
import { RefreshPage } from '../../../ui/RefreshPage';
import { LiveView } from '../LiveView';
import { MY_TAB } from '../personal/PersonalDataPage';
import { useLiveChange, useLiveRead, type LiveRead } from '../useLiveRead';
import { useOwnMobile } from '../personal/usePersonal';
import { session } from '../../../session/session';
import { useLoginMethods } from '../../auth/useLoginMethods';
import { ChangeMobile } from './ChangeMobile';
import { DingBindingRow } from './DingBindingRow';
import { deviceName } from './deviceName';
import { listSessions, signOutOthers, signOutSession } from './sessionsApi';
import { maskedMobile } from './maskedMobile';
import './security.css';

/** The bound number (masked) and, where the server offers SMS, 更换 by a code to the new one (online). */
function BoundMobile({ online, canChange }: { online: boolean; canChange: boolean }) {
  const t = useT();
  const db = useActiveDb();
  const mobile = useOwnMobile(db, session.value?.userInfo.mobilePhone);
  const [changing, setChanging] = useState(false);
  return (
    <>
      <BlockTitle>{t('security.mobileSection')}</BlockTitle>
      <List strong inset dividers>
        <ListItem
          title={t('personal.field.mobilePhone')}
          after={mobile ? maskedMobile(mobile) : t('security.noMobile')}
        >
          {canChange && !changing && (
            <Button slot="after" small outline type="button" onClick={() => setChanging(true)}>
              {t('security.change')}
            </Button>
          )}
        </ListItem>
      </List>
      {changing && !online && <Block>{t('security.changeOffline')}</Block>}
      {changing && online && db && <ChangeMobile db={db} onDone={() => setChanging(false)} />}
    </>
  );
}

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

function SessionsBody({
  sessions,
  busy,
  onSignOut,
  onSignOutOthers,
}: {
  sessions: LiveRead<readonly LiveSession[]>;
  busy: boolean;
  onSignOut: (session: LiveSession) => void;
  onSignOutOthers: () => void;
}) {
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
          {list.length > 1 && (
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

const readSessions = () => listSessions().then(({ list }) => list);

export default function AccountSecurityPage({ title }: { title: string }) {
  useSignals();
  const t = useT();
  const online = networkOnline.value;
  const { live: sessions, reload } = useLiveRead(readSessions, online);
  const methods = useLoginMethods(online);
  const { busy, act } = useLiveChange(reload, t('security.failed'));
  const confirm = (text: string, run: () => Promise<unknown>, done: string) =>
    f7.dialog.confirm(text, title, () => void act(run, done));
  return (
    <RefreshPage name="accountSecurity" title={title} fallback={MY_TAB} onRefresh={reload}>
      <BoundMobile online={online} canChange={online && methods?.sms === true} />
      {methods?.ding && <DingBindingRow corpId={methods.dingCorpId} online={online} />}
      <BlockTitle>{t('security.sessionsSection')}</BlockTitle>
      <SessionsBody
        sessions={sessions}
        busy={busy}
        onSignOut={(s) =>
          confirm(
            t('security.signOutConfirm', { device: deviceName(s.userAgent) || t('security.unknownDevice') }),
            () => signOutSession(s.id),
            t('security.signedOut'),
          )
        }
        onSignOutOthers={() =>
          confirm(t('security.signOutOthersConfirm'), signOutOthers, t('security.signedOutOthers'))
        }
      />
      <List strong inset>
        <ListLink to="/pages/my/cancellation/index" title={t('route.my.cancellation')} />
      </List>
    </RefreshPage>
  );
}
