/**
 * A transition's refusal: a contract code (400 state has moved on, 403 not yours, 404 unknown) and the
 * Chinese message the app shows. The HTTP shell turns it into a business error envelope.
 */
import { CODE, FLOW_STATUS } from '../../contract';

export class FlowError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'FlowError';
  }
}

export const refuse = (message: string): FlowError => new FlowError(CODE.BAD_REQUEST, message);
export const forbid = (message: string): FlowError => new FlowError(CODE.FORBIDDEN, message);

const ENDED: Readonly<Record<number, string>> = {
  [FLOW_STATUS.draft]: '流程尚未提交',
  [FLOW_STATUS.approved]: '流程已审批通过',
  [FLOW_STATUS.rejected]: '流程已被驳回',
  [FLOW_STATUS.withdrawn]: '流程已撤回',
  [FLOW_STATUS.terminated]: '流程已终止',
};

/** Why nothing can be done on a task that is no longer in approval. */
export function endedMessage(status: number): string {
  return ENDED[status] ?? '流程状态异常';
}
