/**
 * Turns the route table into react-router routes: every spec §2 path opens its screen on a cold load;
 * pages that need a session redirect to login without one, and login with one goes home; a screen opened
 * without its required parameters says so (MissingParams). Unknown paths go to launch.
 */
import { Fragment, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Page, Preloader } from 'framework7-react';
import { Navigate, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { hadSessionThisLoad, session, signInPath } from '../session/session';
import { rememberReturn } from '../session/returnTo';
import { useT } from '../i18n';
import { MissingParams } from '../ui/MissingParams';
import { HOME_PATH, ROUTES, type RouteDef } from './routeTable';
import { dismissPrepaint } from './prepaint';
import { ScreenError } from './ScreenError';
import { missingParams } from './screenParams';
import { SCREENS } from './screens';
import { markScreenShown, setRelauncher } from './sessionLifecycle';

/** Spec §9: the async-page loader shows only after 200 ms. */
const LOADER_DELAY_MS = 200;

function PageLoader() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return <Page>{visible && <Preloader className="page-loader" />}</Page>;
}

/**
 * Mounts with the screen itself (inside its Suspense boundary), i.e. once the screen has rendered; the
 * static first frame leaves before that screen is painted, so the two never show together.
 */
function ScreenShown() {
  useLayoutEffect(dismissPrepaint, []);
  useEffect(markScreenShown, []);
  return null;
}

/** Signed out on a page that needs a session: remember the page, then go to sign in (#30 item 4). */
function SignInFirst() {
  const { pathname, search } = useLocation();
  // A layout effect runs before Navigate's own effect, so the page is remembered before it is left.
  useLayoutEffect(() => {
    // Only a page opened signed out: one left because the session ended is not returned to.
    if (!hadSessionThisLoad()) rememberReturn(pathname + search);
  }, [pathname, search]);
  return <Navigate to={signInPath()} replace />;
}

function RouteScreen({ def }: { def: RouteDef }) {
  useSignals();
  const t = useT();
  const [query] = useSearchParams();
  const title = t(`route.${def.id}`);
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  if (!def.isPublic && !session.value) return <SignInFirst />;
  if (def.screen === 'login' && session.value) return <Navigate to={HOME_PATH} replace />;
  const missing = missingParams(def.screen, query);
  if (missing.length > 0) {
    return (
      <>
        <MissingParams title={title} missing={missing} home={HOME_PATH} />
        <ScreenShown />
      </>
    );
  }
  const Screen = SCREENS[def.screen];
  return (
    // ScreenError catches a screen whose code cannot load. One Suspense boundary for every route, never
    // remounted: navigations run in a transition (react-router), so
    // the screen on view stays until the next one's code has arrived — no loader flash, and none of React's
    // 300 ms throttle on revealing a boundary that had shown its fallback. The screen and ScreenShown are
    // keyed by route (one key for the pair: two siblings with one key make React keep old screens mounted),
    // so two routes of one screen do not share state, ScreenShown mounts per route, and a route left is
    // unmounted.
    <ScreenError routeId={def.id} title={title}>
      <Suspense fallback={<PageLoader />}>
        <Fragment key={def.id}>
          <Screen title={title} />
          <ScreenShown />
        </Fragment>
      </Suspense>
    </ScreenError>
  );
}

export function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => setRelauncher((path) => navigate(path, { replace: true })), [navigate]);
  return (
    <Routes>
      {ROUTES.flatMap((def) =>
        def.paths.map((path) => <Route key={path} path={path} element={<RouteScreen def={def} />} />),
      )}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
