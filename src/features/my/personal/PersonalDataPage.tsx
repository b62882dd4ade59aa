/**
 * 个人资料 (/pages/my/personalData, issue #17): the person's record (GET BaseInfo), read offline from the
 * last copy with its time; the head, changed by picking and cropping a picture; HR's fields read-only; the
 * person's own fields saved through the outbox (online or not), shown at once and marked 同步中 until the
 * server has them. A refused change is said here and waits in the sync centre to be fixed or discarded.
 */
import type { ReactNode } from 'react';
import { Block } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useNavigate } from 'react-router-dom';
import { useActiveDb, type UserDb } from '../../../data';
import { useT } from '../../../i18n';
import { session } from '../../../session/session';
import { networkOnline } from '../../../sync';
import { CachedView } from '../../../ui/CachedView';
import { toast } from '../../../ui/toast';
import { RefreshPage } from '../../../ui/RefreshPage';
import { AvatarEditor } from './AvatarEditor';
import { Head } from './Head';
import { HrFields, SelfFields } from './PersonalFields';
import { queueAvatar, queueBaseInfo, type SelfPatch, type ShownInfo } from './personalStore';
import { usePersonal, type Personal } from './usePersonal';
import './personal.css';

export const MY_TAB = '/pages/index/my';
const ACCOUNT_SECURITY = '/pages/my/accountSecurity/index';

interface BodyProps {
  db: UserDb;
  userId: string;
  personal: Personal;
  online: boolean;
}

function PersonalBody({ db, userId, personal: { copy, shown }, online }: BodyProps) {
  const t = useT();
  const navigate = useNavigate();
  const saved = () => toast(t(online ? 'personal.saved' : 'personal.savedOffline'));
  const saveFields = async (patch: SelfPatch) => {
    if (!(await queueBaseInfo(db, userId, patch))) return toast(t('personal.nothingChanged'));
    saved();
  };
  const saveHead = async (head: Blob) => {
    await queueAvatar(db, userId, head);
    saved();
  };
  return (
    <CachedView
      copy={copy}
      testId="personal-as-of"
      offlineText={t('personal.offlineNoCopy')}
      offlineDetail={t('personal.offlineNoCopyDetail')}
      failedText={t('personal.loadFailed')}
    >
      {() =>
        shown && (
          <ShownPersonal
            db={db}
            shown={shown}
            onHead={saveHead}
            onFields={saveFields}
            onMobile={() => navigate(ACCOUNT_SECURITY)}
          />
        )
      }
    </CachedView>
  );
}

interface ShownProps {
  db: UserDb;
  shown: ShownInfo;
  onHead: (head: Blob) => Promise<void>;
  onFields: (patch: SelfPatch) => Promise<void>;
  onMobile: () => void;
}

function ShownPersonal({ db, shown, onHead, onFields, onMobile }: ShownProps) {
  const t = useT();
  const { info } = shown;
  return (
    <>
      {shown.refused !== null && (
        <p className="personal-refused" role="alert">
          {t('personal.refused', { message: shown.refused })}
        </p>
      )}
      {shown.waiting !== null && (
        <p className="personal-pending" role="status">
          {t('personal.waiting', { message: shown.waiting })}
        </p>
      )}
      <Block strong inset className="personal-head" data-testid="personal-head">
        <Head db={db} avatar={info.avatar} pendingFileId={shown.pendingHead} name={info.realName} size={72} />
        <div className="personal-head-text">
          <strong>{info.realName}</strong>
          {shown.pendingHead && <span className="personal-pending">{t('personal.headPending')}</span>}
          <AvatarEditor onCropped={onHead} />
        </div>
      </Block>
      <HrFields info={info} onChangeMobile={onMobile} />
      <SelfFields info={info} pending={shown.pending} onSave={onFields} />
    </>
  );
}

function PersonalFrame({
  onRefresh,
  children,
}: {
  onRefresh?: () => Promise<unknown>;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <RefreshPage
      name="personalData"
      title={t('route.my.personalData')}
      fallback={MY_TAB}
      onRefresh={onRefresh}
    >
      {children}
    </RefreshPage>
  );
}

function PersonalScreen({ db, userId }: { db: UserDb; userId: string }) {
  useSignals();
  const online = networkOnline.value;
  const personal = usePersonal(db, online);
  return (
    <PersonalFrame onRefresh={personal.copy.refresh}>
      <PersonalBody db={db} userId={userId} personal={personal} online={online} />
    </PersonalFrame>
  );
}

export default function PersonalDataPage() {
  useSignals();
  const db = useActiveDb();
  const userId = session.value?.userInfo.userId ?? '';
  if (!db) return <PersonalFrame />;
  return <PersonalScreen key={db.name} db={db} userId={userId} />;
}
