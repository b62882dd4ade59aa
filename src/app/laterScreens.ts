/**
 * The loaders of every screen after the first (all but launch, login and the four tabs), in a chunk of
 * their own: the first screen's code then carries one import for all of them instead of each screen's file
 * list, so a new screen weighs nothing on the sign-in path. It is fetched with the tabs once the first
 * screen is up (preloadScreens), and precached by the service worker like the rest.
 */
import type { Screen } from './routeTable';
import { messagesWords, withWords, workflowWords, type Loader, type Words } from './screenLoad';

/** The screens the first paint never needs. */
export type LaterScreen = Exclude<Screen, 'launch' | 'login' | `tab-${string}`>;

const payslipWords: Words = () => import('../features/payslip/words');
const punchWords: Words = () => import('../features/punch/words');
const personalWords: Words = () => import('../features/my/personal/personalWords');
const hrToolsWords: Words = () => import('../features/hrTools/words');
const workflow = (load: Loader) => withWords(load, workflowWords);
const messages = (load: Loader) => withWords(load, messagesWords);
const payslip = (load: Loader) => withWords(load, payslipWords);
const personal = (load: Loader) => withWords(load, personalWords);

export const LATER_SCREENS: Record<LaterScreen, Loader> = {
  settings: () => import('../features/my/SettingsPage'),
  abouts: () => import('../features/my/AboutPage'),
  modifyPsd: withWords(
    () => import('../features/my/ModifyPasswordPage'),
    () => import('../features/my/passwordWords'),
  ),
  personalData: personal(() => import('../features/my/personal/PersonalDataPage')),
  business: personal(() => import('../features/my/business/BusinessPage')),
  subordinate: personal(() => import('../features/my/subordinate/SubordinatePage')),
  accountSecurity: personal(() => import('../features/my/security/AccountSecurityPage')),
  contactUs: personal(() => import('../features/my/contact/ContactUsPage')),
  cancellation: personal(() => import('../features/my/cancellation/CancellationPage')),
  scanResult: personal(() => import('../features/my/scan/ScanResultPage')),
  'hr-punch-review': withWords(() => import('../features/hrTools/PunchReviewPage'), hrToolsWords),
  'hr-absences': withWords(() => import('../features/hrTools/AbsencesPage'), hrToolsWords),
  contacts: () => import('../features/contacts/ContactsPage'),
  colleague: () => import('../features/contacts/UserDetailPage'),
  'payslip-query': payslip(() => import('../features/payslip/PayslipQueryPage')),
  'payslip-form': payslip(() => import('../features/payslip/PayslipFormPage')),
  'hr-form': () => import('../features/hrForms/HrFormPage'),
  'field-punch': withWords(() => import('../features/punch/FieldPunchPage'), punchWords),
  'workflow-collab': workflow(() => import('../features/workflow/lists/CollabPage')),
  'workflow-list': workflow(() => import('../features/workflow/lists/FlowListPage')),
  'all-app': workflow(() => import('../features/workflow/lists/AllAppPage')),
  'flow-before': workflow(() => import('../features/workflow/flow/FlowBeforePage')),
  'flow-operate': workflow(() => import('../features/workflow/flow/OperatePage')),
  'flow-candidates': workflow(() => import('../features/workflow/flow/CandidateSelectPage')),
  'flow-comment': workflow(() => import('../features/workflow/flow/CommentPage')),
  'scan-form': workflow(() => import('../features/workflow/flow/ScanFormPage')),
  'message-list': messages(() => import('../features/messages/InSiteListPage')),
  'message-detail': messages(() => import('../features/messages/MessageDetailPage')),
  chat: messages(() => import('../features/messages/ChatPage')),
  soon: () => import('../ui/SoonPage'),
};
