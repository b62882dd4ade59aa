/**
 * Which component renders each Screen of the route table, loaded lazily so each area's code arrives
 * when it is first opened (the service worker precaches all of it for offline use).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Screen } from './routeTable';

type ScreenComponent = LazyExoticComponent<ComponentType<{ title: string }>>;
type Loader = () => Promise<{ default: ComponentType<{ title: string }> }>;

type Words = () => Promise<{ addFeatureWords: () => void }>;

/** A screen whose feature brings its own words: both fetched, the words added before the first render. */
const withWords =
  (load: Loader, words: Words): Loader =>
  async () => {
    const [screen, feature] = await Promise.all([load(), words()]);
    feature.addFeatureWords();
    return screen;
  };

const featureWords = (words: Words) => (load: Loader) => lazy(withWords(load, words));
const workflowWords: Words = () => import('../features/workflow/words');
const workflow = featureWords(workflowWords);
const payslip = featureWords(() => import('../features/payslip/words'));
const punch = featureWords(() => import('../features/punch/words'));
const messagesWords: Words = () => import('../features/messages/words');
const messages = featureWords(messagesWords);

/** The four tabs' code, fetched once the session's first screen is up (preloadTabs), so a tap is instant. */
const TABS = {
  'tab-messages': withWords(() => import('../features/messages/MessagesTab'), messagesWords),
  'tab-workflow': withWords(() => import('../features/workflow/WorkflowTab'), workflowWords),
  'tab-apply': () => import('../features/apply/ApplyTab'),
  'tab-my': () => import('../features/my/MyTab'),
} satisfies Record<string, Loader>;

export function preloadTabs(): void {
  for (const load of Object.values(TABS)) load().catch(() => undefined);
}

export const SCREENS: Record<Screen, ScreenComponent> = {
  launch: lazy(() => import('../features/auth/LaunchPage')),
  login: lazy(() => import('../features/auth/LoginPage')),
  'tab-messages': lazy(TABS['tab-messages']),
  'tab-workflow': lazy(TABS['tab-workflow']),
  'tab-apply': lazy(TABS['tab-apply']),
  'tab-my': lazy(TABS['tab-my']),
  settings: lazy(() => import('../features/my/SettingsPage')),
  abouts: lazy(() => import('../features/my/AboutPage')),
  modifyPsd: featureWords(() => import('../features/my/passwordWords'))(
    () => import('../features/my/ModifyPasswordPage'),
  ),
  contacts: lazy(() => import('../features/contacts/ContactsPage')),
  colleague: lazy(() => import('../features/contacts/UserDetailPage')),
  'payslip-query': payslip(() => import('../features/payslip/PayslipQueryPage')),
  'payslip-form': payslip(() => import('../features/payslip/PayslipFormPage')),
  'hr-form': lazy(() => import('../features/hrForms/HrFormPage')),
  'field-punch': punch(() => import('../features/punch/FieldPunchPage')),
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
  soon: lazy(() => import('../ui/SoonPage')),
};
