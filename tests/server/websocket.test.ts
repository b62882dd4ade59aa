/**
 * The chat socket over a real connection: OnConnection → initMessage, a dead token → logout and close,
 * and a session ended over HTTP (logout, replaced) pushes logout to its open socket.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initMessage, logoutMessage, WS_PATH } from '../../contract';
import { createHarness, getJson, tokenFor, type Harness } from './harness';
import { connect as connectTo, hello, type Client } from './socketClient';

let h: Harness;
let base: string;
beforeAll(async () => {
  h = await createHarness({ config: { singleSession: true } });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
});
afterAll(() => h.close());

const connect = (path = WS_PATH): Promise<Client> => connectTo(base + path);

describe(WS_PATH, () => {
  it('OnConnection with a valid token gets initMessage with server time and me online', async () => {
    const token = await tokenFor(h.app, 'nurse01');
    const client = await connect();
    client.ws.send(hello(token));
    const message = initMessage.parse(await client.next());
    expect(message.dateTime).toBe(h.clock.now);
    expect(message.onlineUsers).toContain('u-nurse01');
    expect(message).toMatchObject({ unreadNums: [], unreadNoticeCount: 0, unreadMessageCount: 0 });
    client.ws.close();
  });

  it('a bad token gets logout 登录过期，请重新登录 and the socket is closed', async () => {
    const client = await connect();
    client.ws.send(hello('Bearer not-a-token'));
    expect(logoutMessage.parse(await client.next())).toEqual({
      method: 'logout',
      msg: '登录过期，请重新登录',
    });
    expect(await client.closed).toBe(1000);
  });

  it('a malformed frame is answered without closing the socket', async () => {
    const client = await connect();
    client.ws.send('{not json');
    expect(await client.next()).toMatchObject({ method: 'error' });
    client.ws.send(JSON.stringify({ method: 'Nope' }));
    expect(await client.next()).toMatchObject({ method: 'error' });
    client.ws.send(hello(await tokenFor(h.app, 'admin')));
    expect((await client.next()).method).toBe('initMessage');
    client.ws.close();
  });

  it('logout over HTTP pushes logout to the open socket and closes it', async () => {
    const token = await tokenFor(h.app, 'hr01');
    const client = await connect();
    client.ws.send(hello(token));
    expect((await client.next()).method).toBe('initMessage');
    await getJson(h.app, '/api/oauth/Logout', token);
    expect(logoutMessage.parse(await client.next()).method).toBe('logout');
    expect(await client.closed).toBe(1000);
  });

  it('a sign-in elsewhere (single-session) pushes logout 您的账号已在其他设备登录', async () => {
    const client = await connect();
    client.ws.send(hello(await tokenFor(h.app, 'head01')));
    expect((await client.next()).method).toBe('initMessage');
    await tokenFor(h.app, 'head01');
    expect(await client.next()).toEqual({ method: 'logout', msg: '您的账号已在其他设备登录' });
  });

  it('the /:token variant accepts the token from the path', async () => {
    const token = await tokenFor(h.app, 'nurse01');
    const client = await connect(`${WS_PATH}/${encodeURIComponent(token)}`);
    client.ws.send(hello(''));
    expect((await client.next()).method).toBe('initMessage');
    client.ws.close();
  });

  it('disabling a user (revoked with reason disabled) pushes logout 账号已被停用', async () => {
    const client = await connect();
    client.ws.send(hello(await tokenFor(h.app, 'admin')));
    expect((await client.next()).method).toBe('initMessage');
    await h.app.ctx.sessions.revokeUser('u-admin', 'disabled');
    expect(await client.next()).toEqual({ method: 'logout', msg: '账号已被停用，请联系管理员' });
  });
});
