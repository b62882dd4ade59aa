/**
 * Starting and ending a session. Ending follows spec §4/§8: toast the message, clear the session,
 * stop the worker, and relaunch at the login page after 1.5 s — once, however many calls fail at once. An
 * expired session (600) inside DingTalk relaunches at dingLogin instead, which signs in again without a
 * password; a session replaced (601), disabled (602) or revoked goes to the login page everywhere.
 */
import { CODE, CODE_MESSAGE } from '../../contract/codes';
import { ApiError, ERROR_POLICY } from '../../core/net/errors';
import { refusalText } from '../../core/net/refusalText';
import { configureHttp } from '../api/http';
import { clearSession, currentToken, session, signInPath, type Session } from '../session/session';
import { refreshCurrentUser } from '../features/auth/signIn';
import { t } from '../i18n';
import { setActiveDb } from '../data/active';
import { startSync, stopSync, syncStarting } from '../sync/client';
import { onSessionEnded } from '../sync/sessionEnded';
import { toast } from '../ui/toast';
import { LOGIN_PATH } from './routeTable';
import { preloadScreens } from './screens';
import { registerServiceWorker } from './serviceWorker';

export const RELAUNCH_MS = 1500;

let ending = false;
let relaunch: (path: string) => void = (path) => window.location.replace(path);

export function setRelauncher(fn: (path: string) => void): void {
  relaunch = fn;
}

export function endSession(message: string, expired = false): void {
  if (ending) return;
  ending = true;
  toast(message || t('session.expired'));
  clearSession({ keepScreen: true });
  setActiveDb(null);
  stopSync();
  setTimeout(() => {
    ending = false;
    clearSession();
    relaunch(expired ? signInPath() : LOGIN_PATH);
  }, RELAUNCH_MS);
}

function handleApiError(error: ApiError): void {
  const policy = ERROR_POLICY[error.kind];
  if (policy.endSession) endSession(error.message, error.code === CODE.SESSION_EXPIRED);
  // A refusal naming a field in the server's key is said as a sentence (core/net/refusalText.ts).
  else if (policy.toast) toast(refusalText(error.message));
}

let waitingForScreen: (() => void)[] = [];

/** Called by the router once a real screen (not the loader) has mounted. */
export function markScreenShown(): void {
  const waiting = waitingForScreen;
  waitingForScreen = [];
  for (const fn of waiting) fn();
}

/**
 * Runs `fn` once the next screen has mounted (the tabs after signing in, the deep-linked page at boot)
 * and the browser is idle, so the sync worker and the database code never compete with that screen.
 */
function afterNextScreen(fn: () => void): void {
  waitingForScreen.push(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(fn, { timeout: 1500 });
    else setTimeout(fn, 200);
  });
}

function stillSignedIn(s: Session): boolean {
  return session.peek()?.token === s.token;
}

/**
 * The signed-in user's database, opened at once (beside the first screen's code, not after it): the tabs
 * show what the phone holds, and until it opens they can only wait (#30 item 5). Registers this user's
 * database and prunes all but the three most recent users' (ARCHITECTURE §3).
 */
function openActiveDb(s: Session): void {
  import('../../core/store/db')
    .then(({ openUserDb }) => openUserDb(location.origin, s.userInfo.userId))
    .then((db) => {
      if (stillSignedIn(s)) setActiveDb(db);
    })
    .catch(() => undefined);
}

function startSession(s: Session): void {
  syncStarting();
  openActiveDb(s);
  afterNextScreen(() => {
    if (!stillSignedIn(s)) return;
    startSync({ serverUrl: location.origin, token: s.token, userId: s.userInfo.userId });
    registerServiceWorker();
    preloadScreens();
  });
}

/** Starts every session once: the one stored at boot, and each new sign-in (the login page only signs in). */
function startEachSession(): void {
  let started: string | null = null;
  session.subscribe((s) => {
    if (s?.token === started) return;
    started = s?.token ?? null;
    if (s) startSession(s);
  });
}

/** Installs the HTTP handlers and starts the worker for the stored session and each sign-in. Once, at boot. */
export function bootSession(): void {
  configureHttp({ getToken: currentToken, onError: handleApiError });
  // The socket's `logout` carries only a message: the platform's words for 600 mean the token expired.
  onSessionEnded((msg) => endSession(msg, msg === CODE_MESSAGE[CODE.SESSION_EXPIRED]));
  const stored = session.peek();
  startEachSession();
  // A failure is already reported (toast or session end); the cached user keeps showing meanwhile.
  if (stored) refreshCurrentUser().catch(() => undefined);
}
