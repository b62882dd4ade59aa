/**
 * The decision screen's rules, pure: what 同意 / 驳回 / 转办 need from the person under the node's rules
 * (`approversProperties`) — each problem naming its field — and the action input once nothing is missing.
 */
import type { FlowBeforeData, PlatformButtons } from '../../../../contract';
import type { Translate } from '../../../../contract/form/issueText';
import type { FlowActionInput } from './flowRequests';
import type { DecisionAction } from './flowKinds';
import type { SignatureExport } from './signatureModel';

/** The node's rules (not the platform's buttons, which our app draws from `actions`). */
export type DecisionRules = Omit<FlowBeforeData['approversProperties'], keyof PlatformButtons>;

export const MAX_OPINION = 500;

export interface DecisionInput {
  opinion: string;
  copyIds: readonly string[];
  /** A reject target's node id; '' sends the task back to the applicant. */
  rejectTo: string;
  transferTo: string | null;
  /** nodeId → chosen approver ids. */
  candidates: Readonly<Record<string, readonly string[]>>;
  /** The pad's export; null when the node asks for no signature. */
  signature: SignatureExport | null;
  /** The writable form fields (approval only). */
  formData?: Record<string, unknown>;
}

export interface DecisionIssue {
  field: 'handleOpinion' | 'freeApproverUserId' | 'candidateList' | 'signImg';
  /** i18n key of the words (they name the field). */
  key: string;
  params?: Record<string, string>;
}

/** The problem in words (they name the field). */
export const issueWords = (t: Translate, issue: DecisionIssue): string => t(issue.key, issue.params ?? {});

const needsSign = (action: DecisionAction, rules: DecisionRules) => rules.hasSign && action !== 'transfer';

function opinionIssue(action: DecisionAction, opinion: string, rules: DecisionRules): DecisionIssue | null {
  const text = opinion.trim();
  if (text.length > MAX_OPINION) return { field: 'handleOpinion', key: 'wfFlow.error.opinionTooLong' };
  const required = action === 'reject' || (action === 'audit' && rules.opinionRequired);
  return required && !text ? { field: 'handleOpinion', key: 'wfFlow.error.opinion' } : null;
}

function signatureIssue(signature: SignatureExport | null): DecisionIssue | null {
  if (signature?.ok) return null;
  const tooBig = signature?.reason === 'tooBig';
  return { field: 'signImg', key: tooBig ? 'wfFlow.error.signatureTooBig' : 'wfFlow.error.signature' };
}

function candidateIssues(input: DecisionInput, rules: DecisionRules): DecisionIssue[] {
  return rules.candidateNodes
    .filter((node) => (input.candidates[node.id] ?? []).length === 0)
    .map((node) => ({
      field: 'candidateList',
      key: 'wfFlow.error.candidates',
      params: { node: node.nodeName },
    }));
}

export function decisionIssues(
  action: DecisionAction,
  input: DecisionInput,
  rules: DecisionRules,
): DecisionIssue[] {
  const issues: (DecisionIssue | null)[] = [opinionIssue(action, input.opinion, rules)];
  if (action === 'transfer' && !input.transferTo)
    issues.push({ field: 'freeApproverUserId', key: 'wfFlow.error.transfer' });
  if (action === 'audit') issues.push(...candidateIssues(input, rules));
  if (needsSign(action, rules)) issues.push(signatureIssue(input.signature));
  return issues.filter((i): i is DecisionIssue => i !== null);
}

const signImgOf = (input: DecisionInput) => (input.signature?.ok ? input.signature.dataUrl : undefined);

function candidateList(input: DecisionInput, rules: DecisionRules): Record<string, string[]> | undefined {
  if (rules.candidateNodes.length === 0) return undefined;
  return Object.fromEntries(rules.candidateNodes.map((n) => [n.id, [...(input.candidates[n.id] ?? [])]]));
}

/** The action to queue; call only once decisionIssues found nothing. */
export function decisionRequest(
  action: DecisionAction,
  operatorId: string,
  input: DecisionInput,
  rules: DecisionRules,
): FlowActionInput {
  const handleOpinion = input.opinion.trim();
  if (action === 'transfer')
    return { action, operatorId, body: { freeApproverUserId: input.transferTo ?? '', handleOpinion } };
  if (action === 'reject')
    return {
      action,
      operatorId,
      body: { handleOpinion, rejectTo: input.rejectTo || undefined, signImg: signImgOf(input) },
    };
  return {
    action,
    operatorId,
    body: {
      handleOpinion,
      copyIds: rules.isCustomCopy ? [...input.copyIds] : [],
      formData: input.formData,
      candidateList: candidateList(input, rules),
      signImg: signImgOf(input),
    },
  };
}
