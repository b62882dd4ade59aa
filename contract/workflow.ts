/**
 * The workflow of API-CONTRACT.md (`/api/workflow/Engine/...`): the four lists (to-do, done, copied to me,
 * my initiated) paged with keyword and date filters; one flow's detail (form, field permissions, nodes,
 * operators, records); every action (approve, reject, transfer, recall, terminate, withdraw, urge); the
 * candidates a node needs; comments; and the flows a person may start (allApp). Every action is an outbox
 * write (`Idempotency-Key`); a task that has moved on answers with a business error, never a silent success.
 */
import { z } from 'zod/mini';
import { attachment, type Attachment } from './leave';
import { pageQuery, paged } from './envelope';
import { fileNameOf, idList, listOrJsonText } from './platform';
import { signImage } from './signature';
import { epochMsQuery } from './time';

/** Paging plus the creation-time window (Unix ms, inclusive). */
export const flowListQuery = z.extend(pageQuery, {
  startTime: z.optional(epochMsQuery),
  endTime: z.optional(epochMsQuery),
});
export type FlowListQuery = z.infer<typeof flowListQuery>;

export const flowListItem = z.object({
  /** The operator id in the approver lists; the task id in my initiated. */
  id: z.string(),
  /** The task id. */
  processId: z.string(),
  enCode: z.string(),
  /** The task's title (流程标题). */
  fullName: z.string(),
  flowName: z.string(),
  /** The flow's enCode ('leaveApply'): the platform's clients pick the form by it. */
  flowCode: z.string(),
  /** The form's bill number (ours; the platform's list has none, read as ''). */
  billNo: z._default(z.string(), ''),
  flowId: z.string(),
  flowCategory: z.string(),
  formType: z.int(),
  flowUrgent: z.int(),
  /** The node waiting now, empty once the flow has ended. */
  thisStep: z.string(),
  thisStepId: z.string(),
  /** Task status code (FLOW_STATUS); in the done list the operator's decision. */
  status: z.int(),
  startTime: z.int(),
  creatorTime: z.int(),
  creatorUserId: z.string(),
  userName: z.string(),
  description: z.string(),
  /** Percent of the flow completed. */
  completion: z.int(),
});
export type FlowListItem = z.infer<typeof flowListItem>;

export const flowListData = paged(flowListItem);
export type FlowListData = z.infer<typeof flowListData>;

/** The workflow engine's calls: a flow's definition (FlowEngine), tasks (FlowBefore), launches (FlowLaunch). */
export const WORKFLOW_ENGINE_PATH = '/api/workflow/Engine';
export const FLOW_ENGINE_PATH = `${WORKFLOW_ENGINE_PATH}/FlowEngine`;
export const FLOW_BEFORE_PATH = `${WORKFLOW_ENGINE_PATH}/FlowBefore`;
export const FLOW_LAUNCH_PATH = `${WORKFLOW_ENGINE_PATH}/FlowLaunch`;

/** `GET FlowBefore/List/{category}`: 1 to-do, 2 done, 3 copied to me. */
export const FLOW_CATEGORY = { todo: 1, done: 2, copy: 3 } as const;
export const flowCategoryParam = z.object({
  category: z.coerce.number().check(z.int(), z.gte(1), z.lte(3)),
});
export const flowListPath = (category: number): string => `${FLOW_BEFORE_PATH}/List/${category}`;

/** In the done list, `status` is the operator's decision. */
export const DONE_DECISION = { approved: 1, rejected: 0 } as const;

/** Record `handleType`: what happened at a node (JNPF codes). */
export const HANDLE_TYPE = {
  reject: 0,
  approve: 1,
  submit: 2,
  recall: 3,
  terminate: 4,
  withdraw: 5,
  transfer: 6,
  copy: 7,
  urge: 8,
} as const;
export type HandleType = (typeof HANDLE_TYPE)[keyof typeof HANDLE_TYPE];

export const formOperate = z.object({
  /** The form field (`__vModel__`). */
  id: z.string(),
  name: z.string(),
  read: z.boolean(),
  write: z.boolean(),
});
export type FormOperate = z.infer<typeof formOperate>;

export const flowPerson = z.object({ userId: z.string(), userName: z.string() });

export const flowTaskInfo = z.object({
  id: z.string(),
  /** The flow (template) key, also its enCode: 'leaveApply', … */
  flowId: z.string(),
  flowName: z.string(),
  /** The task title (流程标题). */
  fullName: z.string(),
  /** The flow's enCode ('leaveApply'), as on the platform. */
  flowCode: z.string(),
  /** The form's bill number (ours). */
  billNo: z.string(),
  flowUrgent: z.int(),
  /** FLOW_STATUS. */
  status: z.int(),
  thisStep: z.string(),
  creatorUserId: z.string(),
  userName: z.string(),
  creatorTime: z.int(),
  completion: z.int(),
  /**
   * The platform's template as its clients read it: JSON text whose `properties` are the start node's
   * (the applicant's buttons: 催办, 撤回; comments shown; the start form's field rights).
   */
  flowTemplateJson: z.string(),
});

export const flowFormInfo = z.object({
  /** The platform FormKey ('LeaveApply'): the app renders this form read-only, or partly editable. */
  formKey: z.string(),
  /** The stored form's id. */
  formId: z.string(),
  /** The app route of the form (spec §2 `/pages/workFlow/workFlowForm/{name}/index`). */
  appFormUrl: z.string(),
});

/** A node of the flow as it stands for this task. */
export const flowTaskNode = z.object({
  /** The node code of the template ('start', 'manager', 'director', …, 'end'). */
  id: z.string(),
  /** The same code under the platform's name. */
  nodeCode: z.string(),
  nodeName: z.string(),
  nodeType: z.enum(['start', 'approver', 'end']),
  /** The platform's step state: '0' passed, '1' waiting here, '2' ahead or not on this branch. */
  type: z.enum(['0', '1', '2']),
  /** Its handlers' names, joined (the platform's steps show them). */
  userName: z.string(),
  /** done: passed; current: waiting here; pending: still ahead (on this branch); skipped: not on this branch. */
  state: z.enum(['done', 'current', 'pending', 'skipped']),
  /** 会签 (all must approve) rather than 或签 (any one). */
  counterSign: z.boolean(),
  handlers: z.array(flowPerson),
});

export const OPERATOR_STATE = [
  'pending',
  'approved',
  'rejected',
  'transferred',
  'recalled',
  'cancelled',
] as const;
export const flowTaskOperator = z.object({
  id: z.string(),
  nodeCode: z.string(),
  nodeName: z.string(),
  handlerId: z.string(),
  handlerName: z.string(),
  state: z.enum(OPERATOR_STATE),
  creatorTime: z.int(),
  handleTime: z.nullable(z.int()),
});

export const flowTaskRecord = z.object({
  id: z.string(),
  nodeCode: z.string(),
  nodeName: z.string(),
  handleType: z.int(),
  /**
   * The same as the platform's clients draw it (PLATFORM_HANDLE_STATUS): 0 rejected, 1 approved, 2 submitted,
   * 3 recalled or withdrawn, 4 terminated, 7 transferred.
   */
  handleStatus: z.int(),
  handleId: z.string(),
  userName: z.string(),
  handleTime: z.int(),
  handleOpinion: z.string(),
  /**
   * The handwritten signature, when the node asked for one: a PNG data URL or the signer's upload (a stored
   * value that is neither is served as null); the app shows only what `signatureSource` allows.
   */
  signImg: z.nullable(z.string()),
  /** Transfer target, copy-to people, reject target … as text for the timeline. */
  extra: z.string(),
});

/** What the viewer may do now; the app shows exactly these buttons. */
export const flowActions = z.object({
  /** The viewer's pending operator on the current node (the `{operatorId}` of the actions), or null. */
  operatorId: z.nullable(z.string()),
  audit: z.boolean(),
  reject: z.boolean(),
  transfer: z.boolean(),
  /** The viewer approved the previous node and the current one has not acted: 撤回 (recall). */
  recallOperatorId: z.nullable(z.string()),
  /** Applicant, first node not acted yet. */
  withdraw: z.boolean(),
  /** Applicant, task in approval. */
  press: z.boolean(),
  /** Administrator, task in approval. */
  cancel: z.boolean(),
});

/** The platform's buttons, as its approval page reads them: each shown when its flag is true, with its text. */
export const platformButtons = z.object({
  hasAuditBtn: z.boolean(),
  auditBtnText: z.string(),
  hasRejectBtn: z.boolean(),
  rejectBtnText: z.string(),
  hasTransferBtn: z.boolean(),
  transferBtnText: z.string(),
  hasSaveBtn: z.boolean(),
  saveBtnText: z.string(),
  /** 撤回 of an approval already given (the done list's recall). */
  hasRevokeBtn: z.boolean(),
  revokeBtnText: z.string(),
  hasFreeApprover: z.boolean(),
});

export type PlatformButtons = z.infer<typeof platformButtons>;

/** The node's rules for the one who decides there (and the platform's buttons). */
export const approversProperties = z.extend(platformButtons, {
  /** A handwritten signature is required to approve or reject. */
  hasSign: z.boolean(),
  /** An opinion is required to approve (always required to reject). */
  opinionRequired: z.boolean(),
  /** The approver may add copy-to people (copyIds). */
  isCustomCopy: z.boolean(),
  /** Earlier nodes a rejection may go back to ('start' = the applicant). */
  rejectTargets: z.array(z.object({ id: z.string(), nodeName: z.string() })),
  /** Next nodes whose approvers the current one must choose (`candidateList`). */
  candidateNodes: z.array(z.object({ id: z.string(), nodeName: z.string() })),
});

/** `GET FlowBefore/{taskId}?taskOperatorId=`: one flow as the viewer may see it. */
export const flowBeforeData = z.object({
  flowTaskInfo,
  flowFormInfo,
  /** The form's stored data (the same fields as its Form/{FormKey} GET). */
  formData: z.record(z.string(), z.unknown()),
  formOperates: z.array(formOperate),
  flowTaskNodeList: z.array(flowTaskNode),
  flowTaskOperatorList: z.array(flowTaskOperator),
  /** What was decided, oldest first, as the platform lists it (no urges). */
  flowTaskOperatorRecordList: z.array(flowTaskRecord),
  /** Ours: the urges (催办), which the platform does not list; absent from a detail cached before it existed. */
  flowTaskEventList: z.optional(z.array(flowTaskRecord)),
  approversProperties,
  actions: flowActions,
  /** The platform's: the form with the viewer's saved edits (SaveAudit) while they have yet to decide, else null. */
  draftData: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
});
export type FlowBeforeData = z.infer<typeof flowBeforeData>;

/** `POST FlowBefore/SaveAudit/{operatorId}` (暂存): the approver's edits, kept for the fields the node may write. */
export const saveAuditBody = z.object({ formData: z.record(z.string().check(z.maxLength(64)), z.unknown()) });
export type SaveAuditBody = z.infer<typeof saveAuditBody>;

export const flowBeforeQuery = z.object({ taskOperatorId: z.optional(z.string().check(z.maxLength(64))) });
/**
 * `GET FlowBefore/RecordList/{taskId}?category=&type=` (the platform's 审批汇总): the decisions on a flow
 * grouped by the deciders' department (`category` 1) or post (3), each group in the order first decided.
 * `type` is the flow's summary kind; ours have one (every decision), so it is taken and not read.
 */
export const recordSummaryQuery = z.object({
  category: z.optional(z.enum(['1', '3'])),
  type: z.optional(z.string().check(z.maxLength(10))),
});
export const recordSummaryData = z.array(
  z.object({
    fullName: z.string(),
    list: z.array(
      z.object({
        handleStatus: z.int(),
        userName: z.string(),
        handleTime: z.number(),
        handleOpinion: z.string(),
      }),
    ),
  }),
);
export type RecordSummary = z.infer<typeof recordSummaryData>;

export const flowBeforePath = (taskId: string): string => `${FLOW_BEFORE_PATH}/${encodeURIComponent(taskId)}`;

const opinion = z.string().check(z.trim(), z.maxLength(500, '意见最多 500 字'));
/** A PNG data URL or the signer's own upload, checked (signature.ts); none is null. */
const signImg = signImage;
const userIds = z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(50));

/** `POST FlowBefore/Audit/{operatorId}` (approve). */
export const auditBody = z.object({
  handleOpinion: opinion,
  /** Extra copy-to people (when the node allows it): an array, or the platform's "u1,u2". */
  copyIds: z._default(idList(50), []),
  /** Fields the node may write (formOperates write), merged into the stored form. */
  formData: z.optional(z.record(z.string(), z.unknown())),
  /** Chosen approvers per next node that asks for candidates. */
  candidateList: z.optional(z.record(z.string(), userIds)),
  signImg,
});
export type AuditBody = z.infer<typeof auditBody>;

/** `POST FlowBefore/Reject/{operatorId}`. */
export const rejectBody = z.object({
  handleOpinion: z
    .string()
    .check(z.trim(), z.minLength(1, '请填写驳回意见'), z.maxLength(500, '意见最多 500 字')),
  /** An earlier node to send the task back to; default 'start' (back to the applicant). */
  rejectTo: z.optional(z.string().check(z.maxLength(64))),
  signImg,
});
export type RejectBody = z.infer<typeof rejectBody>;

/** `POST FlowBefore/Transfer/{operatorId}`. */
export const transferBody = z.object({
  freeApproverUserId: z.string().check(z.minLength(1, '请选择转办人'), z.maxLength(64)),
  /** The platform's clients send none. */
  handleOpinion: z._default(opinion, ''),
});
export type TransferBody = z.infer<typeof transferBody>;

/** `POST FlowBefore/Recall/{operatorId}`, `POST FlowBefore/Cancel/{taskId}`, `PUT FlowLaunch/{taskId}/Actions/Withdraw`. */
export const opinionBody = z.object({ handleOpinion: opinion });
export type OpinionBody = z.infer<typeof opinionBody>;

/** `POST FlowLaunch/Press/{taskId}`: urge the current approvers. */
export const pressBody = z.object({});

/** The answer of every action: the task as it now stands. */
export const flowActionData = z.object({ taskId: z.string(), status: z.int(), thisStep: z.string() });
export type FlowActionData = z.infer<typeof flowActionData>;

/** The actions' paths; the server registers each with its parameter's pattern (`audit(':operatorId')`). */
export const FLOW_ACTION_PATHS = {
  audit: (operatorId: string) => `${FLOW_BEFORE_PATH}/Audit/${operatorId}`,
  reject: (operatorId: string) => `${FLOW_BEFORE_PATH}/Reject/${operatorId}`,
  transfer: (operatorId: string) => `${FLOW_BEFORE_PATH}/Transfer/${operatorId}`,
  recall: (operatorId: string) => `${FLOW_BEFORE_PATH}/Recall/${operatorId}`,
  cancel: (taskId: string) => `${FLOW_BEFORE_PATH}/Cancel/${taskId}`,
  withdraw: (taskId: string) => `${FLOW_LAUNCH_PATH}/${taskId}/Actions/Withdraw`,
  press: (taskId: string) => `${FLOW_LAUNCH_PATH}/Press/${taskId}`,
} as const;

/** `POST FlowBefore/Candidates/{taskId or 0}`: next nodes whose approvers must be chosen now. */
export const candidatesBody = z.object({
  /** The flow to start (taskId 0: the applicant chooses before submitting); the platform sends it in formData. */
  flowId: z.optional(z.string().check(z.maxLength(64))),
  /** The form data, for branch conditions. */
  formData: z.optional(z.record(z.string(), z.unknown())),
  /** The deciding operator (taskId not 0). */
  taskOperatorId: z.optional(z.string().check(z.maxLength(64))),
});
export const candidateNode = z.object({
  /** The node's code, under the platform's name (its clients key `candidateList` by it) … */
  nodeId: z.string(),
  /** … and under ours. */
  nodeCode: z.string(),
  nodeName: z.string(),
  isCandidates: z.boolean(),
});
/** Only the nodes whose approvers must be chosen now, as the platform answers (an empty list: none). */
export const candidatesData = z.array(candidateNode);

/** `POST FlowBefore/CandidateUser/{taskId or 0}`: the people a node's approver may be chosen from. */
export const candidateUserBody = z.object({
  nodeCode: z.string().check(z.minLength(1), z.maxLength(64)),
  /** The flow (taskId 0); the platform's clients send it in formData. */
  flowId: z.optional(z.string().check(z.maxLength(64))),
  formData: z.optional(z.record(z.string(), z.unknown())),
  keyword: z.optional(z.string().check(z.maxLength(100))),
  currentPage: z._default(z.int().check(z.gte(1)), 1),
  pageSize: z._default(z.int().check(z.gte(1), z.lte(200)), 50),
});
export const candidateUser = z.object({
  id: z.string(),
  fullName: z.string(),
  headIcon: z.string(),
  organize: z.string(),
  /** `id` and `fullName` under the platform's names. */
  userId: z.string(),
  userName: z.string(),
});
export const candidateUserData = paged(candidateUser);

export const CANDIDATE_PATHS = {
  nodes: (taskId: string) => `${FLOW_BEFORE_PATH}/Candidates/${taskId || '0'}`,
  users: (taskId: string) => `${FLOW_BEFORE_PATH}/CandidateUser/${taskId || '0'}`,
} as const;

/** Flow comments (`/api/workflow/Engine/FlowComment`): text and images, by anyone who can see the flow. */
export const FLOW_COMMENT_PATH = `${WORKFLOW_ENGINE_PATH}/FlowComment`;
export const flowCommentQuery = z.extend(pageQuery, {
  taskId: z.string().check(z.minLength(1), z.maxLength(64)),
});
/** A file of a comment as the platform's clients send and read it: `{ name, fileId, url }`. */
const commentFileRef = z.object({
  name: z.optional(z.string().check(z.maxLength(200))),
  fileId: z.optional(z.string().check(z.maxLength(100))),
  url: z.string().check(z.maxLength(500)),
});
type CommentFileRef = z.infer<typeof commentFileRef>;

/** A file as our app's attachment, named from its URL when the platform sent no name. */
const fileRef = (f: CommentFileRef | Attachment) => ({
  fileId: f.fileId || fileNameOf(f.url),
  name: f.name || fileNameOf(f.url),
  url: f.url,
});

export const flowCommentBody = z.object({
  taskId: z.string().check(z.minLength(1), z.maxLength(64)),
  text: z.string().check(z.trim(), z.maxLength(1000, '评论最多 1000 字')),
  /** Uploaded images (`uploadedFile.url`), or the platform's JSON text of `{ name, fileId, url }`. */
  image: z._default(
    z.pipe(
      listOrJsonText(z.union([z.string().check(z.maxLength(500)), commentFileRef]), 9),
      z.transform((list) => list.map((i) => (typeof i === 'string' ? i : i.url))),
    ),
    [],
  ),
  /** Attachments, or the platform's JSON text of `{ name, fileId, url }`. */
  file: z._default(
    z.pipe(
      listOrJsonText(z.union([attachment, commentFileRef]), 9),
      z.transform((list) =>
        list.map((f: CommentFileRef | Attachment) => ({
          ...fileRef(f),
          ...('size' in f && f.size !== undefined ? { size: f.size } : {}),
        })),
      ),
    ),
    [],
  ),
});
export type FlowCommentBody = z.input<typeof flowCommentBody>;

/** A comment as it travels: images and files as the platform's JSON text of `{ name, fileId, url }`. */
export const flowCommentWire = z.object({
  id: z.string(),
  taskId: z.string(),
  text: z.string(),
  image: z.string(),
  file: z.string(),
  creatorUserId: z.string(),
  creatorUserName: z.string(),
  creatorUserHeadIcon: z.string(),
  creatorTime: z.int(),
  /** The viewer wrote it and may delete it. */
  isDel: z.boolean(),
});
export const flowCommentWireData = paged(flowCommentWire);

/** A comment as our app reads it: the images' URLs, the files as attachments. */
export const flowComment = z.extend(flowCommentWire, {
  image: z.pipe(
    listOrJsonText(commentFileRef, 9),
    z.transform((list) => list.map((i) => i.url)),
  ),
  file: z.pipe(
    listOrJsonText(z.union([attachment, commentFileRef]), 9),
    z.transform((list) => list.map(fileRef)),
  ),
});
export const flowCommentData = paged(flowComment);

/** A flow the viewer may start (`GET FlowEngine/ListAll`, `PageListAll`). */
export const flowEngineItem = z.object({
  id: z.string(),
  enCode: z.string(),
  fullName: z.string(),
  /** 人事管理, 假勤管理, 学习荣誉 … (an item of dictionary WorkFlowCategory). */
  category: z.string(),
  formKey: z.string(),
  /** The app route of its form. */
  appFormUrl: z.string(),
  icon: z.string(),
  /** The platform's: 1, a system form (our HR forms all are). */
  formType: z.int(),
  iconBackground: z.string(),
  sortCode: z.int(),
});
export type FlowEngineItem = z.infer<typeof flowEngineItem>;
/** `GET FlowEngine/ListAll` (allApp): the flows grouped by category, as the platform answers it. */
export const flowEngineGroup = z.object({
  /** The category's dictionary item. */
  id: z.string(),
  enCode: z.string(),
  fullName: z.string(),
  children: z.array(flowEngineItem),
});
export const flowEngineList = z.object({ list: z.array(flowEngineGroup) });
export const FLOW_ENGINE_LIST_PATH = `${FLOW_ENGINE_PATH}/ListAll`;
/** `GET FlowEngine/PageListAll`: the same, one page, by keyword and category (a WorkFlowCategory enCode). */
export const flowEnginePageQuery = z.extend(pageQuery, {
  category: z.optional(z.string().check(z.maxLength(64))),
});
export const flowEnginePage = paged(flowEngineItem);
export const FLOW_ENGINE_PAGE_PATH = `${FLOW_ENGINE_PATH}/PageListAll`;
/** `GET FlowEngine/{flowId}`: one flow's definition for a new application. */
export const flowEngineInfo = z.extend(flowEngineItem, {
  nodes: z.array(
    z.object({ id: z.string(), nodeName: z.string(), type: z.enum(['start', 'approver', 'end']) }),
  ),
  /** The platform's: 0, a flow started by its applicant. */
  type: z.int(),
  /** The platform's dynamic form model; null for a system form. */
  formData: z.nullable(z.string()),
  /** The platform's template JSON: `properties` = the start node's (button texts, field rights). */
  flowTemplateJson: z.string(),
});
export const flowEnginePath = (flowId: string): string => `${FLOW_ENGINE_PATH}/${encodeURIComponent(flowId)}`;
