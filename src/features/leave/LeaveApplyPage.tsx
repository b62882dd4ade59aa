/**
 * 请假申请 (/pages/subDev/leaveAttendanceManage/leaveApply and /pages/workFlow/workFlowForm/leaveApply/index):
 * opens `?draft=<id>` from 我的草稿, otherwise continues the latest open leave draft or starts a new one —
 * from local data only, so it works the same offline and after a reload.
 */
import { useMemo, useState } from 'react';
import { Navbar, Page, Preloader } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useActiveDb, type UserDb } from '../../data';
import { useLoadedDraft, type FormUser } from '../../forms';
import { session } from '../auth/session';
import { formUserOf } from './formUser';
import { LEAVE_FORM } from './leaveForm';
import { LeaveEditor } from './LeaveEditor';

const APPLY_TAB = '/pages/index/apply';

interface LoaderProps {
  db: UserDb;
  user: FormUser;
  draftId: string | null;
  onBack: () => void;
  onAnother: () => void;
}

function LeaveLoader({ db, user, draftId, onBack, onAnother }: LoaderProps) {
  const loaded = useLoadedDraft(db, LEAVE_FORM, user, draftId);
  if (!loaded) return <Preloader className="page-loader" />;
  return (
    <LeaveEditor
      key={loaded.draftId}
      db={db}
      user={user}
      loaded={loaded}
      onBack={onBack}
      onAnother={onAnother}
    />
  );
}

export default function LeaveApplyPage({ title }: { title: string }) {
  useSignals();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const db = useActiveDb();
  // Keyed by its content: a refreshed session with the same person must not reopen the draft.
  const info = session.value?.userInfo;
  const userKey = info ? JSON.stringify(formUserOf(info)) : null;
  const user = useMemo(() => (userKey ? (JSON.parse(userKey) as FormUser) : null), [userKey]);
  // A new generation remounts the loader: 再填一份 starts from the latest open draft or a blank form.
  const [generation, setGeneration] = useState(0);
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(APPLY_TAB, { replace: true }));
  const another = () => {
    navigate(pathname, { replace: true });
    setGeneration((g) => g + 1);
  };
  return (
    <Page name="leave-apply" className="form-page">
      <Navbar title={title} backLink backLinkUrl="#" onClickBack={back} />
      {db && user ? (
        <LeaveLoader
          key={generation}
          db={db}
          user={user}
          draftId={generation === 0 ? params.get('draft') : null}
          onBack={back}
          onAnother={another}
        />
      ) : (
        <Preloader className="page-loader" />
      )}
    </Page>
  );
}
