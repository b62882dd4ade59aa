/**
 * The seven things a person can do to a flow, and the outbox kind each one is queued as (the sync centre
 * names them through `sync.kind.<kind>`; each is an entry of OUTBOX_KINDS in core/store/outboxKinds.ts).
 */
import type { FlowBeforeData } from '../../../../contract';

/** Decided on the decision screen (/pages/workFlow/operate/index). */
export type DecisionAction = 'audit' | 'reject' | 'transfer';
/** Confirmed on the detail itself. */
export type ConfirmedAction = 'recall' | 'withdraw' | 'press' | 'cancel';
export type FlowActionKey = DecisionAction | ConfirmedAction;
export type FlowActions = FlowBeforeData['actions'];

export const FLOW_ACTION_KIND = {
  audit: 'flowAudit',
  reject: 'flowReject',
  transfer: 'flowTransfer',
  recall: 'flowRecall',
  withdraw: 'flowWithdraw',
  cancel: 'flowCancel',
  press: 'flowPress',
} as const satisfies Record<FlowActionKey, string>;
export type FlowActionKind = (typeof FLOW_ACTION_KIND)[FlowActionKey];

/** The action an outbox kind stands for, or null for kinds that are not flow actions. */
export function actionOfKind(kind: string | null | undefined): FlowActionKey | null {
  const found = Object.entries(FLOW_ACTION_KIND).find(([, k]) => k === kind);
  return found ? (found[0] as FlowActionKey) : null;
}
