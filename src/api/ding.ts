/**
 * DingTalk sign-in and binding (contract/ding.ts): LoginDing with DingTalk's one-time code, and 账号安全's
 * binding (read, bind with a fresh code, unbind; both with the proof of the person, issue #28). Refusals come
 * back as ApiError with the server's message; the sign-in page handles them itself (no toast), the binding
 * rows say them.
 */
import { z } from 'zod/mini';
import { loginData } from '../../contract/auth';
import { DING_BINDING_PATH, DING_LOGIN_PATH, dingBindingData } from '../../contract/ding';
import { request } from './http';
import { wireProof, type Proof } from './reauth';

export function loginDing(code: string) {
  return request(DING_LOGIN_PATH, { method: 'POST', json: { code }, schema: loginData, report: false });
}

export function dingBinding() {
  return request(DING_BINDING_PATH, { schema: dingBindingData, report: false, timeoutMs: 10_000 });
}

export function bindDing(code: string, proof: Proof) {
  const json = { code, ...wireProof(proof) };
  return request(DING_BINDING_PATH, { method: 'PUT', json, schema: z.unknown(), report: false });
}

export function unbindDing(proof: Proof) {
  const json = wireProof(proof);
  return request(DING_BINDING_PATH, { method: 'DELETE', json, schema: z.unknown(), report: false });
}
