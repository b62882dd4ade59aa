/**
 * DingTalk sign-in and binding (contract/ding.ts): LoginDing with DingTalk's one-time code, and 账号安全's
 * binding (read, bind with a fresh code, unbind). Refusals come back as ApiError with the server's message;
 * the sign-in page handles them itself (no toast), the binding rows toast them.
 */
import { z } from 'zod/mini';
import { loginData } from '../../contract/auth';
import { DING_BINDING_PATH, DING_LOGIN_PATH, dingBindingData } from '../../contract/ding';
import { request } from './http';

export function loginDing(code: string) {
  return request(DING_LOGIN_PATH, { method: 'POST', json: { code }, schema: loginData, report: false });
}

export function dingBinding() {
  return request(DING_BINDING_PATH, { schema: dingBindingData, report: false, timeoutMs: 10_000 });
}

export function bindDing(code: string) {
  return request(DING_BINDING_PATH, { method: 'PUT', json: { code }, schema: z.unknown(), report: false });
}

export function unbindDing() {
  return request(DING_BINDING_PATH, { method: 'DELETE', schema: z.unknown(), report: false });
}
