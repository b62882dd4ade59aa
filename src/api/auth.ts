/** The auth calls of spec §7 (Login, LoginSms and SmsCode, CurrentUser, Logout), typed by the contract. */
import md5 from 'blueimp-md5';
import { z } from 'zod/mini';
import { CLIENT_CREDENTIALS, currentUserData, loginData } from '../../contract';
import { loginMethodsData, smsCodeData } from '../../contract/sms';
import { request } from './http';

export function login(account: string, plainPassword: string) {
  return request('/api/oauth/Login', {
    method: 'POST',
    query: CLIENT_CREDENTIALS,
    form: { account, password: md5(plainPassword) },
    schema: loginData,
  });
}

/** Which ways in the server offers; quiet (offline, or a server without it: no SMS tab). */
export function loginMethods() {
  return request('/api/oauth/LoginMethods', { schema: loginMethodsData, report: false, timeoutMs: 10_000 });
}

export function askSmsCode(mobile: string) {
  return request(`/api/oauth/SmsCode/${encodeURIComponent(mobile)}`, { schema: smsCodeData });
}

/** Refusals (a wrong code…) are the caller's to show, under the code field. */
export function loginSms(mobile: string, code: string) {
  return request('/api/oauth/LoginSms', {
    method: 'POST',
    json: { mobile, code },
    schema: loginData,
    report: false,
  });
}

/**
 * 修改密码: the old and the new password as md5, as the platform sends them. Refusals are the caller's to
 * show (the server names the field: `oldPassword: 原密码错误`).
 */
export function modifyPassword(oldPlain: string, newPlain: string) {
  return request('/api/permission/Users/Current/Actions/ModifyPassword', {
    method: 'POST',
    json: { oldPassword: md5(oldPlain), password: md5(newPlain) },
    schema: z.null(),
    report: false,
  });
}

export function fetchCurrentUser(token?: string) {
  return request('/api/oauth/CurrentUser', { query: { type: 'app' }, schema: currentUserData, token });
}

/** Best effort: signing out locally never waits for, or fails on, the network. */
export function logout(token: string) {
  return request('/api/oauth/Logout', { schema: z.unknown(), report: false, timeoutMs: 5_000, token });
}
