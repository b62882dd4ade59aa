/**
 * Sign-in by SMS code (SmsCode, LoginSms) and 更换手机号 (MobileCode, Mobile), typed by contract/sms.ts; loaded
 * with the SMS form or 账号安全 only.
 */
import { loginData } from '../../contract/auth';
import {
  MOBILE_CODE_PATH,
  MOBILE_PATH,
  smsCodeData,
  SMS_CODE_PATH,
  LOGIN_SMS_PATH,
} from '../../contract/sms';
import { z } from 'zod/mini';
import { request } from './http';
import { wireProof, type Proof } from './reauth';

export function askSmsCode(mobile: string) {
  return request(`${SMS_CODE_PATH}/${encodeURIComponent(mobile)}`, { schema: smsCodeData });
}

/** Refusals (a wrong code…) are the caller's to show, under the code field. */
export function loginSms(mobile: string, code: string) {
  return request(LOGIN_SMS_PATH, {
    method: 'POST',
    json: { mobile, code },
    schema: loginData,
    report: false,
  });
}

/** A code to the new number, for the signed-in user. Refusals (the number taken…) are the caller's to show. */
export function askMobileCode(mobile: string) {
  return request(`${MOBILE_CODE_PATH}/${encodeURIComponent(mobile)}`, { schema: smsCodeData, report: false });
}

/** The new number made the signed-in user's with its code and the proof; refusals are the caller's to show. */
export function changeMobile(mobile: string, code: string, proof: Proof) {
  return request(MOBILE_PATH, {
    method: 'PUT',
    json: { mobile, code, ...wireProof(proof) },
    schema: z.null(),
    report: false,
  });
}
