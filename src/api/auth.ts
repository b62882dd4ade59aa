/** The auth calls of spec §7 (Login, LoginMethods, CurrentUser, Logout), typed by the contract; SMS: sms.ts. */
import md5 from 'blueimp-md5';
import { z } from 'zod/mini';
import {
  CLIENT_CREDENTIALS,
  currentUserData,
  loginData,
  loginMethodsData,
  LOGIN_PATH,
  LOGIN_METHODS_PATH,
  CURRENT_USER_PATH,
  LOGOUT_PATH,
} from '../../contract/auth';
import { request } from './http';

/** A password as the wire carries it (the platform's way): md5, lower-case hex. */
export const wirePassword = (plain: string): string => md5(plain);

export function login(account: string, plainPassword: string) {
  return request(LOGIN_PATH, {
    method: 'POST',
    query: CLIENT_CREDENTIALS,
    form: { account, password: wirePassword(plainPassword) },
    schema: loginData,
  });
}

/** Which ways in the server offers; quiet (offline, or a server without it: no SMS tab). */
export function loginMethods() {
  return request(LOGIN_METHODS_PATH, { schema: loginMethodsData, report: false, timeoutMs: 10_000 });
}

export function fetchCurrentUser(token?: string) {
  return request(CURRENT_USER_PATH, { query: { type: 'app' }, schema: currentUserData, token });
}

/** Best effort: signing out locally never waits for, or fails on, the network. */
export function logout(token: string) {
  return request(LOGOUT_PATH, { schema: z.unknown(), report: false, timeoutMs: 5_000, token });
}
