/** The auth calls of spec §7 (Login, CurrentUser, Logout), typed by contract/auth.ts. */
import md5 from 'blueimp-md5';
import { z } from 'zod/mini';
import { CLIENT_CREDENTIALS, currentUserData, loginData } from '../../contract';
import { request } from './http';

export function login(account: string, plainPassword: string) {
  return request('/api/oauth/Login', {
    method: 'POST',
    query: CLIENT_CREDENTIALS,
    form: { account, password: md5(plainPassword) },
    schema: loginData,
  });
}

export function fetchCurrentUser(token?: string) {
  return request('/api/oauth/CurrentUser', { query: { type: 'app' }, schema: currentUserData, token });
}

/** Best effort: signing out locally never waits for, or fails on, the network. */
export function logout(token: string) {
  return request('/api/oauth/Logout', { schema: z.unknown(), report: false, timeoutMs: 5_000, token });
}
