/**
 * Our view of a flow in the platform's words (issue #16), pure: the codes and flags the platform's own
 * mobile clients draw a flow detail with (docs/jnpf-clients/) — a step's state as '0' / '1' / '2', a
 * record's `handleStatus`, the approval page's buttons with their texts, and the template JSON whose
 * `properties` give the applicant's buttons. Computed from what our own view already says, never stored.
 */
import { HANDLE_TYPE } from '../../contract';
import type { NodeView } from './view';

type Actions = {
  audit: boolean;
  reject: boolean;
  transfer: boolean;
  recallOperatorId: string | null;
  withdraw: boolean;
  press: boolean;
};

const STEP_STATE: Readonly<Record<NodeView['state'], '0' | '1' | '2'>> = {
  done: '0',
  current: '1',
  pending: '2',
  skipped: '2',
};

export const platformStepState = (state: NodeView['state']): '0' | '1' | '2' => STEP_STATE[state];

/** Our record handleType → the platform's handleStatus (its clients draw anything else as a decision). */
export const PLATFORM_HANDLE_STATUS: Readonly<Record<number, number>> = {
  [HANDLE_TYPE.reject]: 0,
  [HANDLE_TYPE.approve]: 1,
  [HANDLE_TYPE.submit]: 2,
  [HANDLE_TYPE.recall]: 3,
  [HANDLE_TYPE.withdraw]: 3,
  [HANDLE_TYPE.terminate]: 4,
  [HANDLE_TYPE.transfer]: 7,
};

/** Records the platform lists; urges and copies it does not (they are ours, listed apart). */
export const isPlatformRecord = (handleType: number): boolean => handleType in PLATFORM_HANDLE_STATUS;

/** The approval page's buttons, from what the viewer may do (暂存 where the node has fields to write). */
export function platformButtons(actions: Actions, writes: boolean) {
  return {
    hasAuditBtn: actions.audit,
    auditBtnText: '同意',
    hasRejectBtn: actions.reject,
    rejectBtnText: '拒绝',
    hasTransferBtn: actions.transfer,
    transferBtnText: '转审',
    hasSaveBtn: actions.audit && writes,
    saveBtnText: '暂存',
    hasRevokeBtn: actions.recallOperatorId !== null,
    revokeBtnText: '撤回',
    hasFreeApprover: false,
  };
}

/** The template JSON: the start node's properties (the applicant's 催办 and 撤回, comments on). */
export function platformTemplateJson(
  actions: Pick<Actions, 'press' | 'withdraw'>,
  startOperates: readonly unknown[],
): string {
  return JSON.stringify({
    properties: {
      isComment: true,
      isSummary: false,
      hasPressBtn: actions.press,
      pressBtnText: '催办',
      hasRevokeBtn: actions.withdraw,
      revokeBtnText: '撤回',
      submitBtnText: '提交',
      saveBtnText: '暂存',
      formOperates: startOperates,
    },
  });
}
