/**
 * Failed sign-ins per account: free for 3, then each attempt waits longer (capped at 2 s), refused after 10
 * within 15 minutes (HTTP 200, body code 429), and a success resets the count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../contract';
import { loginDelayMs, MAX_DELAY_MS } from '../../server/auth/login-limiter';
import { createHarness, login, type Harness } from './harness';

const WRONG = '0'.repeat(32);
const delays: number[] = [];
let h: Harness;
beforeAll(async () => {
  // Record the waits instead of sleeping through them (10 failures would otherwise take ~10 s).
  h = await createHarness({ sleep: async (ms) => void delays.push(ms) });
});
afterAll(() => h.close());

describe('failed sign-in limiter', () => {
  it('the delay grows from the 4th consecutive failure and is capped at 2 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(loginDelayMs)).toEqual([0, 0, 0, 250, 500, 1000, 2000, 2000]);
    expect(loginDelayMs(50)).toBe(MAX_DELAY_MS);
  });

  it('slows attempts after 3 failures and refuses the account after 10, even with the right password', async () => {
    delays.length = 0;
    for (let i = 0; i < 10; i++) {
      const { body } = await login(h.app, 'head01', WRONG);
      expect(body.msg).toBe('账号或密码错误');
    }
    expect(delays).toEqual([250, 500, 1000, 2000, 2000, 2000, 2000]);
    const refused = await login(h.app, 'head01');
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({
      code: CODE.TOO_MANY_REQUESTS,
      msg: '登录失败次数过多，请 15 分钟后再试',
      data: null,
    });
  });

  it('counts per account: another account is not slowed by head01 being locked', async () => {
    delays.length = 0;
    const { body } = await login(h.app, 'nurse01');
    expect(body.code).toBe(CODE.OK);
    expect(delays).toEqual([]);
  });

  it('a successful sign-in resets the count', async () => {
    for (let i = 0; i < 5; i++) await login(h.app, 'hr01', WRONG);
    delays.length = 0;
    expect((await login(h.app, 'hr01')).body.code).toBe(CODE.OK);
    expect(delays).toEqual([1000]);
    delays.length = 0;
    expect((await login(h.app, 'hr01', WRONG)).body.code).toBe(CODE.BAD_REQUEST);
    expect(delays).toEqual([]);
  });

  it('counts account names case-insensitively, so changing case does not dodge the limit', async () => {
    for (let i = 0; i < 10; i++) await login(h.app, 'ADMIN', WRONG);
    expect((await login(h.app, 'admin')).body.code).toBe(CODE.TOO_MANY_REQUESTS);
  });
});
