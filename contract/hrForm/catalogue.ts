/**
 * The HR forms of spec §2 (issue #6), one entry each — everything about a form but its fields (its
 * definition in `forms/`, its field words in `words.ts`): its route name (also its flow key and permission
 * modelId), its platform FormKey (`/api/workflow/Form/{FormKey}`), the group the Business Application tab
 * lists it under, its route's title, its bill rule, its flow (name, shape of approvers, what 人事处 may
 * write), and the earlier forms it may follow on. The route table, the i18n route titles, the server's flow
 * templates and the seed are derived from it; it stays light (no fields), since the route table is on the
 * first screen's path. Leave is one of them (its own rules in leave.ts, its branching flow a shape).
 */
/** A form's platform FormKey from its route name: `dimissionApply` → `DimissionApply` (made only here). */
export const formKeyOf = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1);

export type HrGroup = 'personnelManage' | 'leaveAttendanceManage' | 'studyHonor';

/** The shapes of approvers an HR form's flow takes (server/workflow/templates/hr-forms.ts builds them). */
export type FlowShape = 'hr' | 'deptHr' | 'leadership' | 'titleReview' | 'recommended' | 'manager' | 'leave';

export interface HrFlow {
  /** The flow's name, as approvers and the 更多流程 page read it: the form's own title (one name everywhere). */
  name: string;
  shape: FlowShape;
  /** Its place within its group on the 更多流程 page. */
  sort: number;
  /** What 人事处 may set when approving: the dates the change takes effect, the credits it grants. */
  writes?: readonly string[];
}

export interface HrFormEntry {
  /** Route name, flow key and permission modelId: `dimissionApply`. */
  key: string;
  /** The platform FormKey: the route name in PascalCase, `DimissionApply`. */
  formKey: string;
  group: HrGroup;
  /** The route's title (spec §2), in Chinese and English. */
  title: { zh: string; en: string };
  /** enCode of its bill rule (`GET /api/system/BillRule/BillNumber/{rule}`) and the numbers' prefix. */
  billRule: string;
  billPrefix: string;
  /** The bill rule's name, for the seed. */
  billName: string;
  flow: HrFlow;
  /**
   * FormKeys of the forms this one follows on: its `refId` must name one of the applicant's approved forms
   * of these keys that no other live form of this key follows yet.
   */
  follows?: readonly string[];
  /**
   * Flow nodes whose approvers the applicant chooses, each from a person field of the form (node code →
   * field): the honour application's 推荐人. The server takes the candidates from the field, so a draft
   * made offline needs no extra step.
   */
  chooses?: Readonly<Record<string, string>>;
}

type Extra = Pick<HrFormEntry, 'follows' | 'chooses'> & { writes?: readonly string[] };

/** The bill rule whose numbers leave applications carry (every form's rule is written in its entry below). */
export const LEAVE_BILL_RULE = 'WF_LeaveApplyNo';

/** One entry: [bill rule, prefix, name], [title zh, en], [flow shape, sort], and what else it has. */
function form(
  key: string,
  group: HrGroup,
  [billRule, billPrefix, billName]: [string, string, string],
  [zh, en]: [string, string],
  [shape, sort]: [FlowShape, number],
  { writes, ...extra }: Extra = {},
): HrFormEntry {
  const flow: HrFlow = { name: zh, shape, sort, ...(writes ? { writes } : {}) };
  return {
    key,
    formKey: formKeyOf(key),
    group,
    title: { zh, en },
    billRule,
    billPrefix,
    billName,
    flow,
    ...extra,
  };
}

const P: HrGroup = 'personnelManage';
const L: HrGroup = 'leaveAttendanceManage';
const S: HrGroup = 'studyHonor';
const CONTRACTS = ['SignContractApply', 'RenewContractApply'];

/** In spec §2 order: the Business Application tab lists them so. */
export const HR_FORMS: readonly HrFormEntry[] = [
  form(
    'retirementApply',
    P,
    ['WF_RetirementApplyNo', 'TX', '退休申请单号'],
    ['退休申请', 'Retirement'],
    ['leadership', 23],
    { writes: ['retireDate'] },
  ),
  form(
    'regularWorkerApply',
    P,
    ['WF_RegularApplyNo', 'ZZ', '转正申请单号'],
    ['转正申请', 'Regularisation'],
    ['deptHr', 11],
    { writes: ['regularDate'] },
  ),
  form(
    'professionalTitleApply',
    P,
    ['WF_ProfessionalTitleApplyNo', 'ZC', '职称申报单号'],
    ['职称申请', 'Professional Title'],
    ['titleReview', 18],
  ),
  form(
    'engageApply',
    P,
    ['WF_EngageApplyNo', 'PR', '职称聘任单号'],
    ['职称聘任', 'Title Appointment'],
    ['leadership', 19],
    { writes: ['engageStart', 'engageEnd'] },
  ),
  form(
    'signContractApply',
    P,
    ['WF_SignContractApplyNo', 'HT', '合同签订单号'],
    ['签订合同', 'Sign Contract'],
    ['leadership', 20],
    { writes: ['contractStart', 'contractEnd'] },
  ),
  form(
    'renewContractApply',
    P,
    ['WF_RenewContractApplyNo', 'XQ', '合同续签单号'],
    ['续签合同', 'Renew Contract'],
    ['leadership', 21],
    { follows: CONTRACTS, writes: ['renewStart', 'renewEnd'] },
  ),
  form(
    'terminateContractApply',
    P,
    ['WF_TerminateContractApplyNo', 'JC', '合同解除单号'],
    ['终止合同', 'Terminate Contract'],
    ['leadership', 22],
    { follows: CONTRACTS, writes: ['terminateDate'] },
  ),
  form(
    'supportApply',
    P,
    ['WF_SupportApplyNo', 'ZY', '支援申请单号'],
    ['支援申请', 'Support'],
    ['deptHr', 15],
  ),
  form(
    'transferPositionApply',
    P,
    ['WF_TransferApplyNo', 'DG', '调岗申请单号'],
    ['调岗申请', 'Transfer Position'],
    ['deptHr', 12],
    { writes: ['transferDate'] },
  ),
  form(
    'personnelSecondment',
    P,
    ['WF_SecondmentApplyNo', 'JD', '借调申请单号'],
    ['借调申请', 'Secondment'],
    ['deptHr', 13],
    { writes: ['startDate', 'endDate'] },
  ),
  form(
    'secondmentReturn',
    P,
    ['WF_SecondmentReturnNo', 'JDFH', '借调返回单号'],
    ['借调返回', 'Secondment Return'],
    ['hr', 14],
    { follows: ['PersonnelSecondment'], writes: ['returnDate'] },
  ),
  form(
    'supportReturn',
    P,
    ['WF_SupportReturnNo', 'ZYFH', '支援返回单号'],
    ['支援返回', 'Support Return'],
    ['hr', 16],
    { follows: ['SupportApply'], writes: ['returnDate'] },
  ),
  form(
    'borrowReturn',
    P,
    ['WF_BorrowReturnNo', 'JYFH', '借用返回单号'],
    ['借用返回', 'Borrow Return'],
    ['hr', 17],
    { writes: ['returnDate'] },
  ),
  form(
    'dimissionApply',
    P,
    ['WF_DimissionApplyNo', 'LZ', '离职申请单号'],
    ['离职申请', 'Resignation application'],
    ['leadership', 24],
    { writes: ['lastWorkDate'] },
  ),
  form(
    'wageCardChange',
    P,
    ['WF_WageCardChangeNo', 'GZK', '工资卡变更单号'],
    ['工资卡号变更', 'Salary card number change'],
    ['hr', 25],
  ),
  form('leaveApply', L, [LEAVE_BILL_RULE, 'QJ', '请假申请单号'], ['请假申请', 'Leave'], ['leave', 1]),
  form(
    'ceaseLeaveApply',
    L,
    ['WF_CeaseLeaveApplyNo', 'XJ', '销假申请单号'],
    ['销假申请', 'Leave Return'],
    ['manager', 10],
    { follows: ['LeaveApply'] },
  ),
  form(
    'credentialApply',
    S,
    ['WF_CredentialApplyNo', 'ZS', '证书申请单号'],
    ['证书申请', 'Credentials'],
    ['hr', 26],
  ),
  form(
    'furtherStudyApplyAmend',
    S,
    ['WF_FurtherStudyAmendNo', 'JXBG', '进修变更单号'],
    ['进修申请（变更）', 'Further Study'],
    ['deptHr', 28],
    { follows: ['FurtherStudyApply'] },
  ),
  form(
    'furtherStudyApply',
    S,
    ['WF_FurtherStudyApplyNo', 'JX', '进修申请单号'],
    ['进修申请', 'Further Study'],
    ['deptHr', 27],
  ),
  form(
    'furtherStudyBack',
    S,
    ['WF_FurtherStudyBackNo', 'JXFG', '进修返岗单号'],
    ['进修返岗', 'Further Study Return'],
    ['deptHr', 29],
    { follows: ['FurtherStudyApply'], writes: ['backDate'] },
  ),
  form(
    'trainApply',
    S,
    ['WF_TrainApplyNo', 'PX', '外出培训单号'],
    ['外出培训', 'External Training'],
    ['deptHr', 30],
  ),
  form(
    'honorApply',
    S,
    ['WF_HonorApplyNo', 'RY', '荣誉申报单号'],
    ['荣誉申请', 'Honor'],
    ['recommended', 31],
    { chooses: { recommender: 'recommender' } },
  ),
  form(
    'educationApply',
    S,
    ['WF_EducationApplyNo', 'XL', '学历申请单号'],
    ['学历申请', 'Education application'],
    ['hr', 32],
  ),
  form(
    'creditApply',
    S,
    ['WF_CreditApplyNo', 'XF', '学分申请单号'],
    ['学分申请', 'Credit application'],
    ['hr', 33],
    { writes: ['credits'] },
  ),
];

const BY_FORM_KEY = new Map(HR_FORMS.map((f) => [f.formKey, f]));
const BY_KEY = new Map(HR_FORMS.map((f) => [f.key, f]));

export const hrFormByFormKey = (formKey: string): HrFormEntry | undefined => BY_FORM_KEY.get(formKey);
export const hrFormByKey = (key: string): HrFormEntry | undefined => BY_KEY.get(key);

/** The route titles of the HR forms (`route.subDev.<key>`) in one language, for the i18n catalogues. */
export const hrFormTitles = (lang: 'zh' | 'en'): Record<string, string> =>
  Object.fromEntries(HR_FORMS.map((f) => [f.key, f.title[lang]]));
