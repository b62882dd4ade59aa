/**
 * Which component renders each Screen of the route table, loaded lazily so each area's code arrives
 * when it is first opened (the service worker precaches all of it for offline use).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Screen } from './routeTable';

type ScreenComponent = LazyExoticComponent<ComponentType<{ title: string }>>;
type Loader = () => Promise<{ default: ComponentType<{ title: string }> }>;

/** The four tabs' code, fetched once the session's first screen is up (preloadTabs), so a tap is instant. */
const TABS = {
  'tab-messages': () => import('../features/messages/MessagesTab'),
  'tab-workflow': () => import('../features/workflow/WorkflowTab'),
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
  contacts: lazy(() => import('../features/contacts/ContactsPage')),
  colleague: lazy(() => import('../features/contacts/UserDetailPage')),
  'leave-apply': lazy(() => import('../features/leave/LeaveApplyPage')),
  'payslip-query': lazy(() => import('../features/payslip/PayslipQueryPage')),
  'payslip-form': lazy(() => import('../features/payslip/PayslipFormPage')),
  'hr-form': lazy(() => import('../features/hrForms/HrFormPage')),
  'field-punch': lazy(() => import('../features/punch/FieldPunchPage')),
  'workflow-collab': lazy(() => import('../features/workflow/lists/CollabPage')),
  'workflow-list': lazy(() => import('../features/workflow/lists/FlowListPage')),
  'all-app': lazy(() => import('../features/workflow/lists/AllAppPage')),
  'flow-before': lazy(() => import('../features/workflow/flow/FlowBeforePage')),
  'flow-operate': lazy(() => import('../features/workflow/flow/OperatePage')),
  'flow-candidates': lazy(() => import('../features/workflow/flow/CandidateSelectPage')),
  'flow-comment': lazy(() => import('../features/workflow/flow/CommentPage')),
  'scan-form': lazy(() => import('../features/workflow/flow/ScanFormPage')),
  soon: lazy(() => import('../features/shell/SoonPage')),
};
