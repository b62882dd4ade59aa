/**
 * Sign-in through DingTalk (issue #17): inside DingTalk the page asks DingTalk's JS API for a one-time auth
 * code and posts it to `POST /api/oauth/LoginDing` (spec §7); the server exchanges it for the DingTalk user id
 * and signs in the account bound to it. The binding is made once, after a password or SMS sign-in, with a
 * fresh code and the proof of the person (waysIn.ts: the current password, or a code to the current number):
 * `PUT /api/permission/Users/Current/DingTalk`; `GET` tells 账号安全 whether there is one, and `DELETE`, with
 * the proof too, removes it. `GET /api/oauth/LoginMethods` names the corp id the JS API asks for (auth.ts).
 * Refusals: not bound → body code 404; a code DingTalk refuses, or a DingTalk user bound elsewhere → HTTP 400
 * `code: …`; DingTalk unreachable → HTTP 200, body code 503; no DingTalk on this server → body code 400.
 */
import { z } from 'zod/mini';
import { reauthBody, reauthShape } from './waysIn';

export const DING_LOGIN_PATH = '/api/oauth/LoginDing';
export const DING_BINDING_PATH = '/api/permission/Users/Current/DingTalk';

/** A DingTalk code is good for 5 minutes and once (DingTalk's own rule, also kept by the local double). */
export const dingCodeBody = z.object({
  code: z.string().check(z.trim(), z.minLength(1, '请提供钉钉授权码'), z.maxLength(128, '钉钉授权码无效')),
});
export type DingCodeBody = z.infer<typeof dingCodeBody>;
/** PUT binding: DingTalk's fresh code and the proof of the person. */
export const dingBindBody = z.extend(dingCodeBody, reauthShape);
export type DingBindBody = z.infer<typeof dingBindBody>;
/** DELETE binding: the proof of the person (a DELETE without a body is refused naming the proof's field). */
export const dingUnbindBody = z.nullish(reauthBody);

/** 账号安全's row: bound or not, and since when (ms). */
export const dingBindingData = z.object({ bound: z.boolean(), boundAt: z.nullable(z.int()) });
export type DingBinding = z.infer<typeof dingBindingData>;

/** LoginDing with a DingTalk user bound to no account: the page then asks for a password or SMS sign-in. */
export const DING_NOT_BOUND = '该钉钉账号尚未绑定本系统账号，请先用账号登录，登录后即完成绑定';
/** The code was refused by DingTalk: wrong, expired or already used. */
export const DING_CODE_REFUSED = '钉钉授权码无效或已使用，请重新打开应用';
/** The DingTalk user is bound to another account already. */
export const DING_BOUND_ELSEWHERE = '该钉钉账号已绑定其他账号';
/** DingTalk could not be reached, or refused our app's key: nothing was changed (body code 503). */
export const DING_UNREACHABLE = '暂时无法连接钉钉，请稍后再试';
/** LoginDing or a binding on a server without DingTalk (no DINGTALK_APP_KEY / SECRET): LoginMethods says `ding: false`. */
export const DING_OFF = '本系统未开通钉钉登录';
