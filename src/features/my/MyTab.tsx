/**
 * Me tab (tab 3): the signed-in person, 扫一扫, the personal centre's pages, settings, about, the version
 * (3.3.5, code 139) and sign-out.
 */
import { Block, Button, List, ListItem, f7 } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useNavigate } from 'react-router-dom';
import { APP_VERSION } from '../../../contract';
import { LOGIN_PATH } from '../../../contract/appPaths';
import { useT } from '../../i18n';
import { ListLink } from '../../ui/AppLink';
import { session } from '../../session/session';
import { signOut } from '../auth/signOut';
import { DraftsEntry } from '../drafts/DraftsEntry';
import { HrToolsEntry } from '../hrTools/HrToolsEntry';
import { SyncCentreEntry } from '../syncCentre/SyncCentreEntry';
import { TabPage } from '../../ui/TabPage';
import { Avatar } from '../../ui/picker/Avatar';
import { useActiveDb } from '../../data';
import { Head } from './personal/Head';
import { useOwnHead } from './personal/usePersonal';
import { useScanner } from './scan/useScanner';
import './my.css';

/** The person, with their head (a new one shows at once), opening 个人资料. */
function UserCard() {
  useSignals();
  const t = useT();
  const db = useActiveDb();
  const user = session.value?.userInfo;
  const head = useOwnHead(db, user?.headIcon ?? '');
  if (!user) return null;
  return (
    <List strong inset mediaList className="user-card">
      <ListLink
        to="/pages/my/personalData/index"
        title={user.userName}
        subtitle={user.userAccount}
        text={`${t('my.department')}：${user.departmentName} · ${t('my.position')}：${user.positionName}`}
      >
        <div slot="media" data-testid="my-head">
          {db ? (
            <Head
              db={db}
              avatar={head.avatar}
              pendingFileId={head.pendingHead}
              name={user.userName}
              size={48}
            />
          ) : (
            <Avatar name={user.userName} size={48} />
          )}
        </div>
      </ListLink>
    </List>
  );
}

export default function MyTab() {
  const t = useT();
  const navigate = useNavigate();
  const { openScanner, scanner } = useScanner();
  const confirmSignOut = () =>
    f7.dialog.confirm(t('my.signOutConfirm'), t('app.name'), () => {
      signOut();
      navigate(LOGIN_PATH, { replace: true });
    });
  return (
    <TabPage name="my">
      <UserCard />
      <HrToolsEntry />
      <List strong inset dividers>
        <ListItem link="#" title={t('my.scan')} onClick={openScanner} />
        <DraftsEntry />
        <SyncCentreEntry />
        <ListLink to="/pages/my/business/index" title={t('route.my.business')} />
        <ListLink to="/pages/my/subordinate/index" title={t('route.my.subordinate')} />
        <ListLink to="/pages/my/accountSecurity/index" title={t('route.my.accountSecurity')} />
        <ListLink to="/pages/my/modifyPsd/index" title={t('route.my.modifyPsd')} />
        <ListLink to="/pages/my/settings/index" title={t('my.settings')} />
        <ListLink to="/pages/my/contactUs/index" title={t('route.my.contactUs')} />
        <ListLink to="/pages/my/abouts/index" title={t('my.about')} />
        <ListItem
          title={t('my.version')}
          after={t('my.versionValue', { version: APP_VERSION.sysVersion, code: APP_VERSION.versionCode })}
        />
      </List>
      <Block>
        <Button type="button" fill color="red" large onClick={confirmSignOut}>
          {t('my.signOut')}
        </Button>
      </Block>
      {scanner}
    </TabPage>
  );
}
