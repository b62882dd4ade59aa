/**
 * 账号安全 (/pages/my/accountSecurity, issue #17, issue #28): the bound mobile (更换 by a code to the new
 * number and the current password), the ways into the account with when each was added and from which
 * device (WaysInList), the DingTalk binding where the server offers DingTalk (DingBindingRow), where the
 * account is signed in (SessionsSection) with 退出 for any other device and 退出其他所有设备 — which, when
 * another device added a way in, offers to remove it (SignOutOthers) — and the way to 注销账号. The lists
 * need the server: offline they say so. Every change of a way in asks for the current password (or, for an
 * account without one, a code to the current number).
 */
import { useState } from 'react';
import { Block, BlockTitle, Button, List, ListItem, f7 } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { WaysIn } from '../../../../contract/waysIn';
import { useActiveDb } from '../../../data';
import { useT } from '../../../i18n';
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
import { SessionsSection } from './SessionsSection';
import { SignOutOthers } from './SignOutOthers';
import { WaysInList } from './WaysInList';
import { listWaysIn } from './waysInApi';
import './security.css';

interface BoundMobileProps {
  online: boolean;
  canChange: boolean;
  hasPassword: boolean;
  onChanged: () => void;
}

/** The bound number (masked) and, where the server offers SMS, 更换 by a code to the new one (online). */
function BoundMobile({ online, canChange, hasPassword, onChanged }: BoundMobileProps) {
  const t = useT();
  const db = useActiveDb();
  const mobile = useOwnMobile(db, session.value?.userInfo.mobilePhone);
  const [changing, setChanging] = useState(false);
  const done = () => {
    setChanging(false);
    onChanged();
  };
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
      {changing && online && db && <ChangeMobile db={db} hasPassword={hasPassword} onDone={done} />}
    </>
  );
}

/** 登录方式: the ways in, each with when it was added and from which device. */
function WaysInSection({ ways }: { ways: LiveRead<WaysIn> }) {
  const t = useT();
  const words = {
    offline: t('security.waysOffline'),
    unavailable: t('security.waysUnavailable'),
    failed: t('security.waysFailed'),
  };
  return (
    <>
      <BlockTitle>{t('security.waysSection')}</BlockTitle>
      <LiveView live={ways} words={words}>
        {(value) => <WaysInList list={value.list} />}
      </LiveView>
    </>
  );
}

const readSessions = () => listSessions().then(({ list }) => list);

/** The ways in, the proof a change asks for (the password unless none), and those another device added. */
function useWaysIn(online: boolean) {
  const { live, reload } = useLiveRead(listWaysIn, online);
  const shown = live.state === 'shown' ? live.value : null;
  return {
    ways: live,
    reload,
    hasPassword: shown?.hasPassword ?? true,
    removable: shown?.list.filter((w) => w.removable) ?? [],
  };
}

export default function AccountSecurityPage({ title }: { title: string }) {
  useSignals();
  const t = useT();
  const online = networkOnline.value;
  const { live: sessions, reload } = useLiveRead(readSessions, online);
  const { ways, reload: reloadWays, hasPassword, removable } = useWaysIn(online);
  const methods = useLoginMethods(online);
  const { busy, act } = useLiveChange(reload, t('security.failed'));
  const [removing, setRemoving] = useState(false);
  const reloadAll = () => Promise.all([reload(), reloadWays()]);
  const confirm = (text: string, run: () => Promise<unknown>, done: string) =>
    f7.dialog.confirm(text, title, () => void act(run, done));
  const signOutOthersNow = () =>
    removable.length > 0
      ? setRemoving(true)
      : confirm(t('security.signOutOthersConfirm'), () => signOutOthers(), t('security.signedOutOthers'));
  return (
    <RefreshPage name="accountSecurity" title={title} fallback={MY_TAB} onRefresh={reloadAll}>
      <BoundMobile
        online={online}
        canChange={online && methods?.sms === true}
        hasPassword={hasPassword}
        onChanged={() => void reloadWays()}
      />
      <WaysInSection ways={ways} />
      {methods?.ding && (
        <DingBindingRow
          corpId={methods.dingCorpId}
          online={online}
          hasPassword={hasPassword}
          onChanged={() => void reloadWays()}
        />
      )}
      <BlockTitle>{t('security.sessionsSection')}</BlockTitle>
      <SessionsSection
        sessions={sessions}
        busy={busy || removing}
        removable={removable.length > 0}
        onSignOut={(s) =>
          confirm(
            t('security.signOutConfirm', { device: deviceName(s.userAgent) || t('security.unknownDevice') }),
            () => signOutSession(s.id),
            t('security.signedOut'),
          )
        }
        onSignOutOthers={signOutOthersNow}
      />
      {removing && (
        <SignOutOthers
          removable={removable}
          hasPassword={hasPassword}
          onDone={() => {
            setRemoving(false);
            void reloadAll();
          }}
          onCancel={() => setRemoving(false)}
        />
      )}
      <List strong inset>
        <ListLink to="/pages/my/cancellation/index" title={t('route.my.cancellation')} />
      </List>
    </RefreshPage>
  );
}
