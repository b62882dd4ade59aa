/**
 * A form's draft for React: opening continues the requested draft (or the form's latest open one) exactly
 * as saved, attachments included, or starts the form afresh; a new form is saved only once someone changes
 * it, so opening a form leaves no litter. Pending saves are flushed when the page is hidden, on pagehide
 * (the tab may be killed after either) and when the form closes.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { UserDb } from '../data';
import { latestDraft, loadDraft } from './draftStore';
import { DraftSession, type DraftSnapshot, type LoadedDraft } from './draftSession';
import type { FormDef, FormUser } from '../../contract/form/types';
import { initialValues, restoreValues } from './values';

export async function loadOrStart(
  db: UserDb,
  def: FormDef,
  user: FormUser,
  requestedId: string | null,
): Promise<LoadedDraft> {
  const base = initialValues(def, { user, now: Date.now() });
  const row = requestedId ? await loadDraft(db, requestedId) : await latestDraft(db, def.formKey);
  if (row && row.formKey === def.formKey) {
    return {
      draftId: row.id,
      values: restoreValues(def, base, row.data),
      state: row.state,
      savedAt: row.updatedAt,
      ...(row.resubmits && { resubmits: row.resubmits }),
    };
  }
  return { draftId: requestedId ?? crypto.randomUUID(), values: base, state: 'editing', savedAt: null };
}

/** The draft to edit, once read from Dexie (null while reading). */
export function useLoadedDraft(db: UserDb, def: FormDef, user: FormUser, requestedId: string | null) {
  const key = [db.name, def.formKey, user.userId, requestedId ?? ''].join('\u0000');
  const [result, setResult] = useState<{ key: string; draft: LoadedDraft } | null>(null);
  useEffect(() => {
    let live = true;
    void loadOrStart(db, def, user, requestedId).then((draft) => live && setResult({ key, draft }));
    return () => {
      live = false;
    };
  }, [db, def, user, requestedId, key]);
  return result?.key === key ? result.draft : null;
}

/** What a form page uses: the current snapshot and the session's (stable) actions. */
export interface DraftEditor extends DraftSnapshot {
  draftId: string;
  session: DraftSession;
  setField: DraftSession['setField'];
  attach: DraftSession['attach'];
  detach: DraftSession['detach'];
  flush: DraftSession['flush'];
}

/** The open draft and its current values; render it under `key={loaded.draftId}`. */
export function useDraftEditor(
  db: UserDb,
  def: FormDef,
  loaded: LoadedDraft,
  onSaveError: (e: unknown) => void,
): DraftEditor {
  const [session] = useState(() => new DraftSession(db, def, loaded, onSaveError));
  const snap = useSyncExternalStore(session.subscribe, session.getSnapshot);
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') session.flushSoon();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', session.flushSoon);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', session.flushSoon);
      session.flushSoon();
    };
  }, [session]);
  // The session's methods are stable; only the snapshot changes from render to render.
  return useMemo(
    () => ({
      ...snap,
      draftId: session.draftId,
      session,
      setField: session.setField,
      attach: session.attach,
      detach: session.detach,
      flush: session.flush,
    }),
    [session, snap],
  );
}
