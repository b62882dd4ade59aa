/**
 * Every way into an account (issue #28): the password, the mobile (SMS sign-in) and the DingTalk binding.
 * Changing any of them — the password, the mobile, binding or unbinding DingTalk, removing one when signing
 * out the other devices — asks again for the current password (`password`, md5) or, for an account without
 * one, a code sent to its current number (`reauthCode`, from `GET REAUTH_CODE_PATH`). Each change is told to
 * the number the account had and to every session; 账号安全 lists the ways in (`GET WAYS_IN_PATH`) with when
 * each was added and from which device.
 */
import { z } from 'zod/mini';

export const WAYS_IN_PATH = '/api/permission/Users/Current/WaysIn';
/** GET: a code to the caller's own number, proving a change (accounts without a password only). */
export const REAUTH_CODE_PATH = '/api/permission/Users/Current/ReauthCode';

export const WAY_IN_KINDS = ['password', 'mobile', 'ding'] as const;
export type WayInKind = (typeof WAY_IN_KINDS)[number];
/** What "sign out all others" may remove when another device made it. */
export const REMOVABLE_WAYS_IN = ['mobile', 'ding'] as const;
export type RemovableWayIn = (typeof REMOVABLE_WAYS_IN)[number];
export const isRemovableWayIn = (kind: string): kind is RemovableWayIn =>
  (REMOVABLE_WAYS_IN as readonly string[]).includes(kind);

/** The proof a change carries: the current password as md5 hex, or the code sent to the current number. */
export const reauthShape = {
  password: z.optional(z.string().check(z.regex(/^[0-9a-fA-F]{32}$/, '密码须为 md5 十六进制串'))),
  reauthCode: z.optional(z.string().check(z.regex(/^\d{6}$/, '验证码为 6 位数字'))),
};
export const reauthBody = z.object(reauthShape);
export type ReauthProof = z.infer<typeof reauthBody>;

/** One way in: when it was added or last changed (ms; null: before the server kept it) and by what device. */
export const wayIn = z.object({
  kind: z.enum(WAY_IN_KINDS),
  addedAt: z.nullable(z.int()),
  /** The browser and address of the session that made it ('' when HR or the server's past made it). */
  userAgent: z.string(),
  address: z.string(),
  /** Made from the caller's own device (its session, or another session of the same device). */
  thisDevice: z.boolean(),
  /** Made from another device: "sign out all others" offers to remove it (a mobile change, a binding). */
  removable: z.boolean(),
});
export type WayIn = z.infer<typeof wayIn>;

/** `hasPassword`: which proof a change asks for (the password, or a code to the current number). */
export const waysInData = z.object({ hasPassword: z.boolean(), list: z.array(wayIn) });
export type WaysIn = z.infer<typeof waysInData>;

export const reauthCodeData = z.object({ resendAfter: z.int() });

export const REAUTH_PASSWORD_MISSING = '请输入当前密码';
export const REAUTH_PASSWORD_WRONG = '当前密码错误';
export const REAUTH_CODE_MISSING = '请输入发送至当前手机号的验证码';
/** ReauthCode for an account that has a password: the password is the proof. */
export const REAUTH_BY_PASSWORD = '请用当前密码确认';
export const REAUTH_NO_MOBILE = '未设置密码也未绑定手机号，无法确认身份，请联系人事处';
