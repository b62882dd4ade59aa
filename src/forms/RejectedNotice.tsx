/**
 * Over a draft the server rejected (opened with 修改 from 同步中心): why it was refused, so the nurse knows
 * what to correct before submitting again. The message is the rejected outbox row's, read once on open,
 * the field it names called by its label (formRefusalText).
 */
import { useEffect, useState } from 'react';
import type { UserDb } from '../data';
import { rejectionOf } from '../../core/store/outboxView';
import { useT } from '../i18n';
import { formStream } from '../../core/store/outboxKinds';
import type { FormDef } from '../../contract/form/types';
import { formRefusalText } from './refusalWords';

export function RejectedNotice({ db, draftId, def }: { db: UserDb; draftId: string; def: FormDef }) {
  const t = useT();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void rejectionOf(db, formStream(draftId)).then((m) => {
      if (live) setMessage(m);
    });
    return () => {
      live = false;
    };
  }, [db, draftId]);
  if (message === null) return null;
  return (
    <p className="form-rejected" role="alert">
      {t('form.rejected', {
        message: message ? formRefusalText(t, message, def) : t('form.rejectedUnknown'),
      })}
    </p>
  );
}
