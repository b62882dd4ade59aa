/**
 * What a failed DingTalk sign-in leads to: an unbound DingTalk user signs in another way once and is then
 * bound; a code DingTalk would not give, a refused code or no signal offers 重试 instead.
 */
import { describe, expect, it } from 'vitest';
import { CODE } from '../../../contract/codes';
import { DING_CODE_REFUSED, DING_NOT_BOUND } from '../../../contract/ding';
import { ApiError } from '../../../core/net/errors';
import { dingFailure } from '../../../src/features/auth/ding/dingFailure';
import { DingCodeError } from '../../../src/features/auth/ding/dingCode';

const words = { noCode: 'no code', offline: 'offline' };

describe('what a failed DingTalk sign-in leads to', () => {
  it('a DingTalk user bound to no account signs in another way, and is bound after', () => {
    const failure = dingFailure(new ApiError('business', DING_NOT_BOUND, CODE.NOT_FOUND, 200), words);
    expect(failure).toEqual({ note: DING_NOT_BOUND, bindAfter: true, retry: false });
  });

  it('a refused code says so and offers 重试, without binding anyone', () => {
    const failure = dingFailure(new ApiError('business', `code: ${DING_CODE_REFUSED}`, 400, 200), words);
    expect(failure).toEqual({ note: DING_CODE_REFUSED, bindAfter: false, retry: true });
  });

  it('DingTalk giving no code, and no signal, each offer 重试 with their own words', () => {
    expect(dingFailure(new DingCodeError('DingTalk did not answer'), words)).toEqual({
      note: 'no code',
      bindAfter: false,
      retry: true,
    });
    expect(dingFailure(new ApiError('network', 'Failed to fetch'), words)).toEqual({
      note: 'offline',
      bindAfter: false,
      retry: true,
    });
  });
});
