/**
 * Any form on one draft: the engine renders its definition, edits autosave, a bill number is fetched when
 * online, issues show under their fields once submission was tried, a draft the server rejected shows why,
 * relation fields list the applicant's originals (cached for offline), and a submitted draft turns into the
 * submission's live notice (已送达 / 正在发送 / 等待网络 / 提交被退回).
 */
import { useCallback, useMemo } from 'react';
import { Button } from 'framework7-react';
import type { UserDb } from '../../data';
import { useT } from '../../i18n';
import { formatDate } from '../../../core/lib/dateFormat';
import { toast } from '../../ui/toast';
import { issuesByField, validateForm } from '../../../contract/form/validate';
import type { FormDef, FormUser } from '../../../contract/form/types';
import type { FormRuntime } from '../fields/fieldProps';
import { FormView } from '../FormView';
import { isQuotaError } from '../quota';
import { RejectedNotice } from '../RejectedNotice';
import type { SubmitPlan } from '../submitForm';
import type { LoadedDraft } from '../draftSession';
import { useBillNumber } from '../useBillNumber';
import { useDraftEditor } from '../useDraft';
import { useOriginals } from '../useOriginals';
import { SubmittedNotice } from './SubmittedNotice';
import { useFormActions } from './useFormActions';

export interface DraftFormEditorProps {
  db: UserDb;
  def: FormDef;
  plan: SubmitPlan;
  user: FormUser;
  online: boolean;
  loaded: LoadedDraft;
  /** An original's definition by FormKey (relation fields summarise its dates). */
  defOf?: FormRuntime['defOf'];
  onBack: () => void;
  onAnother: () => void;
}

/** When the draft was last saved, or that it was deleted elsewhere and no longer saves. */
function SavedLine({ savedAt, deleted }: { savedAt: number | null; deleted: boolean }) {
  const t = useT();
  const words = deleted
    ? t('form.deletedElsewhere')
    : savedAt !== null && t('form.savedAt', { time: formatDate(savedAt, 'HH:mm:ss') });
  return (
    <p className="form-saved-at" aria-live="polite">
      {words}
    </p>
  );
}

export function DraftFormEditor({
  db,
  def,
  plan,
  user,
  online,
  loaded,
  defOf,
  onBack,
  onAnother,
}: DraftFormEditorProps) {
  const t = useT();
  // QuotaExceededError is the one a phone meets; anything else is worded as a plain failure.
  const onSaveError = useCallback(
    (e: unknown) => toast(t(isQuotaError(e) ? 'form.storageFull' : 'form.saveFailed')),
    [t],
  );
  const editor = useDraftEditor(db, def, loaded, onSaveError);
  useBillNumber(def, editor, online);
  const originals = useOriginals(db, def, online);
  const { tried, busy, save, submit } = useFormActions({ db, def, plan, editor, user, online });
  const submitted = editor.state === 'pending';
  // Deleted in 我的草稿 while open: shown, read-only, and nothing more is saved (draftSession.ts).
  const closed = submitted || editor.deleted;
  const issues = useMemo(
    () => (tried && !submitted ? issuesByField(validateForm(def, editor.values)) : {}),
    [def, tried, submitted, editor.values],
  );
  const { attach, detach } = editor;
  const runtime = useMemo<FormRuntime>(
    () => ({ db, user, readOnly: closed || busy, attach, detach, originals, defOf }),
    [db, user, closed, busy, attach, detach, originals, defOf],
  );
  return (
    <>
      <div className="form-page-body">
        {submitted ? (
          <SubmittedNotice
            def={def}
            db={db}
            draftId={loaded.draftId}
            billNo={String(editor.values.billNo ?? '')}
            userId={user.userId}
            onBack={onBack}
            onAnother={onAnother}
          />
        ) : (
          editor.state === 'failed' && <RejectedNotice db={db} draftId={loaded.draftId} def={def} />
        )}
        {!submitted && <SavedLine savedAt={editor.savedAt} deleted={editor.deleted} />}
        <FormView
          def={def}
          values={editor.values}
          issues={issues}
          onChange={editor.setField}
          runtime={runtime}
        />
      </div>
      {!closed && (
        // The spec §9 bottom action bar (88 rpx): at the screen's bottom, sticky while the form scrolls.
        <div className="form-actions">
          <Button type="button" outline disabled={busy} onClick={() => void save()}>
            {t('form.save')}
          </Button>
          <Button type="button" fill disabled={busy} onClick={() => void submit()}>
            {t('form.submit')}
          </Button>
        </div>
      )}
    </>
  );
}
