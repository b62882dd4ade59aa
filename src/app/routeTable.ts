/**
 * The route table: one array mirroring spec §2 (history mode, base '/'). Each entry names its screen;
 * `screen` says which page renders it ('soon' = the honest 该功能暂未开放 page until its issue lands). The
 * HR area comes from the form catalogue (contract/hrForm/areas.ts); paths others need are built in
 * contract/appPaths.ts.
 */
import {
  flowFormPath,
  hrAreaPath,
  HOME_PATH,
  HR_ABSENCES_PAGE,
  HR_PUNCH_REVIEW_PAGE,
  LOGIN_PATH,
} from '../../contract/appPaths';
import { HR_GROUPS, OWN_SCREEN_ROUTES } from '../../contract/hrForm/areas';

export { HOME_PATH, LOGIN_PATH };

export type Screen =
  | 'launch'
  | 'login'
  | 'tab-messages'
  | 'tab-workflow'
  | 'tab-apply'
  | 'tab-my'
  | 'settings'
  | 'abouts'
  | 'modifyPsd'
  | 'personalData'
  | 'business'
  | 'subordinate'
  | 'hr-punch-review'
  | 'hr-absences'
  | 'accountSecurity'
  | 'contactUs'
  | 'cancellation'
  | 'scanResult'
  | 'contacts'
  | 'colleague'
  | 'payslip-query'
  | 'payslip-form'
  | 'hr-form'
  | 'field-punch'
  | 'workflow-collab'
  | 'workflow-list'
  | 'all-app'
  | 'flow-before'
  | 'flow-operate'
  | 'flow-candidates'
  | 'flow-comment'
  | 'scan-form'
  | 'message-list'
  | 'message-detail'
  | 'chat'
  | 'soon';

export interface RouteDef {
  /** i18n key suffix of the title: `route.<id>`. */
  id: string;
  paths: readonly string[];
  screen: Screen;
  /** Reachable without a session (spec §2 noNeedLogin, launch, login pages). */
  isPublic?: boolean;
  /** Index in the tab bar, for the four tabs. */
  tab?: 0 | 1 | 2 | 3;
}

const page = (id: string, path: string, screen: Screen = 'soon'): RouteDef => ({ id, paths: [path], screen });
/** Spec §2 lists some areas without the trailing /index; both forms open the page. */
const both = (id: string, path: string, screen: Screen = 'soon'): RouteDef => ({
  id,
  paths: [path, `${path}/index`],
  screen,
});
const pub = (id: string, path: string): RouteDef => ({ id, paths: [path], screen: 'soon', isPublic: true });

const ENTRY: RouteDef[] = [
  { id: 'launch', paths: ['/', '/pages/launch/index'], screen: 'launch', isPublic: true },
  { id: 'login', paths: ['/pages/login/index'], screen: 'login', isPublic: true },
  { id: 'dingLogin', paths: ['/pages/dingLogin/index'], screen: 'login', isPublic: true },
  { id: 'messages', paths: ['/pages/index/index'], screen: 'tab-messages', tab: 0 },
  { id: 'workFlowNew', paths: ['/pages/index/workFlowNew'], screen: 'tab-workflow', tab: 1 },
  { id: 'applyTab', paths: ['/pages/index/apply'], screen: 'tab-apply', tab: 2 },
  { id: 'myTab', paths: ['/pages/index/my'], screen: 'tab-my', tab: 3 },
  page('collaboration', '/pages/index/workFlow', 'workflow-collab'),
  page('messagetab', '/pages/index/messagetab', 'tab-messages'),
  page('worktoptab', '/pages/index/worktoptab', 'tab-apply'),
  page('contacts', '/pages/index/contacts', 'contacts'),
  page('form', '/pages/form/index'),
];

const NO_LOGIN = [
  'entryreportApplyPhone/index',
  'EntryreportApplyAmendPhone/index',
  'test/index',
  'recruitmentPosition/index',
  'recruitmentPosition/form',
  'NoLoginHospitalTrainPhone/index',
  'NoLoginCreditTrainPhone/index',
  'SendMsg/index',
].map((p) => pub(`noLogin.${p}`, `/pages/noNeedLogin/${p}`));

const MESSAGE_SCREENS: Readonly<Record<string, Screen>> = {
  index: 'message-list',
  'messageDetail/index': 'message-detail',
  'im/index': 'chat',
  'userDetail/index': 'colleague',
};
const MESSAGE = ['index', 'messageDetail/index', 'im/index', 'userDetail/index'].map((p) =>
  page(`message.${p}`, `/pages/message/${p}`, MESSAGE_SCREENS[p]),
);

/** Workflow pages that have landed (issue #5); the rest show 该功能暂未开放. */
const WORKFLOW_SCREENS: Readonly<Partial<Record<string, Screen>>> = {
  flowTodo: 'workflow-list',
  flowDone: 'workflow-list',
  flowCopy: 'workflow-list',
  flowLaunch: 'workflow-list',
  allApp: 'all-app',
  flowBefore: 'flow-before',
  operate: 'flow-operate',
  candiDateUserSelect: 'flow-candidates',
  comment: 'flow-comment',
  scanForm: 'scan-form',
};

const WORKFLOW = [
  'flowBefore',
  'flowLaunch',
  'flowTodo',
  'flowDone',
  'flowCopy',
  'operate',
  'scanForm',
  'comment',
  'allApp',
  'candiDateUserSelect',
].map((p) => page(`workFlow.${p}`, `/pages/workFlow/${p}/index`, WORKFLOW_SCREENS[p]));

export const WORKFLOW_FORMS = [
  'retirementApply',
  'professionalTitleApply',
  'engageApply',
  'leaveApply',
  'ceaseLeaveApply',
  'credentialApply',
  'furtherStudyApplyAmend',
  'furtherStudyApply',
  'signContractApply',
  'terminateContractApply',
  'supportApply',
  'furtherStudyBack',
  'dimissionApply',
  'wageCardChange',
] as const;

/**
 * The screen of an HR route by its spec §2 name (its workflow and its HR route open the same): the
 * payslips have their own, every other one is a form of the catalogue on the one form page (issue #6; tests/unit/forms/hrForms.routes.test.ts proves each opens its form).
 */
const OWN_SCREENS: Readonly<Record<keyof typeof OWN_SCREEN_ROUTES, Screen>> = {
  payslipQuery: 'payslip-query',
};
const formScreen = (name: string): Screen =>
  (OWN_SCREENS as Readonly<Record<string, Screen>>)[name] ?? 'hr-form';

const WORKFLOW_FORM_ROUTES = WORKFLOW_FORMS.map((p) =>
  page(`workFlowForm.${p}`, flowFormPath(p), formScreen(p)),
);

const APPLY_SCREENS: Readonly<Record<string, Screen>> = { 'fieldPunchCard/index': 'field-punch' };
const APPLY = [
  'reportLog/index',
  'reportLog/form',
  'schedule/index',
  'schedule/form',
  'fieldPunchCard/index',
  'order/index',
  'popSelect/index',
  'externalLink/index',
  'dynamicModel/index',
  'dynamicModel/form',
  'dynamicModel/scanForm',
].map((p) => page(`apply.${p}`, `/pages/apply/${p}`, APPLY_SCREENS[p]));

const MY = [
  both('my.settings', '/pages/my/settings', 'settings'),
  both('my.abouts', '/pages/my/abouts', 'abouts'),
  both('my.modifyPsd', '/pages/my/modifyPsd', 'modifyPsd'),
  both('my.personalData', '/pages/my/personalData', 'personalData'),
  both('my.business', '/pages/my/business', 'business'),
  both('my.subordinate', '/pages/my/subordinate', 'subordinate'),
  both('my.accountSecurity', '/pages/my/accountSecurity', 'accountSecurity'),
  both('my.contactUs', '/pages/my/contactUs', 'contactUs'),
  both('my.scanResult', '/pages/my/scanResult', 'scanResult'),
  both('my.cancellation', '/pages/my/cancellation', 'cancellation'),
  // Ours beyond spec §2 (issue #30 item 18): HR's tools, offered on 我的 with the permission.
  both('my.hrPunchReview', HR_PUNCH_REVIEW_PAGE, 'hr-punch-review'),
  both('my.hrAbsences', HR_ABSENCES_PAGE, 'hr-absences'),
];

const HR = [
  ...Object.entries(HR_GROUPS).flatMap(([group, names]) =>
    names.map((n) => both(`subDev.${n}`, hrAreaPath(group, n), formScreen(n))),
  ),
  both('subDev.payslipForm', '/pages/subDev/personnelManage/payslipQuery/form', 'payslip-form'),
  page('qr.HospitalTrainPhone', '/pages/subDev/QRCode/HospitalTrainPhone/index'),
  page('qr.CreditTrainPhone', '/pages/subDev/QRCode/CreditTrainPhone/index'),
];

const OTHER = [page('chooseLocation', '/choose-location'), page('openLocation', '/open-location')];

export const ROUTES: readonly RouteDef[] = [
  ...ENTRY,
  ...NO_LOGIN,
  ...MESSAGE,
  ...WORKFLOW,
  ...WORKFLOW_FORM_ROUTES,
  ...APPLY,
  ...MY,
  ...HR,
  ...OTHER,
];
