/**
 * Web Push (#15) against a local push service that speaks the real protocol (web-push-testing): a chat
 * message to someone with no open socket reaches their subscription encrypted and signed, naming the
 * sender and opening the chat; someone online gets none; a to-do reaches an away approver as a system
 * message; a subscription its service answers 410 is deleted; an endpoint off the known push services is
 * refused.
 */
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IM_SEND_PATH, PUSH_KEY_PATH, PUSH_SUBSCRIPTION_PATH, WS_PATH, pushKeyData } from '../../contract';
import { chatPath } from '../../contract/appPaths';
import { pushSubscriptions } from '../../server/db/schema';
import { send, submitLeave } from './flowRequests';
import { createHarness, getJson, tokenFor, type Harness } from './harness';
import { startPushService, type TestSubscription } from './pushService';
import { connect, hello } from './socketClient';

const NURSE = 'u-nurse01';
const HEAD = 'u-head01';

let h: Harness;
let service: Awaited<ReturnType<typeof startPushService>>;
let sub: TestSubscription;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  service = await startPushService();
  // The service's own host and port only: a PUSH_HOSTS entry without a port opens http on 80 alone.
  h = await createHarness({ config: { pushHosts: [`localhost:${service.port}`] } });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  for (const account of ['nurse01', 'head01']) tokens[account] = await tokenFor(h.app, account);
  const key = pushKeyData.parse((await getJson(h.app, PUSH_KEY_PATH, tokens.head01)).body.data);
  sub = await service.subscribe(key.publicKey);
  const saved = await send(
    h.app,
    PUSH_SUBSCRIPTION_PATH,
    { endpoint: sub.endpoint, keys: sub.keys },
    tokens.head01!,
  );
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await service.close();
  await h.close();
});

const say = (text: string) =>
  send(h.app, IM_SEND_PATH, { toUserId: HEAD, messageType: 'text', messageContent: text }, tokens.nurse01!);

/** Waits until the service holds `n` payloads for the subscription. */
async function received(n: number) {
  await expect.poll(async () => (await service.received(sub.clientHash)).length, { timeout: 10_000 }).toBe(n);
  return (await service.received(sub.clientHash)) as {
    title: string;
    body: string;
    url: string;
    tag: string;
  }[];
}

describe('a chat message', () => {
  it('reaches an away receiver as a notification that opens the chat; none while they are connected', async () => {
    const socket = await connect(`ws://127.0.0.1:${(h.app.server.address() as AddressInfo).port}${WS_PATH}`);
    socket.ws.send(hello(tokens.head01!));
    await socket.next(); // initMessage: she is online now
    await say('在线时发的');
    socket.ws.close();
    await expect.poll(() => h.app.ctx.hub.onlineUserIds()).not.toContain(HEAD);
    await say('离开后发的');
    const [only] = await received(1);
    expect(only).toMatchObject({ body: '离开后发的', url: chatPath(NURSE), tag: `chat:${NURSE}` });
    expect(only!.title).not.toBe('');
  });
});

describe('an in-site message', () => {
  it('a to-do reaches the away approver as a system message that opens the message', async () => {
    await submitLeave(h, 'nurse01', tokens.nurse01!, 2);
    const all = await received(2);
    expect(all[1]).toMatchObject({ title: '系统消息' });
    expect(all[1]!.url).toMatch(/^\/pages\/message\/messageDetail\/index\?id=/);
  });
});

describe('subscriptions', () => {
  it('one its push service answers 410 is deleted', async () => {
    await service.expire(sub.clientHash);
    await say('过期后');
    const stored = () =>
      h.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, HEAD));
    await expect.poll(async () => (await stored()).length, { timeout: 10_000 }).toBe(0);
  });

  it('an endpoint off the known push services is refused', async () => {
    for (const endpoint of [
      'https://evil.example/push',
      'http://127.0.0.1:6379/',
      'http://user@localhost/x',
      // The push service's host on another port: an entry naming a port opens that port alone.
      `http://localhost:${service.port + 1}/x`,
      'http://localhost:6379/',
    ]) {
      const reply = await send(h.app, PUSH_SUBSCRIPTION_PATH, { endpoint, keys: sub.keys }, tokens.head01!);
      expect(reply.status).toBe(400);
    }
  });
});
