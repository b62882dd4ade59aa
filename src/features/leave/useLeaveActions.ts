/**
 * 保存 and 提交 for the leave form: save writes the draft now; submit validates (the first invalid field
 * scrolls into view), then queues the application through the outbox and reports 已提交，等待同步.
 */
import { useCallback, useState } from 'react';
import type { UserDb } from '../../data';
import { isQuotaError, scrollToField, validateForm, type DraftEditor, type FormUser } from '../../forms';
import { useT } from '../../i18n';
import { toast } from '../../ui/toast';
import { LEAVE_FORM } from './leaveForm';
import { LeaveRejected, submitLeave } from './submitLeave';

export function useLeaveActions(db: UserDb, editor: DraftEditor, user: FormUser, online: boolean) {
  const t = useT();
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  // A failed save has already been reported by the draft's onSaveError.
  const save = useCallback(async () => {
    if (await editor.flush(true)) toast(t('form.saved'));
  }, [editor, t]);

  const fail = useCallback(
    (e: unknown) => {
      editor.session.setState(editor.session.state);
      if (e instanceof LeaveRejected) toast(e.message);
      else toast(t(isQuotaError(e) ? 'form.storageFull' : 'form.saveFailed'));
    },
    [editor, t],
  );

  const submit = useCallback(async () => {
    setTried(true);
    const first = validateForm(LEAVE_FORM, editor.values)[0];
    if (first) {
      scrollToField(first.field);
      return;
    }
    setBusy(true);
    try {
      await submitLeave(db, editor.session, user, online);
      toast(t('leave.queued'));
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  }, [db, editor, user, online, t, fail]);

  return { tried, busy, save, submit };
}
