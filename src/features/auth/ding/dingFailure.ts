/**
 * What a failed DingTalk sign-in means for the page, decided without React or DingTalk: an unbound DingTalk
 * user signs in another way and is bound after; DingTalk giving no code, a refused code or no signal offer
 * 重试 with their own words.
 */
import { CODE } from '../../../../contract/codes';
import { ApiError, refusedField } from '../../../../core/net/errors';
import { DingCodeError } from './dingCode';

/** What the page says after a failed attempt, and whether signing in another way then binds. */
export type DingFailure = { note: string; bindAfter: boolean; retry: boolean };

export function dingFailure(err: unknown, words: { noCode: string; offline: string }): DingFailure {
  if (err instanceof DingCodeError) return { note: words.noCode, bindAfter: false, retry: true };
  if (err instanceof ApiError) {
    if (err.code === CODE.NOT_FOUND) return { note: err.message, bindAfter: true, retry: false };
    if (err.kind === 'network') return { note: words.offline, bindAfter: false, retry: true };
    // A refused code names its field (`code: …`); the page has no field to put it under.
    const note = refusedField(err, ['code'] as const)?.message ?? err.message;
    return { note, bindAfter: false, retry: true };
  }
  return { note: words.noCode, bindAfter: false, retry: true };
}
