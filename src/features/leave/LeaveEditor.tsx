/**
 * The leave form on one draft: the engine renders LEAVE_FORM, edits autosave, a bill number is fetched
 * when online, issues show under their fields once submission was tried, a draft the server rejected shows
 * why, and a submitted draft turns into the 已提交，等待同步 notice.
 */
import { useCallback, useMemo } from 'react';
import { Button } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { UserDb } from '../../data';
import {
  FormView,
  isQuotaError,
  issuesByField,
  RejectedNotice,
  useBillNumber,
  useDraftEditor,
  validateForm,
  type FormRuntime,
  type FormUser,
  type LoadedDraft,
} from '../../forms';
import { formatDate } from '../../lib/dateFormat';
import { useT } from '../../i18n';
import { networkOnline } from '../../sync';
import { toast } from '../../ui/toast';
import { LEAVE_FORM } from './leaveForm';
import { SubmittedNotice } from './SubmittedNotice';
import { useLeaveActions } from './useLeaveActions';

export interface LeaveEditorProps {
  db: UserDb;
  user: FormUser;
  loaded: LoadedDraft;
  onBack: () => void;
  onAnother: () => void;
}

export function LeaveEditor({ db, user, loaded, onBack, onAnother }: LeaveEditorProps) {
  useSignals();
  const t = useT();
  const online = networkOnline.value;
  // QuotaExceededError is the one a phone meets; anything else is worded as a plain failure.
  const onSaveError = useCallback(
    (e: unknown) => toast(t(isQuotaError(e) ? 'form.storageFull' : 'form.saveFailed')),
    [t],
  );
  const editor = useDraftEditor(db, LEAVE_FORM, loaded, onSaveError);
  useBillNumber(LEAVE_FORM, editor, online);
  const { tried, busy, save, submit } = useLeaveActions(db, editor, user, online);
  const submitted = editor.state === 'pending';
  const issues = useMemo(
    () => (tried && !submitted ? issuesByField(validateForm(LEAVE_FORM, editor.values)) : {}),
    [tried, submitted, editor.values],
  );
  const { attach, detach } = editor;
  const runtime = useMemo<FormRuntime>(
    () => ({ db, user, readOnly: submitted || busy, attach, detach }),
    [db, user, submitted, busy, attach, detach],
  );
  return (
    <>
      {submitted ? (
        <SubmittedNotice billNo={String(editor.values.billNo ?? '')} onBack={onBack} onAnother={onAnother} />
      ) : (
        editor.state === 'failed' && <RejectedNotice db={db} draftId={loaded.draftId} />
      )}
      {!submitted && (
        <p className="form-saved-at" aria-live="polite">
          {editor.savedAt !== null && t('form.savedAt', { time: formatDate(editor.savedAt, 'HH:mm:ss') })}
        </p>
      )}
      <FormView
        def={LEAVE_FORM}
        values={editor.values}
        issues={issues}
        onChange={editor.setField}
        runtime={runtime}
      />
      {!submitted && (
        // Sticky inside the page's scroller: the spec §9 bottom action bar (88 rpx), always in reach.
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
