/**
 * Which component renders each Screen of the route table, loaded lazily so each area's code arrives
 * when it is first opened (the service worker precaches all of it for offline use). The first screens
 * (launch, login, the four tabs) are listed here; every other one through laterScreens.ts.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ROUTES, type Screen } from './routeTable';
import { messagesWords, withWords, workflowWords, type Loader } from './screenLoad';
import type { LaterScreen } from './laterScreens';

type ScreenComponent = LazyExoticComponent<ComponentType<{ title: string }>>;

/** The four tabs' code, fetched once the session's first screen is up (preloadScreens), so a tap is instant. */
const TABS = {
  'tab-messages': withWords(() => import('../features/messages/MessagesTab'), messagesWords),
  'tab-workflow': withWords(() => import('../features/workflow/WorkflowTab'), workflowWords),
  'tab-apply': () => import('../features/apply/ApplyTab'),
  'tab-my': () => import('../features/my/MyTab'),
} satisfies Record<string, Loader>;

const FIRST: Partial<Record<Screen, ScreenComponent>> = {
  launch: lazy(() => import('../features/auth/LaunchPage')),
  login: lazy(() => import('../features/auth/LoginPage')),
  'tab-messages': lazy(TABS['tab-messages']),
  'tab-workflow': lazy(TABS['tab-workflow']),
  'tab-apply': lazy(TABS['tab-apply']),
  'tab-my': lazy(TABS['tab-my']),
};

const laterScreens = () => import('./laterScreens');

/** The tabs' code and the later screens' table, fetched in the background once a session's screen is up. */
export function preloadScreens(): void {
  for (const load of [...Object.values(TABS), laterScreens]) load().catch(() => undefined);
}

/** Every screen of the route table: the first ones as above, the others through the later screens' table. */
export const SCREENS = Object.fromEntries(
  [...new Set(ROUTES.map((r) => r.screen))].map((screen) => [
    screen,
    FIRST[screen] ?? lazy(async () => (await laterScreens()).LATER_SCREENS[screen as LaterScreen]()),
  ]),
) as Record<Screen, ScreenComponent>;
