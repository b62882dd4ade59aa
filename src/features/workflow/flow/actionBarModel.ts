/**
 * Which buttons the detail's action bar shows: exactly the actions the server granted in `data.actions`
 * (an approver's ones only with the operator they act as); none while an action of this device waits to be
 * delivered, nor while the cached detail is known to be out of date (a decision already went out). 同意 / 驳回 / 转办 open the decision screen; the others are confirmed in place. Pure.
 */
import type { ConfirmedAction, DecisionAction, FlowActionKey, FlowActions } from './flowKinds';

interface ButtonLook {
  primary: boolean;
  danger: boolean;
}

/** operate: the decision screen (/pages/workFlow/operate/index); confirm: a dialog, then queued. */
export type ActionButton =
  | ({ way: 'operate'; action: DecisionAction } & ButtonLook)
  | ({ way: 'confirm'; action: ConfirmedAction } & ButtonLook);

/** Left to right: the rare and the destructive first, 同意 last, under the thumb. */
const ORDER: readonly FlowActionKey[] = [
  'cancel',
  'withdraw',
  'press',
  'recall',
  'transfer',
  'reject',
  'audit',
];

const OPERATE = new Set<FlowActionKey>(['audit', 'reject', 'transfer']);
const isDecision = (action: FlowActionKey): action is DecisionAction => OPERATE.has(action);
const DANGER = new Set<FlowActionKey>(['cancel', 'reject', 'withdraw']);

/** The operator an action is taken as (its URL's `{operatorId}`), null for the task-level ones. */
export function operatorFor(action: FlowActionKey, actions: FlowActions): string | null {
  if (OPERATE.has(action)) return actions.operatorId;
  return action === 'recall' ? actions.recallOperatorId : null;
}

function granted(action: FlowActionKey, actions: FlowActions): boolean {
  if (action === 'recall') return actions.recallOperatorId !== null;
  if (OPERATE.has(action)) return actions[action] && actions.operatorId !== null;
  return actions[action];
}

/** What this device knows beyond the server's detail (the cached row's marks). */
export interface LocalMarks {
  pendingAction?: string | null;
  stale?: boolean;
}

export function actionButtonsOf(actions: FlowActions, marks: LocalMarks = {}): ActionButton[] {
  if (marks.pendingAction || marks.stale) return [];
  return ORDER.filter((action) => granted(action, actions)).map((action) => {
    const look = { primary: action === 'audit', danger: DANGER.has(action) };
    return isDecision(action) ? { way: 'operate', action, ...look } : { way: 'confirm', action, ...look };
  });
}
