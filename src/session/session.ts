/**
 * The signed-in session: spec §3 local-storage keys (token, userInfo, permissionList, sysVersion,
 * sysConfigInfo, copyright) mirrored in a signal so the shell re-renders when it changes; and where someone
 * without one signs in (inside DingTalk, the password-free page, unless they signed out by hand).
 */
import { signal } from '@preact/signals-react';
import type { CurrentUser, PermissionEntry, SysConfigInfo, UserInfo } from '../../contract';
import { DING_LOGIN_PAGE, LOGIN_PATH } from '../../contract/appPaths';

export const SESSION_KEYS = [
  'token',
  'userInfo',
  'permissionList',
  'sysVersion',
  'sysConfigInfo',
  'copyright',
] as const;

export interface Session {
  token: string;
  userInfo: UserInfo;
  permissionList: PermissionEntry[];
  sysConfigInfo: SysConfigInfo;
}

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function readSession(): Session | null {
  const token = localStorage.getItem('token');
  const userInfo = readJson<UserInfo>('userInfo');
  const sysConfigInfo = readJson<SysConfigInfo>('sysConfigInfo');
  if (!token || !userInfo || !sysConfigInfo) return null;
  return {
    token,
    userInfo,
    sysConfigInfo,
    permissionList: readJson<PermissionEntry[]>('permissionList') ?? [],
  };
}

export const session = signal<Session | null>(readSession());

/**
 * Whether this page load has had a session: a page opened signed out is returned to after sign-in, a page
 * left because the session ended is not — whoever signs in next may be someone else (returnTo.ts).
 */
let hadSession = session.peek() !== null;
session.subscribe((s) => {
  if (s) hadSession = true;
});
export const hadSessionThisLoad = (): boolean => hadSession;

export function saveSession(token: string, user: CurrentUser): void {
  localStorage.setItem('token', token);
  localStorage.setItem('userInfo', JSON.stringify(user.userInfo));
  localStorage.setItem('permissionList', JSON.stringify(user.permissionList));
  localStorage.setItem('sysVersion', user.sysConfigInfo.sysVersion);
  localStorage.setItem('sysConfigInfo', JSON.stringify(user.sysConfigInfo));
  localStorage.setItem('copyright', user.sysConfigInfo.copyright);
  session.value = { token, ...user };
}

/**
 * Spec §4: on logout or 600/601/602 the token, user info and permission list are cleared. With
 * `keepScreen` only the stored copy goes now: the screen stays until the relaunch 1.5 s later.
 */
export function clearSession({ keepScreen = false } = {}): void {
  for (const key of ['token', 'userInfo', 'permissionList']) localStorage.removeItem(key);
  if (!keepScreen) session.value = null;
}

export function currentToken(): string | null {
  return session.peek()?.token ?? null;
}

/**
 * Inside DingTalk (its user agent says `DingTalk`, as DingTalk's own JS API decides; public/prepaint.js applies
 * the same test to hide the app's own bar from the first paint) someone not signed in goes to the
 * password-free page (spec §2 "Other", §4); elsewhere, to the login page.
 */
export const inDingTalk = (userAgent: string = navigator.userAgent): boolean => /DingTalk/i.test(userAgent);

/** Set by a sign-out by hand, for this tab: DingTalk must not sign the person straight back in. */
const SIGNED_OUT_KEY = 'signedOutByHand';

/** Storage blocked: nothing is kept, and DingTalk signs them in again as after an expired session. */
function keep(signedOut: boolean): void {
  try {
    if (signedOut) sessionStorage.setItem(SIGNED_OUT_KEY, '1');
    else sessionStorage.removeItem(SIGNED_OUT_KEY);
  } catch {
    // See above.
  }
}

/** A person signed out by hand: until they sign in again, this tab offers 钉钉登录 instead of using it. */
export const noteSignedOut = (): void => keep(true);
export const forgetSignOut = (): void => keep(false);

function signedOutByHand(): boolean {
  try {
    return sessionStorage.getItem(SIGNED_OUT_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Where someone not (or no longer) signed in goes: spec §4 sends an expired session to dingLogin; after a
 * sign-out by hand, the login page (its 钉钉登录 signs in again when the person chooses).
 */
export const signInPath = (): string => (inDingTalk() && !signedOutByHand() ? DING_LOGIN_PAGE : LOGIN_PATH);
