/**
 * The page of any form drafted offline (leave, every HR form): opens `?draft=<id>` from 我的草稿, otherwise
 * continues the form's latest open draft or starts a new one — from local data only, so it works the same
 * offline and after a reload. 再填一份 starts again from the latest open draft or a blank form.
 */
import { useMemo, useState } from 'react';
import { Navbar, Page, Preloader } from 'framework7-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { UserInfo } from '../../../contract';
import type { FormDef, FormUser } from '../../../contract/form/types';
import { useActiveDb, type UserDb } from '../../data';
import { formUserOf } from '../formUser';
import type { SubmitPlan } from '../submitForm';
import { useLoadedDraft } from '../useDraft';
import { DraftFormEditor, type DraftFormEditorProps } from './DraftFormEditor';
import { useBack } from '../../ui/useBack';

const APPLY_TAB = '/pages/index/apply';

type Shared = Pick<DraftFormEditorProps, 'def' | 'plan' | 'online' | 'defOf'>;

interface LoaderProps extends Shared {
  db: UserDb;
  user: FormUser;
  draftId: string | null;
  onBack: () => void;
  onAnother: () => void;
}

function FormLoader({ db, def, user, draftId, ...rest }: LoaderProps) {
  const loaded = useLoadedDraft(db, def, user, draftId);
  if (!loaded) return <Preloader className="page-loader" />;
  return <DraftFormEditor key={loaded.draftId} db={db} def={def} user={user} loaded={loaded} {...rest} />;
}

export interface DraftFormPageProps {
  /** The Framework7 page name. */
  name: string;
  title: string;
  def: FormDef;
  plan: SubmitPlan;
  /** The signed-in person (the session's userInfo); the form waits while there is none. */
  userInfo: UserInfo | undefined;
  online: boolean;
  defOf?: DraftFormEditorProps['defOf'];
}

export function DraftFormPage({ name, title, userInfo, ...shared }: DraftFormPageProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const db = useActiveDb();
  // Keyed by its content: a refreshed session with the same person must not reopen the draft.
  const userKey = userInfo ? JSON.stringify(formUserOf(userInfo)) : null;
  const user = useMemo(() => (userKey ? (JSON.parse(userKey) as FormUser) : null), [userKey]);
  // A new generation remounts the loader: 再填一份 starts from the latest open draft or a blank form.
  const [generation, setGeneration] = useState(0);
  const back = useBack(APPLY_TAB);
  const another = () => {
    navigate(pathname, { replace: true });
    setGeneration((g) => g + 1);
  };
  return (
    <Page name={name} className="form-page">
      <Navbar title={title} backLink backLinkUrl="#" onClickBack={back} />
      {db && user ? (
        <FormLoader
          key={generation}
          db={db}
          user={user}
          draftId={generation === 0 ? params.get('draft') : null}
          onBack={back}
          onAnother={another}
          {...shared}
        />
      ) : (
        <Preloader className="page-loader" />
      )}
    </Page>
  );
}
