/**
 * 账号安全's sessions (issue #17): each sign-in is listed with its device, address and last use, the caller's
 * own marked; one's own session can be signed out (its next call is 600), never someone else's; signing out
 * every other session keeps this one; a session's last use is written at most every five minutes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE, SESSIONS_PATH, SIGN_OUT_OTHERS_PATH, sessionPath, type LiveSession } from '../../contract';
import { SEEN_EVERY_MS } from '../../server/auth/session-service';
import { createHarness, getJson, login, type Harness } from './harness';

const CURRENT = '/api/oauth/CurrentUser?type=app';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function signedIn(account: string, userAgent: string): Promise<string> {
  const { body } = await login(h.app, account, undefined, { 'jnpf-origin': 'app', 'user-agent': userAgent });
  if (!body.data) throw new Error(body.msg);
  return body.data.token;
}

async function listed(token: string): Promise<LiveSession[]> {
  const { body } = await getJson(h.app, SESSIONS_PATH, token);
  expect(body.code).toBe(CODE.OK);
  return (body.data as { list: LiveSession[] }).list;
}

const call = (method: 'DELETE' | 'POST', url: string, token: string) =>
  h.app.inject({ method, url, headers: { authorization: token, 'jnpf-origin': 'app' } });

const alive = async (token: string) => (await getJson(h.app, CURRENT, token)).body.code;

describe('the sessions list', () => {
  it('names each sign-in’s device and address, marks the caller’s own, the last used first', async () => {
    const phone = await signedIn('head01', PHONE);
    h.clock.now += 1000;
    const desk = await signedIn('head01', DESKTOP);
    const fromPhone = await listed(phone);
    expect(fromPhone.map((s) => [s.userAgent, s.current])).toEqual([
      [DESKTOP, false],
      [PHONE, true],
    ]);
    expect(fromPhone.every((s) => s.address === '127.0.0.1')).toBe(true);
    expect((await listed(desk)).find((s) => s.current)?.userAgent).toBe(DESKTOP);
  });

  it('keeps at most 300 characters of a user agent', async () => {
    const token = await signedIn('hr01', 'x'.repeat(5000));
    const [own] = await listed(token);
    expect(own?.userAgent).toHaveLength(300);
  });

  it('writes a session’s last use at most every five minutes', async () => {
    const token = await signedIn('leader01', PHONE);
    const first = (await listed(token))[0]!.lastSeenAt;
    h.clock.now += SEEN_EVERY_MS - 1000;
    expect((await listed(token))[0]!.lastSeenAt).toBe(first);
    h.clock.now += 2000;
    await alive(token);
    expect((await listed(token))[0]!.lastSeenAt).toBe(h.clock.now);
  });
});

describe('signing out a device', () => {
  it('ends one’s own other session: its next call is 600, and it leaves the list', async () => {
    const here = await signedIn('director01', PHONE);
    const there = await signedIn('director01', DESKTOP);
    const other = (await listed(here)).find((s) => !s.current)!;
    const res = await call('DELETE', sessionPath(other.id), here);
    expect(res.json()).toMatchObject({ code: CODE.OK, msg: '已退出该设备' });
    expect(await alive(there)).toBe(CODE.SESSION_EXPIRED);
    expect(await alive(here)).toBe(CODE.OK);
    expect((await listed(here)).map((s) => s.id)).not.toContain(other.id);
  });

  it('never ends someone else’s session, and says nothing about it', async () => {
    const mine = await signedIn('nurse01', PHONE);
    const theirs = await signedIn('admin', DESKTOP);
    const theirId = (await listed(theirs))[0]!.id;
    const res = await call('DELETE', sessionPath(theirId), mine);
    expect(res.json()).toMatchObject({ code: 400, msg: 'id: 该设备已退出登录' });
    expect(await alive(theirs)).toBe(CODE.OK);
    expect((await call('DELETE', sessionPath('x'.repeat(65)), mine)).statusCode).toBe(400);
  });

  it('signs out every other session of the account and keeps this one', async () => {
    const here = await signedIn('nurse01', PHONE);
    const others = [await signedIn('nurse01', DESKTOP), await signedIn('nurse01', PHONE)];
    const before = (await listed(here)).length;
    const res = await call('POST', SIGN_OUT_OTHERS_PATH, here);
    expect(res.json()).toMatchObject({ code: CODE.OK, data: { count: before - 1 } });
    for (const token of others) expect(await alive(token)).toBe(CODE.SESSION_EXPIRED);
    expect(await alive(here)).toBe(CODE.OK);
    expect((await listed(here)).map((s) => s.current)).toEqual([true]);
  });
});
