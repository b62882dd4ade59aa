/**
 * The steps of signing in through DingTalk, without React: DingTalk's code → LoginDing → the session; and,
 * for someone DingTalk knows but we do not yet, binding after they signed in another way (a fresh code and
 * the password they just typed → PUT binding; issue #28). What a failure means for the page: dingFailure.ts.
 */
import { bindDing, loginDing } from '../../../api/ding';
import type { Proof } from '../../../api/reauth';
import { startWith } from '../signIn';
import { requestDingCode } from './dingCode';

export async function signInByDing(corpId: string): Promise<void> {
  const code = await requestDingCode(corpId);
  await startWith((await loginDing(code)).token);
}

/** Binds the DingTalk user now in DingTalk to the signed-in account, proven by `proof`. */
export async function bindThisDing(corpId: string, proof: Proof): Promise<void> {
  await bindDing(await requestDingCode(corpId), proof);
}
