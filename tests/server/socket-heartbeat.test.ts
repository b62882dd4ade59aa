/**
 * The chat socket's heartbeat (issue #30 item 12), over real sockets: the greeting advertises it, a ping
 * is answered pong from an allowance of its own (so pings never take the frames' tokens: a full burst of
 * chat frames still goes through after them), and in strict mode there is none — the greeting is the
 * platform's and a ping is answered as any frame it cannot read. The app's clock stands still, so no
 * token refills during a test.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WS_PATH } from '../../contract';
import { buildApp } from '../../server/app';
import { migrate } from '../../server/db/migrate';
import { SOCKET_LIMITS } from '../../server/realtime/limits';
import { seedDemo } from '../../server/seed/index';
import { openTestDatabase, testConfig, tokenFor, type TestDatabase } from './harness';
import { hello } from './socketClient';

type Frame = { method: string; heartbeatMs?: number; msg?: string };
type Client = { ws: WebSocket; frames: Frame[] };
type Started = { app: FastifyInstance; url: string };

let test: TestDatabase;
let normal: Started;
let strict: Started;

async function startApp(jnpfStrict: boolean): Promise<Started> {
  const now = Date.now();
  const app = await buildApp({ db: test.database.db, config: testConfig({ jnpfStrict }), clock: () => now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${WS_PATH}` };
}

beforeAll(async () => {
  test = await openTestDatabase();
  await migrate(test.database);
  await seedDemo(test.database, { size: 40 });
  [normal, strict] = await Promise.all([startApp(false), startApp(true)]);
});
afterAll(async () => {
  await Promise.all([normal.app.close(), strict.app.close()]);
  await test.drop();
});

async function received(client: Client, n: number): Promise<Frame[]> {
  while (client.frames.length < n) await new Promise((resolve) => client.ws.once('message', resolve));
  return client.frames;
}

/** A socket signed in as `account`, its greeting read. */
async function signedIn({ app, url }: Started, account: string): Promise<Client & { init: Frame }> {
  const ws = new WebSocket(url);
  const client: Client = { ws, frames: [] };
  ws.on('message', (raw) => {
    const frame = JSON.parse(String(raw)) as Frame;
    if (frame.method !== 'Online' && frame.method !== 'Offline') client.frames.push(frame);
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  ws.send(hello(await tokenFor(app, account)));
  const [init] = await received(client, 1);
  client.frames.length = 0;
  return { ...client, init: init as Frame };
}

const PING = JSON.stringify({ method: 'ping' });

describe('the heartbeat outside strict mode', () => {
  it('initMessage advertises the heartbeat interval and a ping is answered pong', async () => {
    const client = await signedIn(normal, 'nurse01');
    expect(client.init).toMatchObject({ method: 'initMessage', heartbeatMs: SOCKET_LIMITS.heartbeatMs });
    client.ws.send(PING);
    expect(await received(client, 1)).toEqual([{ method: 'pong' }]);
    client.ws.close();
  });

  it('pings never take a chat frame’s token: after them a whole burst of frames is still answered', async () => {
    const client = await signedIn(normal, 'head01');
    const token = await tokenFor(normal.app, 'head01');
    for (let i = 0; i < SOCKET_LIMITS.pingBurst; i++) client.ws.send(PING);
    await received(client, SOCKET_LIMITS.pingBurst);
    // The greeting took one of the burst: the rest are frames the pings must not have spent.
    const frames = SOCKET_LIMITS.frameBurst - 1;
    const ask = { method: 'MessageList', token, toUserId: 'u-nurse01', formUserId: 'u-head01' };
    for (let i = 0; i < frames; i++)
      client.ws.send(JSON.stringify({ ...ask, currentPage: 1, pageSize: 30, sord: 'desc' }));
    const answers = await received(client, SOCKET_LIMITS.pingBurst + frames);
    expect(answers.filter((f) => f.method === 'pong')).toHaveLength(SOCKET_LIMITS.pingBurst);
    expect(answers.filter((f) => f.method === 'messageList')).toHaveLength(frames);
    client.ws.close();
  });

  it('a ping over its own allowance is dropped, not answered, and the socket stays', async () => {
    const client = await signedIn(normal, 'hr01');
    for (let i = 0; i <= SOCKET_LIMITS.pingBurst; i++) client.ws.send(PING);
    // A frame after them, answered in order, shows every ping before it was handled.
    client.ws.send(JSON.stringify({ method: 'nonsense' }));
    const frames = await received(client, SOCKET_LIMITS.pingBurst + 1);
    expect(frames.map((f) => f.method)).toEqual([
      ...Array<string>(SOCKET_LIMITS.pingBurst).fill('pong'),
      'error',
    ]);
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
    client.ws.close();
  });
});

describe('strict mode (the platform’s protocol)', () => {
  it('initMessage carries no heartbeat, and a ping is answered as a frame the platform cannot read', async () => {
    const client = await signedIn(strict, 'nurse01');
    expect(client.init.method).toBe('initMessage');
    expect(client.init).not.toHaveProperty('heartbeatMs');
    client.ws.send(PING);
    expect(await received(client, 1)).toEqual([{ method: 'error', msg: '消息格式错误' }]);
    client.ws.close();
  });
});
