/**
 * The fix page of a refused application (修改 in the sync centre): the draft it was submitted from, opened
 * in its form with the refused values and the server's words. Shared by the sync centre and 我发起的.
 */
import { useNavigate } from 'react-router-dom';
import { activeDb } from '../../data/active';
import { draftIdOf } from '../../../core/store/outboxKinds';
import type { OutboxItem } from '../../../core/store/outboxView';
import { loadDraft } from '../../forms';
import { draftPath } from '../drafts/draftForms';

/** Opens the row's draft in its form (after `before`, e.g. closing a sheet); false when it has none. */
export function useOpenFix(before?: () => void): (row: Pick<OutboxItem, 'stream'>) => Promise<boolean> {
  const navigate = useNavigate();
  return async (row) => {
    const draftId = draftIdOf(row);
    const db = activeDb();
    const draft = draftId && db ? await loadDraft(db, draftId) : undefined;
    const path = draft ? draftPath(draft.formKey, draft.id) : null;
    if (!path) return false;
    before?.();
    navigate(path);
    return true;
  };
}
