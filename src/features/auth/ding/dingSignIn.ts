/**
 * The steps of signing in through DingTalk, without React: DingTalk's code → LoginDing → the session; and,
 * for someone DingTalk knows but we do not yet, binding after they signed in another way (a fresh code →
 * PUT binding). What a failure means for the page: dingFailure.ts.
 */
import { bindDing, loginDing } from '../../../api/ding';
import { startWith } from '../signIn';
import { requestDingCode } from './dingCode';

export async function signInByDing(corpId: string): Promise<void> {
  const code = await requestDingCode(corpId);
  await startWith((await loginDing(code)).token);
}

/** Binds the DingTalk user now in DingTalk to the account just signed in. */
export async function bindThisDing(corpId: string): Promise<void> {
  await bindDing(await requestDingCode(corpId));
}
