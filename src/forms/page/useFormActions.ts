/**
 * 保存 and 提交 for a form page: save writes the draft now; submit validates (the first invalid field
 * scrolls into view), then queues the form through the outbox (its SubmitPlan) and says 已提交 (offline: 已提交，等待网络); the
 * notice then follows the submission live.
 */
import { useCallback, useState } from 'react';
import type { UserDb } from '../../data';
import { useT } from '../../i18n';
import { toast } from '../../ui/toast';
import { validateForm } from '../../../contract/form/validate';
import type { FormDef, FormUser } from '../../../contract/form/types';
import { isQuotaError } from '../quota';
import { scrollToField } from '../scrollToField';
import { FormRejected, submitForm, type SubmitPlan } from '../submitForm';
import type { DraftEditor } from '../useDraft';

export interface FormActionsInput {
  db: UserDb;
  def: FormDef;
  plan: SubmitPlan;
  editor: DraftEditor;
  user: FormUser;
  online: boolean;
}

export function useFormActions({ db, def, plan, editor, user, online }: FormActionsInput) {
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
      if (e instanceof FormRejected) toast(e.message);
      else toast(t(isQuotaError(e) ? 'form.storageFull' : 'form.saveFailed'));
    },
    [editor, t],
  );

  const submit = useCallback(async () => {
    setTried(true);
    const first = validateForm(def, editor.values)[0];
    if (first) {
      scrollToField(first.field);
      return;
    }
    setBusy(true);
    try {
      await submitForm(db, editor.session, user, online, plan);
      toast(t(online ? 'hrForms.submitted' : 'hrForms.submittedOffline'));
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  }, [db, def, plan, editor, user, online, t, fail]);

  return { tried, busy, save, submit };
}
