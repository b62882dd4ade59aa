/**
 * Sockets across instances (REDIS_URL set): two apps on one database and one Redis act as one — a message
 * pushed through A reaches a socket on B, a session ended on A closes its socket on B with `logout`, both
 * see who is online on either, a chat message sent through A reaches its receiver on B, a crashed instance's users drop out, and without Redis an instance's own
 * sockets keep working.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IM_SEND_PATH, WS_PATH } from '../../contract';
import { buildApp } from '../../server/app';
import { REVOKE_MESSAGE } from '../../server/auth/session-service';
import { migrate } from '../../server/db/migrate';
import { RedisPresence } from '../../server/realtime/presence';
import { RedisFanout } from '../../server/realtime/redis-fanout';
import { createRedis } from '../../server/redis';
import { seedDemo } from '../../server/seed/index';
import { getJson, openTestDatabase, testConfig, tokenFor, type TestDatabase } from '../server/harness';
import { connect, hello, type Client } from '../server/socketClient';

const url = process.env.REDIS_URL ?? '';
const prefix = `hr-test-${randomBytes(4).toString('hex')}:`;
const quiet = () => undefined;

type Instance = { app: FastifyInstance; redis: Redis; base: string };

let test: TestDatabase;
let a: Instance;
let b: Instance;
const closers: Array<() => Promise<unknown>> = [];

async function instance(redisUrl = url, opts: { ttlMs?: number } = {}): Promise<Instance> {
  const redis = createRedis(redisUrl, 'test', quiet);
  const fanout = new RedisFanout(redis, { prefix, log: quiet });
  const presence = new RedisPresence(redis, { prefix, log: quiet, ttlMs: opts.ttlMs });
  const app = await buildApp({ db: test.database.db, config: testConfig(), redis, fanout, presence });
  await app.listen({ port: 0, host: '127.0.0.1' });
  closers.push(async () => {
    await app.close();
    await fanout.close();
    redis.disconnect();
  });
  if (redisUrl === url) await fanout.ready();
  return { app, redis, base: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${WS_PATH}` };
}

beforeAll(async () => {
  test = await openTestDatabase();
  await migrate(test.database);
  await seedDemo(test.database, { size: 40 });
  [a, b] = [await instance(), await instance()];
}, 60_000);
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await test.drop();
});

type Frame = { method: string; msg?: string; onlineUsers?: string[]; id?: string };

async function signedIn(on: Instance, token: string): Promise<{ client: Client; init: Frame }> {
  const client = await connect(on.base);
  client.ws.send(hello(token));
  const init = (await client.next()) as Frame;
  expect(init.method).toBe('initMessage');
  return { client, init };
}

describe('two instances on one Redis', () => {
  it('a message pushed through instance A reaches the receiver’s socket on instance B', async () => {
    const { client } = await signedIn(b, await tokenFor(b.app, 'nurse01'));
    const push = {
      id: 'm-1',
      toUserId: 'u-nurse01',
      fromUserId: 'u-head01',
      title: '请假已通过',
      messageType: 2,
    };
    await a.app.ctx.fanout.publish({ type: 'message-push', pushes: [push] });
    expect(await client.next()).toMatchObject({ method: 'messagePush', id: 'm-1', title: '请假已通过' });
    client.ws.close();
  });

  it('a session ended on instance A closes its socket on instance B with logout', async () => {
    const token = await tokenFor(a.app, 'hr01');
    const { client } = await signedIn(b, token);
    const closed = new Promise<number>((resolve) => client.ws.once('close', resolve));
    await getJson(a.app, '/api/oauth/Logout', token);
    expect(await client.next()).toEqual({ method: 'logout', msg: REVOKE_MESSAGE.logout });
    expect(await closed).toBe(1000);
  });

  it('who is online is seen from both instances', async () => {
    const onA = await signedIn(a, await tokenFor(a.app, 'head01'));
    const onB = await signedIn(b, await tokenFor(b.app, 'admin'));
    expect(onB.init.onlineUsers).toEqual(expect.arrayContaining(['u-head01', 'u-admin']));
    const again = await signedIn(a, await tokenFor(a.app, 'nurse01'));
    expect(again.init.onlineUsers).toEqual(expect.arrayContaining(['u-head01', 'u-admin', 'u-nurse01']));
    for (const c of [onA, onB, again]) c.client.ws.close();
  });

  it('a chat message sent through A reaches the receiver on B, and B hears the sender come online', async () => {
    const head = await signedIn(b, await tokenFor(b.app, 'head01'));
    const nurseToken = await tokenFor(a.app, 'nurse01');
    const nurse = await signedIn(a, nurseToken);
    for (let f = await head.client.nextPresence(); f.userId !== 'u-nurse01';)
      f = await head.client.nextPresence();
    const sent = await a.app.inject({
      method: 'POST',
      url: IM_SEND_PATH,
      headers: { authorization: nurseToken },
      payload: {
        toUserId: 'u-head01',
        messageType: 'text',
        messageContent: '跨实例',
        clientMessageId: 'x-inst-001',
      },
    });
    expect(sent.statusCode).toBe(200);
    expect(await head.client.next()).toMatchObject({ method: 'receiveMessage', formMessage: '跨实例' });
    expect(await nurse.client.next()).toMatchObject({ method: 'sendMessage', clientMessageId: 'x-inst-001' });
    for (const c of [head, nurse]) c.client.ws.close();
  });

  it('the users of an instance that stops without a word leave the online list within its TTL', async () => {
    const crashing = await instance(url, { ttlMs: 600 });
    await signedIn(crashing, await tokenFor(crashing.app, 'hr01'));
    await expect.poll(() => a.app.ctx.hub.onlineUserIds()).toContain('u-hr01');
    crashing.redis.disconnect(); // no goodbye: its hash is left to expire
    await expect
      .poll(() => a.app.ctx.hub.onlineUserIds(), { timeout: 5000, interval: 100 })
      .not.toContain('u-hr01');
  });
});

describe('an instance whose Redis is unreachable', () => {
  it('still greets, lists and signs out its own sockets', async () => {
    const alone = await instance('redis://127.0.0.1:1');
    const token = await tokenFor(alone.app, 'nurse01');
    const { client, init } = await signedIn(alone, token);
    expect(init.onlineUsers).toContain('u-nurse01');
    await getJson(alone.app, '/api/oauth/Logout', token);
    expect(await client.next()).toMatchObject({ method: 'logout' });
  });
});
