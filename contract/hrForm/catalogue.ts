/**
 * The HR forms of spec §2 (issue #6): for each, its route name (also its flow key and permission modelId),
 * its platform FormKey (`/api/workflow/Form/{FormKey}`), the group the Business Application tab lists it
 * under, its bill rule, and the earlier forms it may follow on (leave return → an approved leave …).
 * Leave (`LeaveApply`) is an HR form too but has its own table and module from issue #4.
 */
export type HrGroup = 'personnelManage' | 'leaveAttendanceManage' | 'studyHonor';

export interface HrFormEntry {
  /** Route name, flow key and permission modelId: `dimissionApply`. */
  key: string;
  /** The platform FormKey: the route name in PascalCase, `DimissionApply`. */
  formKey: string;
  group: HrGroup;
  /** enCode of its bill rule (`GET /api/system/BillRule/BillNumber/{rule}`) and the numbers' prefix. */
  billRule: string;
  billPrefix: string;
  /** The bill rule's name, for the seed. */
  billName: string;
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

const formKeyOf = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

type Row = [
  key: string,
  group: HrGroup,
  billRule: string,
  prefix: string,
  billName: string,
  follows?: string[],
];

const P: HrGroup = 'personnelManage';
const L: HrGroup = 'leaveAttendanceManage';
const S: HrGroup = 'studyHonor';
const CONTRACTS = ['SignContractApply', 'RenewContractApply'];

const ROWS: Row[] = [
  ['retirementApply', P, 'WF_RetirementApplyNo', 'TX', '退休申请单号'],
  ['regularWorkerApply', P, 'WF_RegularApplyNo', 'ZZ', '转正申请单号'],
  ['professionalTitleApply', P, 'WF_ProfessionalTitleApplyNo', 'ZC', '职称申报单号'],
  ['engageApply', P, 'WF_EngageApplyNo', 'PR', '职称聘任单号'],
  ['signContractApply', P, 'WF_SignContractApplyNo', 'HT', '合同签订单号'],
  ['renewContractApply', P, 'WF_RenewContractApplyNo', 'XQ', '合同续签单号', CONTRACTS],
  ['terminateContractApply', P, 'WF_TerminateContractApplyNo', 'JC', '合同解除单号', CONTRACTS],
  ['supportApply', P, 'WF_SupportApplyNo', 'ZY', '支援申请单号'],
  ['transferPositionApply', P, 'WF_TransferApplyNo', 'DG', '调岗申请单号'],
  ['personnelSecondment', P, 'WF_SecondmentApplyNo', 'JD', '借调申请单号'],
  ['secondmentReturn', P, 'WF_SecondmentReturnNo', 'JDFH', '借调返回单号', ['PersonnelSecondment']],
  ['supportReturn', P, 'WF_SupportReturnNo', 'ZYFH', '支援返回单号', ['SupportApply']],
  ['borrowReturn', P, 'WF_BorrowReturnNo', 'JYFH', '借用返回单号'],
  ['dimissionApply', P, 'WF_DimissionApplyNo', 'LZ', '离职申请单号'],
  ['wageCardChange', P, 'WF_WageCardChangeNo', 'GZK', '工资卡变更单号'],
  ['ceaseLeaveApply', L, 'WF_CeaseLeaveApplyNo', 'XJ', '销假申请单号', ['LeaveApply']],
  ['credentialApply', S, 'WF_CredentialApplyNo', 'ZS', '证书申请单号'],
  ['furtherStudyApply', S, 'WF_FurtherStudyApplyNo', 'JX', '进修申请单号'],
  ['furtherStudyApplyAmend', S, 'WF_FurtherStudyAmendNo', 'JXBG', '进修变更单号', ['FurtherStudyApply']],
  ['furtherStudyBack', S, 'WF_FurtherStudyBackNo', 'JXFG', '进修返岗单号', ['FurtherStudyApply']],
  ['trainApply', S, 'WF_TrainApplyNo', 'PX', '外出培训单号'],
  ['honorApply', S, 'WF_HonorApplyNo', 'RY', '荣誉申报单号'],
  ['educationApply', S, 'WF_EducationApplyNo', 'XL', '学历申请单号'],
  ['creditApply', S, 'WF_CreditApplyNo', 'XF', '学分申请单号'],
];

/** Nodes the applicant chooses approvers for, per form: node code → the person field naming them. */
const CHOOSES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  honorApply: { recommender: 'recommender' },
};

export const HR_FORMS: readonly HrFormEntry[] = ROWS.map(
  ([key, group, billRule, billPrefix, billName, follows]) => ({
    key,
    formKey: formKeyOf(key),
    group,
    billRule,
    billPrefix,
    billName,
    ...(follows ? { follows } : {}),
    ...(CHOOSES[key] ? { chooses: CHOOSES[key] } : {}),
  }),
);

const BY_FORM_KEY = new Map(HR_FORMS.map((f) => [f.formKey, f]));
const BY_KEY = new Map(HR_FORMS.map((f) => [f.key, f]));

export const hrFormByFormKey = (formKey: string): HrFormEntry | undefined => BY_FORM_KEY.get(formKey);
export const hrFormByKey = (key: string): HrFormEntry | undefined => BY_KEY.get(key);
