/**
 * The gate's password check (issue #30): with signal the server decides and the phone keeps a fresh
 * verifier; without, or when the server gives no answer, the phone checks that verifier, five wrong ones in
 * a row and it asks for the network; the server's own refusals are said in its words.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/net/errors';
import { createUserDb, type UserDb } from '../../../core/store/db';

const api = vi.hoisted(() => ({ unlockOnServer: vi.fn<(proof: { password: string }) => Promise<null>>() }));
vi.mock('../../../src/features/payslip/payslipApi', () => api);
// The rule is the same at 1 000 iterations; the test need not pay a phone's second per check.
vi.mock('../../../src/features/payslip/passwordVerifier', async (actual) => {
  const real = await actual<typeof import('../../../src/features/payslip/passwordVerifier')>();
  return { ...real, makeVerifier: (password: string) => real.makeVerifier(password, 1_000) };
});

const { checkPassword } = await import('../../../src/features/payslip/gatePassword');
const { readGateKeys } = await import('../../../src/features/payslip/gateStore');

const RIGHT = 'Demo@2026';
const WRONG = 'Demo@2027';
const serverSays = ({ password }: { password: string }) =>
  password === RIGHT
    ? Promise.resolve(null)
    : Promise.reject(new ApiError('http', 'password: 当前密码错误', 400, 400));

let db: UserDb;
beforeEach(async () => {
  db = createUserDb(`gate-${Math.random()}`);
  await db.open();
  api.unlockOnServer.mockImplementation(serverSays);
});
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
  vi.resetAllMocks();
});

describe('with signal', () => {
  it('the right password opens and leaves a verifier on the phone, never the password', async () => {
    expect(await checkPassword(db, RIGHT, true)).toEqual({ open: true });
    const keys = await readGateKeys(db);
    expect(keys.verifier?.iterations).toBe(1_000);
    expect(JSON.stringify(keys)).not.toContain(RIGHT);
  });

  it("a wrong one is refused in the server's words, for the field", async () => {
    expect(await checkPassword(db, WRONG, true)).toEqual({
      open: false,
      reason: 'refused',
      message: '当前密码错误',
    });
    expect((await readGateKeys(db)).verifier).toBeUndefined();
  });

  it('a lock-out by the server is said as it says it, not checked on the phone', async () => {
    await checkPassword(db, RIGHT, true);
    api.unlockOnServer.mockRejectedValue(
      new ApiError('business', '当前密码错误次数过多，请 15 分钟后再试', 400),
    );
    expect(await checkPassword(db, RIGHT, true)).toEqual({
      open: false,
      reason: 'refused',
      message: '当前密码错误次数过多，请 15 分钟后再试',
    });
  });

  it('no answer from the server (no signal after all, or a platform server without the call): the phone checks', async () => {
    await checkPassword(db, RIGHT, true);
    api.unlockOnServer.mockRejectedValue(new ApiError('network', '网络异常'));
    expect(await checkPassword(db, RIGHT, true)).toEqual({ open: true });
    api.unlockOnServer.mockRejectedValue(new ApiError('http', '请求的资源不存在', 404, 404));
    expect(await checkPassword(db, WRONG, true)).toEqual({ open: false, reason: 'wrong', left: 4 });
  });
});

describe('without signal', () => {
  it('the phone checks against the verifier of the last online check', async () => {
    await checkPassword(db, RIGHT, true);
    expect(await checkPassword(db, RIGHT, false)).toEqual({ open: true });
    expect(await checkPassword(db, WRONG, false)).toEqual({ open: false, reason: 'wrong', left: 4 });
    expect(api.unlockOnServer).toHaveBeenCalledTimes(1);
  });

  it('a phone that never checked the password online cannot check it', async () => {
    expect(await checkPassword(db, RIGHT, false)).toEqual({ open: false, reason: 'noVerifier' });
  });

  it('five wrong ones in a row and even the right one waits for the network, which clears the count', async () => {
    await checkPassword(db, RIGHT, true);
    const lefts = [];
    for (let i = 0; i < 5; i++) lefts.push(await checkPassword(db, WRONG, false));
    expect(lefts.map((o) => ('left' in o ? o.left : null))).toEqual([4, 3, 2, 1, 0]);
    expect(await checkPassword(db, RIGHT, false)).toEqual({ open: false, reason: 'tooMany' });
    expect(await checkPassword(db, RIGHT, true)).toEqual({ open: true });
    expect(await checkPassword(db, RIGHT, false)).toEqual({ open: true });
  });

  it('a right one offline clears the wrong ones before it', async () => {
    await checkPassword(db, RIGHT, true);
    for (let i = 0; i < 4; i++) await checkPassword(db, WRONG, false);
    expect(await checkPassword(db, RIGHT, false)).toEqual({ open: true });
    expect(await checkPassword(db, WRONG, false)).toEqual({ open: false, reason: 'wrong', left: 4 });
  });
});
