/**
 * The signed-in session: spec §3 local-storage keys (token, userInfo, permissionList, sysVersion,
 * sysConfigInfo, copyright) mirrored in a signal so the shell re-renders when it changes.
 */
import { signal } from '@preact/signals-react';
import type { CurrentUser, PermissionEntry, SysConfigInfo, UserInfo } from '../../contract';

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
