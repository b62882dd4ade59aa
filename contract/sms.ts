/**
 * Sign-in by SMS code (issue #17): `GET /api/oauth/SmsCode/{mobile}` asks for a code, `POST
 * /api/oauth/LoginSms` signs in with it (spec §7 puts both on a tenant service; ours serves them under
 * /api/oauth), and `GET /api/oauth/LoginMethods` tells the login page which tabs to show. Codes are 6 digits,
 * valid 5 minutes, used once, 5 tries. (LoginMethods' answer is in auth.ts, on the login page's path.)
 *
 * Who may spend a number's codes (issue #28): a code belongs to whoever asked for it — a browser, by the
 * device cookie the server gives it at its first request; a client without cookies, by its address; a
 * signed-in account, for the codes it asks for — and only that requester can use it, so nobody else's wrong
 * tries or newer code can end it. Sending is counted per number and requester (SMS_REQUESTER_LIMITS), so a
 * stranger spends only their own allowance. A requester is the number's owner when it is a browser that has
 * signed in to the number's account within SMS_KNOWN_DEVICE_SEC, or the account itself asking for a code to
 * its own number; every other requester is a stranger, and strangers together get at most
 * SMS_STRANGER_LIMITS for a number — the most a stranger can make the owner's phone receive — while the owner
 * is never counted against them. No number gets more than SMS_NUMBER_CAP in all (the cost cap). All of it
 * is counted alike for numbers that are nobody's, so no answer tells whether a number belongs to anyone.
 */
import { z } from 'zod/mini';
import { MOBILE_PATTERN } from './mobile';
import { reauthShape } from './waysIn';

export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_SEC = 5 * 60;
export const SMS_MAX_TRIES = 5;
/** The login page's resend countdown: the same as the per-requester minute limit. */
export const SMS_RESEND_SEC = 60;

export type SendLimit = { windowSec: number; max: number };
/** Codes sent to one number for one requester. */
export const SMS_REQUESTER_LIMITS: readonly SendLimit[] = [
  { windowSec: 60, max: 1 },
  { windowSec: 3600, max: 5 },
  { windowSec: 86_400, max: 10 },
];
/** Codes sent to one number for all requesters that are not its owner, together. */
export const SMS_STRANGER_LIMITS: readonly SendLimit[] = [
  { windowSec: 3600, max: 5 },
  { windowSec: 86_400, max: 10 },
];
/** Codes sent to one number in all: the cost cap (strangers can use at most half of it). */
export const SMS_NUMBER_CAP: readonly SendLimit[] = [{ windowSec: 86_400, max: 20 }];
/** Codes asked for from one address (a ward's shared connection serves many staff). */
export const SMS_ADDRESS_LIMITS: readonly SendLimit[] = [
  { windowSec: 3600, max: 30 },
  { windowSec: 86_400, max: 100 },
];
/** Codes one signed-in account asks for, whatever the numbers (更换手机号 sends to numbers not yet theirs). */
export const SMS_ACCOUNT_LIMITS: readonly SendLimit[] = [
  { windowSec: 3600, max: 5 },
  { windowSec: 86_400, max: 10 },
];
/** A browser that signed in to an account within this long is that account's owner's (renewed by each). */
export const SMS_KNOWN_DEVICE_SEC = 20 * 86_400;

export const MOBILE_MESSAGE = '请输入正确的手机号码';
const mobile = z.string().check(z.regex(MOBILE_PATTERN, MOBILE_MESSAGE));

export const smsCodeParam = z.object({ mobile });
/** The same answer whether or not the number belongs to anyone: when the next code may be asked for. */
export const smsCodeData = z.object({ resendAfter: z.int() });

const code = z.string().check(z.regex(/^\d{6}$/, '验证码为 6 位数字'));

export const loginSmsBody = z.object({ mobile, code });

/**
 * 账号安全's 更换手机号: a code sent to the new number (`GET {MOBILE_CODE_PATH}/{mobile}`, answered alike for
 * every number but one's own), then the change with that code and the proof of waysIn.ts. Only once the
 * code proves the caller holds the number may they learn that another account has it (MOBILE_TAKEN).
 */
/** Sign-in by SMS: `GET {SMS_CODE_PATH}/{mobile}` sends a code, `POST LOGIN_SMS_PATH` signs in with it. */
export const SMS_CODE_PATH = '/api/oauth/SmsCode';
export const LOGIN_SMS_PATH = '/api/oauth/LoginSms';
export const MOBILE_CODE_PATH = '/api/permission/Users/Current/MobileCode';
export const MOBILE_PATH = '/api/permission/Users/Current/Mobile';
export const changeMobileBody = z.object({ mobile, code, ...reauthShape });
export type ChangeMobileBody = z.infer<typeof changeMobileBody>;
export const MOBILE_TAKEN = '该手机号已被其他账号使用';
export const MOBILE_SAME = '新手机号与当前手机号相同';
