/**
 * The workflow engine's vocabulary: flow templates as data (a start node, approver nodes in sequence, each
 * optionally on a condition of the form, an end node), the rules that name a node's approvers, and the
 * snapshot of a running task the transitions read. Pure types; nothing here touches a database.
 */
import type { HandleType } from '../../contract';

/** A field of the form compared with a constant; a node whose conditions all hold is on the flow's path. */
export type Condition = {
  field: string;
  op: '>' | '>=' | '<' | '<=' | '==' | '!=';
  value: number | string | boolean;
};

/** Who may be chosen as a candidate approver. */
export type CandidatePool =
  { kind: 'everyone' } | { kind: 'role'; role: string } | { kind: 'position'; position: string };

/** Who approves (or is copied) at a node. The applicant is never their own approver. */
export type ApproverRule =
  /** The applicant's manager; without one, the head of the applicant's unit, walking up the tree. */
  | { kind: 'manager' }
  /** The head of the applicant's department (the unit above a ward), walking up the tree when empty. */
  | { kind: 'departmentHead' }
  /** Everyone holding a role (enCode: 'hr', …) or a position (enCode: 'director' = 院长, …). */
  | { kind: 'role'; role: string }
  | { kind: 'position'; position: string }
  | { kind: 'users'; userIds: readonly string[] }
  /** Chosen from `pool` by the applicant at submit, or by the approver of the node before. */
  | { kind: 'candidates'; chooser: 'applicant' | 'previous'; pool: CandidatePool };

/** Copy-to (抄送) rules: the same rules as approvers, candidates aside. */
export type CopyRule = Exclude<ApproverRule, { kind: 'candidates' }>;

export type StartNode = {
  type: 'start';
  code: 'start';
  name: string;
  /** Fields the applicant fills in (a new application, or one back with her to edit). */
  write?: readonly string[];
  /** Fields the server derives, left out of the applicant's form (their count is the server's own). */
  hide?: readonly string[];
};
export type EndNode = { type: 'end'; code: 'end'; name: string; copyTo?: readonly CopyRule[] };

export type ApproverNode = {
  type: 'approver';
  code: string;
  name: string;
  rule: ApproverRule;
  /** 会签: every approver must approve; otherwise 或签: the first decision decides. */
  counterSign?: boolean;
  /** All must hold for the node to be on the path (e.g. leaveDayCount > 3). */
  when?: readonly Condition[];
  /** Copied when the node is passed. */
  copyTo?: readonly CopyRule[];
  /** Fields the approver here may change. */
  write?: readonly string[];
  hasSign?: boolean;
  opinionRequired?: boolean;
  /** The approver may add copy-to people of their own. */
  isCustomCopy?: boolean;
};

export type FlowNode = StartNode | ApproverNode | EndNode;

export type FormField = { id: string; name: string };

export type FlowTemplate = {
  /** The flow key, also its enCode and its form's route name ('leaveApply'). */
  key: string;
  name: string;
  /** The platform FormKey of /api/workflow/Form/{FormKey} ('LeaveApply'). */
  formKey: string;
  /** 人事管理, 假勤管理, 学习荣誉. */
  category: string;
  icon: string;
  sortCode: number;
  fields: readonly FormField[];
  nodes: readonly [StartNode, ...ApproverNode[], EndNode];
  /**
   * false: started only by its own endpoint (注销账号), never listed among the flows a person may start
   * (更多流程, 常用) nor opened as a new application; unset: a form anyone may start from those lists.
   */
  launchable?: false;
};

export type OperatorState = 'pending' | 'approved' | 'rejected' | 'transferred' | 'recalled' | 'cancelled';

export type OperatorSnapshot = {
  id: string;
  nodeCode: string;
  handlerId: string;
  state: OperatorState;
  /** The node activation the operator belongs to (the task's step when it was created). */
  step: number;
};

export type TaskSnapshot = {
  id: string;
  applicantId: string;
  /** FLOW_STATUS. */
  status: number;
  currentNode: string | null;
  /** Counts node activations: the current node's operators carry this step. */
  step: number;
  operators: readonly OperatorSnapshot[];
  /** People already copied on this task (each is copied once). */
  copied: readonly string[];
};

/** The approvers and copy-to people each node would have now (from the organisation and choices made). */
export type Resolved = Readonly<
  Record<
    string,
    {
      handlers: readonly string[];
      copies: readonly string[];
      /** The rule names nobody but the applicant (who never approves their own application). */
      applicantOnly?: boolean;
    }
  >
>;

/** Everything a transition reads. */
export type FlowInput = {
  template: FlowTemplate;
  task: TaskSnapshot;
  form: Readonly<Record<string, unknown>>;
  resolved: Resolved;
  /** Display names of the people involved (for messages like 该审批已由张三处理). */
  names: Readonly<Record<string, string>>;
};

export type NoticeKind = 'todo' | 'copy' | 'approved' | 'rejected' | 'withdrawn' | 'terminated' | 'urge';

/** What a transition decides; the shell writes it in one transaction. */
export type Effects = {
  task: { status: number; currentNode: string | null; step: number; completion: number };
  operatorStates: { id: string; state: OperatorState }[];
  newOperators: { nodeCode: string; handlerId: string; step: number; state: 'pending' | 'approved' }[];
  records: {
    nodeCode: string;
    handleType: HandleType;
    handlerId: string;
    opinion: string;
    signImg: string | null;
    extra: string;
  }[];
  copies: { nodeCode: string; userId: string }[];
  notices: { userId: string; kind: NoticeKind }[];
  /** Fields the approver changed that their node may write (`write`); the shell stores them in the form. */
  formChanges: Record<string, unknown>;
};
