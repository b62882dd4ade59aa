/** The workflow engine's public face: templates, approver rules, transitions and the viewer's view. */
export * from './types';
export { FlowError } from './errors';
export {
  resolveRule,
  namesOnlyApplicant,
  holderKeysOf,
  holdersKey,
  type OrgFacts,
  type UnitFact,
  type Head,
} from './approver-rules';
export { pathOf, nextOnPath, approverNode, approverNodes, nodeOf, holds } from './path';
export { submit, withdraw, terminate, press } from './applicant';
export {
  approve,
  reject,
  rejectTargets,
  formAfter,
  writableChanges,
  type ApproveAction,
  type RejectAction,
} from './decide';
export { transfer, recall, type TransferAction } from './hand-over';
export { decideRefusal } from './guards';
export {
  actionsFor,
  applicantCandidateNodes,
  applicantOperates,
  approversPropertiesFor,
  candidateNodeAfter,
  formOperatesFor,
  myPending,
  nodeViews,
  type NodeView,
} from './view';
export { noticeText } from './notices';
export {
  isPlatformRecord,
  PLATFORM_HANDLE_STATUS,
  platformButtons,
  platformStepState,
  platformTemplateJson,
} from './platform-view';
export { AUTO_APPROVE_OPINION, SELF_APPROVE_OPINION } from './advance';
export * from './templates/index';
