/**
 * 批量 mode of the to-do list: on and off, the chosen to-dos (one flow at a time, none waiting in the
 * outbox), the opinion (同意 to start with), and 同意 — which queues one approval per to-do through
 * batchApprove and says how many were saved, or why none could be.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { FlowListItem } from '../../../../contract';
import type { UserDb } from '../../../data';
import { isQuotaError } from '../../../forms/quota';
import { useT } from '../../../i18n';
import { serverOffsetMs } from '../../../sync';
import { toast } from '../../../ui/toast';
import { session } from '../../../session/session';
import { BatchRejected, batchApprove } from './batchApprove';
import { canChoose, chosenItems, NO_SELECTION, toggleChoice, type Selection } from './batchModel';
import type { RowChoice } from './FlowItemRow';

export interface Batch {
  on: boolean;
  toggle: () => void;
  chosen: FlowListItem[];
  opinion: string;
  setOpinion: (value: string) => void;
  busy: boolean;
  approve: () => Promise<void>;
  /** The row's checkbox in 批量 mode, undefined otherwise. */
  choiceOf: (item: FlowListItem) => RowChoice | undefined;
}

function failureText(e: unknown, t: (key: string) => string): string {
  if (e instanceof BatchRejected && e.reason === 'opinion') return e.message;
  if (e instanceof BatchRejected && e.reason === 'mixedFlows') return t('wfList.batch.mixedFlows');
  return t(isQuotaError(e) ? 'wfList.batch.storageFull' : 'wfList.batch.failed');
}

export function useBatch(
  db: UserDb | null,
  items: readonly FlowListItem[],
  pending: ReadonlySet<string>,
): Batch {
  const t = useT();
  const [on, setOn] = useState(false);
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const [opinion, setOpinion] = useState(() => t('wfList.batch.defaultOpinion'));
  const [busy, setBusy] = useState(false);
  // A second tap before React re-renders must not queue the batch twice (batchApprove skips it anyway).
  const pressing = useRef(false);
  const chosen = useMemo(() => chosenItems(items, selection, pending), [items, selection, pending]);
  const toggle = useCallback(() => {
    setOn((v) => !v);
    setSelection(NO_SELECTION);
  }, []);
  const approve = async () => {
    const userId = session.peek()?.userInfo.userId;
    if (!db || !userId || pressing.current || chosen.length === 0) return;
    pressing.current = true;
    setBusy(true);
    try {
      const who = { userId, serverOffsetMs: serverOffsetMs.peek() ?? undefined };
      const rows = await batchApprove(db, chosen, opinion, who);
      toast(
        rows.length > 0 ? t('wfList.batch.queued', { count: rows.length }) : t('wfList.batch.nothingQueued'),
      );
      toggle();
    } catch (e) {
      toast(failureText(e, t));
    } finally {
      pressing.current = false;
      setBusy(false);
    }
  };
  const choiceOf = (item: FlowListItem): RowChoice | undefined => {
    if (!on) return undefined;
    const checked = selection.has(item.id);
    return {
      checked,
      disabled: !checked && !canChoose(selection, item, pending),
      onToggle: () => setSelection((s) => toggleChoice(s, item)),
    };
  };
  return { on, toggle, chosen, opinion, setOpinion, busy, approve, choiceOf };
}
