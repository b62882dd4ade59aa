/**
 * The HR forms' flows (their forms: contract/hrForm, issue #6), one generic template per form key, built
 * from a few shapes: HR alone (credentials, records), the department then HR (transfers, study,
 * secondments), and the department, HR and the hospital leadership (resignation, contracts, retirement,
 * appointments). A template's fields are its form's; 人事处 may set the dates that take effect (`write`).
 */
import { isLayout, isSystem } from '../../../contract/form';
import { HR_FORM_DEFS, HR_WORDS } from '../../../contract/hrForm';
import type { ApproverNode, FlowTemplate, FormField } from '../types';
import { SYSTEM_FIELDS } from './system-fields';

const LABELS: Readonly<Record<string, string>> = HR_WORDS.zh.field;

/** The system fields, then the form's own fields with their Chinese labels (formOperates lists them). */
function fieldsOf(key: string): FormField[] {
  const def = HR_FORM_DEFS[key.charAt(0).toUpperCase() + key.slice(1)];
  const own = (def?.fields ?? []).filter(
    (f) => !isLayout(f.__config__.jnpfKey) && !isSystem(f.__config__.jnpfKey),
  );
  return [
    ...SYSTEM_FIELDS,
    ...own.map((f) => ({ id: f.__vModel__, name: LABELS[f.__vModel__] ?? f.__vModel__ })),
  ];
}

/** What 人事处 may set when approving: the dates the change takes effect, the credits it grants. */
const HR_WRITES: Readonly<Record<string, readonly string[]>> = {
  retirementApply: ['retireDate'],
  regularWorkerApply: ['regularDate'],
  engageApply: ['engageStart', 'engageEnd'],
  signContractApply: ['contractStart', 'contractEnd'],
  renewContractApply: ['renewStart', 'renewEnd'],
  terminateContractApply: ['terminateDate'],
  transferPositionApply: ['transferDate'],
  personnelSecondment: ['startDate', 'endDate'],
  secondmentReturn: ['returnDate'],
  supportReturn: ['returnDate'],
  borrowReturn: ['returnDate'],
  dimissionApply: ['lastWorkDate'],
  furtherStudyBack: ['backDate'],
  creditApply: ['credits'],
};

/** The shape's nodes, the HR node given what it may write for this form. */
const nodesFor = (key: string, shape: readonly ApproverNode[]): ApproverNode[] =>
  shape.map((node) => (node.code === 'hr' && HR_WRITES[key] ? { ...node, write: HR_WRITES[key] } : node));

const dept: ApproverNode = {
  type: 'approver',
  code: 'dept',
  name: '科室负责人审批',
  rule: { kind: 'departmentHead' },
};
const hr: ApproverNode = {
  type: 'approver',
  code: 'hr',
  name: '人事处审核',
  rule: { kind: 'role', role: 'hr' },
};
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

const SHAPES = {
  hr: [hr],
  deptHr: [dept, hr],
  leadership: [dept, hr, leaders],
  titleReview: [dept, { ...reviewer, isCustomCopy: true }, hr],
  recommended: [recommender, hr],
  manager: [{ ...dept, code: 'manager', name: '直属上级审批', rule: { kind: 'manager' } } as ApproverNode],
} as const;

type Row = [key: string, name: string, category: string, shape: keyof typeof SHAPES];

const ROWS: Row[] = [
  ['ceaseLeaveApply', '销假申请', '假勤管理', 'manager'],
  ['regularWorkerApply', '转正申请', '人事管理', 'deptHr'],
  ['transferPositionApply', '调岗申请', '人事管理', 'deptHr'],
  ['personnelSecondment', '借调申请', '人事管理', 'deptHr'],
  ['secondmentReturn', '借调返回', '人事管理', 'hr'],
  ['supportApply', '支援申请', '人事管理', 'deptHr'],
  ['supportReturn', '支援返回', '人事管理', 'hr'],
  ['borrowReturn', '借用返回', '人事管理', 'hr'],
  ['professionalTitleApply', '职称申报', '人事管理', 'titleReview'],
  ['engageApply', '职称聘任', '人事管理', 'leadership'],
  ['signContractApply', '合同签订', '人事管理', 'leadership'],
  ['renewContractApply', '合同续签', '人事管理', 'leadership'],
  ['terminateContractApply', '合同解除', '人事管理', 'leadership'],
  ['retirementApply', '退休申请', '人事管理', 'leadership'],
  ['dimissionApply', '离职申请', '人事管理', 'leadership'],
  ['wageCardChange', '工资卡变更', '人事管理', 'hr'],
  ['credentialApply', '证书申请', '学习荣誉', 'hr'],
  ['furtherStudyApply', '进修申请', '学习荣誉', 'deptHr'],
  ['furtherStudyApplyAmend', '进修变更', '学习荣誉', 'deptHr'],
  ['furtherStudyBack', '进修返岗', '学习荣誉', 'deptHr'],
  ['trainApply', '外出培训', '学习荣誉', 'deptHr'],
  ['honorApply', '荣誉申报', '学习荣誉', 'recommended'],
  ['educationApply', '学历申请', '学习荣誉', 'hr'],
  ['creditApply', '学分申请', '学习荣誉', 'hr'],
];

const formKeyOf = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

export const HR_FORM_TEMPLATES: FlowTemplate[] = ROWS.map(([key, name, category, shape], i) => ({
  key,
  name,
  formKey: formKeyOf(key),
  category,
  icon: `icon-ym icon-ym-${category === '学习荣誉' ? 'study' : 'personnel'}`,
  sortCode: 10 + i,
  fields: fieldsOf(key),
  nodes: [
    { type: 'start', code: 'start', name: '申请人' },
    ...nodesFor(key, SHAPES[shape]),
    { type: 'end', code: 'end', name: '结束' },
  ],
}));
