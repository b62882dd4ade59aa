/**
 * The actions taken from the detail itself — 撤回, 撤销, 终止 (asked for an optional opinion) and 催办
 * (confirmed) — queued through queueFlowAction; 已提交 (or 等待网络) is told at once, and the
 * screen goes back to its list. A 催办 the server refuses (urged too often, #28) is told as a toast with
 * its words wherever the person is by then. A second tap while one is being saved is ignored.
 */
import { useCallback, useRef } from 'react';
import { f7 } from 'framework7-react';
import { whenSettled, type OutboxRow, type UserDb } from '../../../data';
import { isQuotaError } from '../../../forms/quota';
import { useT } from '../../../i18n';
import { toast } from '../../../ui/toast';
import { forgetDecision } from './decisionStore';
import type { ConfirmedAction, FlowActions } from './flowKinds';
import { FlowActionInvalid, type FlowActionInput } from './flowRequests';
import { queueFlowAction } from './queueFlowAction';
import { networkOnline } from '../../../sync';

function inputOf(action: ConfirmedAction, actions: FlowActions, opinion: string): FlowActionInput | null {
  const body = { handleOpinion: opinion };
  if (action === 'press') return { action };
  if (action === 'recall')
    return actions.recallOperatorId ? { action, operatorId: actions.recallOperatorId, body } : null;
  return { action, body };
}

function failureKey(e: unknown): string | null {
  if (e instanceof FlowActionInvalid) return null;
  return isQuotaError(e) ? 'wfFlow.error.storageFull' : 'wfFlow.error.saveFailed';
}

/**
 * Queues one action of `actor` and tells the outcome: 已提交 (offline: 已提交，等待网络) and back to the list
 * — the flow's own notice then follows it live — or why it could
 * not be saved. The one way both the detail's own actions and the decision screen end.
 */
export async function queueAndLeave(
  actor: Actor,
  input: FlowActionInput,
  t: (key: string) => string,
  onDone: () => void,
): Promise<OutboxRow | null> {
  try {
    const { row } = await queueFlowAction(actor.db, { ...input, userId: actor.userId, taskId: actor.taskId });
    forgetDecision(actor.taskId);
    toast(t(networkOnline.peek() ? 'wfFlow.queued' : 'wfFlow.queuedOffline'));
    onDone();
    return row;
  } catch (e) {
    const key = failureKey(e);
    toast(key ? t(key) : (e as Error).message);
    return null;
  }
}

/** How long a 催办 is followed for its answer (it goes out at once when online). */
const PRESS_ANSWER_MS = 60_000;

/** The server's refusal of a queued 催办 (too soon for this task, too many this hour), as a toast. */
async function tellPressRefusal(db: UserDb, row: OutboxRow, t: Translate): Promise<void> {
  const settled = await whenSettled(db, row.id, PRESS_ANSWER_MS);
  if (settled?.state === 'failed')
    toast(t('wfFlow.pressRefused', { message: settled.lastError || t('wfFlow.rejectedUnknown') }));
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

export interface Actor {
  db: UserDb;
  userId: string;
  taskId: string;
}

export function useConfirmedAction({ db, userId, taskId }: Actor, actions: FlowActions, onDone: () => void) {
  const t = useT();
  const busy = useRef(false);
  const run = useCallback(
    async (action: ConfirmedAction, opinion: string) => {
      const input = inputOf(action, actions, opinion);
      if (busy.current) return;
      if (!input) return toast(t('wfFlow.notAllowed'));
      busy.current = true;
      try {
        const row = await queueAndLeave({ db, userId, taskId }, input, t, onDone);
        if (row && action === 'press') void tellPressRefusal(db, row, t);
      } finally {
        busy.current = false;
      }
    },
    [db, userId, taskId, actions, onDone, t],
  );
  return useCallback(
    (action: ConfirmedAction) => {
      const title = t(`wfFlow.action.${action}`);
      const question = t(`wfFlow.confirm.${action}`);
      if (action === 'press') f7.dialog.confirm(question, title, () => void run(action, ''));
      else f7.dialog.prompt(question, title, (text: string) => void run(action, text ?? ''));
    },
    [run, t],
  );
}
