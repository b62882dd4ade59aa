/**
 * Every form's flow, derived from its catalogue entry and definition (contract/hrForm, issue #6): one
 * generic template per form key, in one of a few shapes — HR alone (credentials, records), the
 * department then HR (transfers, study, secondments), the department, HR and the hospital leadership
 * (resignation, contracts, retirement, appointments), leave's branches by its length … A template's fields
 * are its form's; 人事处 may set what the entry's flow `writes` (the dates that take effect).
 */
import { isLayout, isSystem } from '../../../contract/form';
import { HR_FORM_DEFS, HR_FORMS, HR_WORDS, type FlowShape, type HrFormEntry } from '../../../contract/hrForm';
import type { ApproverNode, CopyRule, FlowTemplate, FormField, StartNode } from '../types';
import { SYSTEM_FIELDS } from './system-fields';

const LABELS: Readonly<Record<string, string>> = HR_WORDS.zh.field;

/** The fields of the form's definition a person fills in or the server derives: no layout, no system kind. */
const entered = (entry: HrFormEntry) =>
  (HR_FORM_DEFS[entry.formKey]?.fields ?? []).filter(
    (f) => !isLayout(f.__config__.jnpfKey) && !isSystem(f.__config__.jnpfKey),
  );

/** The system fields, then the form's own fields with their Chinese labels (formOperates lists them). */
function fieldsOf(entry: HrFormEntry): FormField[] {
  const own = entered(entry).filter((f) => !SYSTEM_FIELDS.some((s) => s.id === f.__vModel__));
  return [
    ...SYSTEM_FIELDS,
    ...own.map((f) => ({ id: f.__vModel__, name: LABELS[f.__vModel__] ?? f.__vModel__ })),
  ];
}

/**
 * The applicant's node: she writes the title and every field she enters (urgency among them); what the server
 * derives (a leave's days and hours, shown disabled in our form) is left out of hers, and the system fields
 * taken from her session and the clock (bill number, who, where, when) she reads but does not write.
 */
function startOf(entry: HrFormEntry): StartNode {
  const fields = entered(entry);
  const derived = fields.filter((f) => f.disabled).map((f) => f.__vModel__);
  const write = ['flowTitle', ...fields.map((f) => f.__vModel__).filter((id) => !derived.includes(id))];
  return { type: 'start', code: 'start', name: '申请人', write, hide: derived };
}

const dept: ApproverNode = {
  type: 'approver',
  code: 'dept',
  name: '科室负责人审批',
  rule: { kind: 'departmentHead' },
};
/** 人事处: every holder of role `hr` (或签); the one step of the HR-only flows, 注销账号 among them. */
export const HR_NODE: ApproverNode = {
  type: 'approver',
  code: 'hr',
  name: '人事处审核',
  rule: { kind: 'role', role: 'hr' },
};
const hr = HR_NODE;
const leaders: ApproverNode = {
  type: 'approver',
  code: 'leader',
  name: '院领导会签',
  rule: { kind: 'position', position: 'director' },
  counterSign: true,
  hasSign: true,
};
const reviewer: ApproverNode = {
  type: 'approver',
  code: 'reviewer',
  name: '评审专家审核',
  rule: { kind: 'candidates', chooser: 'previous', pool: { kind: 'role', role: 'manager' } },
};
const recommender: ApproverNode = {
  type: 'approver',
  code: 'recommender',
  name: '推荐人审核',
  rule: { kind: 'candidates', chooser: 'applicant', pool: { kind: 'everyone' } },
};

const manager: ApproverNode = { ...dept, code: 'manager', name: '直属上级审批', rule: { kind: 'manager' } };

/**
 * 请假申请: the direct manager approves; a leave over 3 days also goes to the head of the applicant's
 * department (科主任), over 15 days also to the hospital leader (院长); HR is copied at the end.
 */
const leave: readonly ApproverNode[] = [
  manager,
  {
    type: 'approver',
    code: 'director',
    name: '科主任审批',
    rule: { kind: 'departmentHead' },
    when: [{ field: 'leaveDayCount', op: '>', value: 3 }],
  },
  {
    type: 'approver',
    code: 'leader',
    name: '院领导审批',
    rule: { kind: 'position', position: 'director' },
    when: [{ field: 'leaveDayCount', op: '>', value: 15 }],
  },
];

const SHAPES: Readonly<Record<FlowShape, readonly ApproverNode[]>> = {
  hr: [hr],
  deptHr: [dept, hr],
  leadership: [dept, hr, leaders],
  titleReview: [dept, { ...reviewer, isCustomCopy: true }, hr],
  recommended: [recommender, hr],
  manager: [manager],
  leave,
};

/** Who is copied when a shape's flow ends. */
const COPIED_AT_END: Partial<Record<FlowShape, readonly CopyRule[]>> = {
  leave: [{ kind: 'role', role: 'hr' }],
};

const ICON: Readonly<Record<HrFormEntry['group'], string>> = {
  personnelManage: 'icon-ym icon-ym-personnel',
  leaveAttendanceManage: 'icon-ym icon-ym-leave',
  studyHonor: 'icon-ym icon-ym-study',
};

/** The flow categories (更多流程 groups) of the catalogue's groups. */
const CATEGORY = {
  personnelManage: '人事管理',
  leaveAttendanceManage: '假勤管理',
  studyHonor: '学习荣誉',
} as const satisfies Record<HrFormEntry['group'], string>;

/** The shape's nodes, the HR node given what it may write for this form. */
const nodesOf = ({ shape, writes }: HrFormEntry['flow']): ApproverNode[] =>
  SHAPES[shape].map((node) => (node.code === 'hr' && writes ? { ...node, write: writes } : node));

const copiedAtEnd = (shape: FlowShape) => (COPIED_AT_END[shape] ? { copyTo: COPIED_AT_END[shape] } : {});

function templateOf(entry: HrFormEntry): FlowTemplate {
  const category = CATEGORY[entry.group];
  return {
    key: entry.key,
    name: entry.flow.name,
    formKey: entry.formKey,
    category,
    icon: ICON[entry.group],
    sortCode: entry.flow.sort,
    fields: fieldsOf(entry),
    nodes: [
      startOf(entry),
      ...nodesOf(entry.flow),
      { type: 'end', code: 'end', name: '结束', ...copiedAtEnd(entry.flow.shape) },
    ],
  };
}

export const HR_FORM_TEMPLATES: FlowTemplate[] = [...HR_FORMS]
  .sort((a, b) => a.flow.sort - b.flow.sort)
  .map(templateOf);
