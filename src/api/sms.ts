/** Sign-in by SMS code (SmsCode, LoginSms), typed by contract/sms.ts; loaded with the SMS form only. */
import { loginData } from '../../contract/auth';
import { smsCodeData } from '../../contract/sms';
import { request } from './http';

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
