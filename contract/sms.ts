/**
 * Sign-in by SMS code (issue #17): `GET /api/oauth/SmsCode/{mobile}` asks for a code, `POST
 * /api/oauth/LoginSms` signs in with it (spec §7 puts both on a tenant service; ours serves them under
 * /api/oauth), and `GET /api/oauth/LoginMethods` tells the login page which tabs to show. Codes are 6 digits,
 * valid 5 minutes, used once, 5 tries; a number is sent at most 1 a minute, 5 an hour, 10 a day. (LoginMethods'
 * answer is in auth.ts, on the login page's path.)
 */
import { z } from 'zod/mini';
import { MOBILE_PATTERN } from './mobile';

export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_SEC = 5 * 60;
export const SMS_MAX_TRIES = 5;
/** The login page's resend countdown: the same as the per-number minute limit. */
export const SMS_RESEND_SEC = 60;

export type SendLimit = { windowSec: number; max: number };
/** Codes sent to one number. */
export const SMS_NUMBER_LIMITS: readonly SendLimit[] = [
  { windowSec: 60, max: 1 },
  { windowSec: 3600, max: 5 },
  { windowSec: 86_400, max: 10 },
];
/** Codes asked for from one address (a ward's shared connection serves many staff). */
export const SMS_ADDRESS_LIMITS: readonly SendLimit[] = [
  { windowSec: 3600, max: 30 },
  { windowSec: 86_400, max: 100 },
];

export const MOBILE_MESSAGE = '请输入正确的手机号码';
const mobile = z.string().check(z.regex(MOBILE_PATTERN, MOBILE_MESSAGE));

export const smsCodeParam = z.object({ mobile });
/** The same answer whether or not the number belongs to anyone: when the next code may be asked for. */
export const smsCodeData = z.object({ resendAfter: z.int() });

const code = z.string().check(z.regex(/^\d{6}$/, '验证码为 6 位数字'));

export const loginSmsBody = z.object({ mobile, code });

/** 账号安全's 更换手机号: a code sent to the new number (`GET {MOBILE_CODE_PATH}/{mobile}`), then the change. */
export const MOBILE_CODE_PATH = '/api/permission/Users/Current/MobileCode';
export const MOBILE_PATH = '/api/permission/Users/Current/Mobile';
export const changeMobileBody = z.object({ mobile, code });
export type ChangeMobileBody = z.infer<typeof changeMobileBody>;
export const MOBILE_TAKEN = '该手机号已被其他账号使用';
export const MOBILE_SAME = '新手机号与当前手机号相同';
