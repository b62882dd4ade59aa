/**
 * How often one person may chat and urge (issue #28 item 6), with the limits set small and the limiter's
 * clock (Date) moved by hand, never waited for: chat is a burst and a steady rate per sender, refused over
 * HTTP as 429 with Retry-After (the outbox sends it again then) and on the socket as an error frame naming the
 * message and the wait; an urge is once per task per interval and so many an hour, refused as body code 429
 * with the words, and the approver hears of each urge that went through only.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CODE, FLOW_ACTION_PATHS, IM_SEND_PATH, WS_PATH } from '../../contract';
import { chatMessages, messages } from '../../server/db/schema';
import { DEMO_ACCOUNTS as A } from '../../server/seed/index';
import { send, submitLeave } from './flowRequests';
import { createHarness, ROOMY_LIMITS, tokenFor, type Harness } from './harness';
import { connect, hello, type Frame } from './socketClient';

const NURSE = 'u-nurse01';
const HEAD = 'u-head01';

let h: Harness;
const t: Record<string, string> = {};
beforeAll(async () => {
  h = await createHarness({
    config: {
      limits: { ...ROOMY_LIMITS, chatBurst: 3, chatPerMinute: 5, urgeIntervalSec: 600, urgesPerHour: 3 },
    },
  });
  for (const a of [A.nurse, A.head, 'hr01', 'director01']) t[a] = await tokenFor(h.app, a);
});
afterAll(() => h.close());
afterEach(() => void vi.useRealTimers());

/** Moves the clock the limits count by (and the app's, so tokens stay as they are). */
function later(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

async function chat(account: string, toUserId: string, text = '在吗？') {
  const res = await h.app.inject({
    method: 'POST',
    url: IM_SEND_PATH,
    headers: { 'jnpf-origin': 'app', authorization: t[account]! },
    payload: { toUserId, messageType: 'text', messageContent: text, clientMessageId: randomUUID() },
  });
  const body = res.json() as { code: number; msg: string };
  return { status: res.statusCode, retryAfter: Number(res.headers['retry-after']), ...body };
}

const sentBy = async (userId: string) =>
  (await h.database.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.senderId, userId)))[0]!
    .n;

describe('chat: a burst and a steady rate per sender', () => {
  it('over the burst a message is HTTP 429 with Retry-After and the words, and is not stored', async () => {
    for (let i = 0; i < 3; i++) expect((await chat(A.nurse, HEAD)).code).toBe(CODE.OK);
    const refused = await chat(A.nurse, HEAD);
    expect(refused).toMatchObject({ status: 429, code: CODE.TOO_MANY_REQUESTS });
    expect(refused.msg).toMatch(/^消息发送过于频繁，请 \d+ 秒后再发$/);
    expect(refused.retryAfter).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfter).toBeLessThanOrEqual(10);
    expect(await sentBy(NURSE)).toBe(3);
    expect((await chat(A.head, NURSE)).code).toBe(CODE.OK);
  });

  it('after the burst window the steady rate still holds for the minute', async () => {
    later(11_000);
    for (let i = 0; i < 2; i++) expect((await chat(A.nurse, HEAD)).code).toBe(CODE.OK);
    const refused = await chat(A.nurse, HEAD);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(10);
    expect(await sentBy(NURSE)).toBe(5);
  });

  it('on the socket the refusal is an error frame naming the message and the wait', async () => {
    const port = (await h.app.listen({ port: 0, host: '127.0.0.1' }), h.app.server.address() as AddressInfo)
      .port;
    const hr = await connect(`ws://127.0.0.1:${port}${WS_PATH}`);
    hr.ws.send(hello(t.hr01!));
    const say = (clientMessageId: string) =>
      hr.ws.send(
        JSON.stringify({
          method: 'SendMessage',
          token: t.hr01,
          toUserId: HEAD,
          messageType: 'text',
          messageContent: '请假单已收到',
          clientMessageId,
        }),
      );
    const answer = async (): Promise<Frame> => {
      for (;;) {
        const f = await hr.next();
        if (f.method === 'error' || f.method === 'sendMessage') return f;
      }
    };
    for (let i = 0; i < 3; i++) {
      say(`hr-ok-${i}000`);
      expect(await answer()).toMatchObject({ method: 'sendMessage' });
    }
    say('hr-over-0000');
    const refused = await answer();
    expect(refused).toMatchObject({ method: 'error', clientMessageId: 'hr-over-0000' });
    expect(refused.msg).toMatch(/^消息发送过于频繁/);
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    hr.ws.close();
  });
});

const urgesHeard = async () =>
  (
    await h.database.db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.userId, HEAD), like(messages.title, '催办%')))
  )[0]!.n;

const urge = (taskId: string, account: string = A.nurse) =>
  send(h.app, FLOW_ACTION_PATHS.press(taskId), undefined, t[account]!);

describe('urge: once per task per interval, a cap an hour', () => {
  it('a second urge of a task within the interval is body code 429 with the words; the approver hears one', async () => {
    const taskId = await submitLeave(h, A.nurse, t[A.nurse]!, 1);
    const heard = await urgesHeard();
    expect((await urge(taskId)).body.code).toBe(CODE.OK);
    const again = await urge(taskId);
    expect([again.status, again.body.code, again.body.msg]).toEqual([
      200,
      CODE.TOO_MANY_REQUESTS,
      '已催办过，请 10 分钟后再催办',
    ]);
    expect(await urgesHeard()).toBe(heard + 1);
    later(601_000);
    expect((await urge(taskId)).body.code).toBe(CODE.OK);
    expect(await urgesHeard()).toBe(heard + 2);
  });

  it('past the hour’s cap no task is urged; an urge refused for its task does not count', async () => {
    const applicant = 'director01';
    const tasks: string[] = [];
    for (let i = 0; i < 4; i++) tasks.push(await submitLeave(h, applicant, t[applicant]!, 1));
    const [a, b, c, d] = tasks as [string, string, string, string];
    expect((await urge(a, applicant)).body.code).toBe(CODE.OK);
    expect((await urge(a, applicant)).body.msg).toMatch(/^已催办过/);
    expect((await urge(b, applicant)).body.code).toBe(CODE.OK);
    expect((await urge(c, applicant)).body.code).toBe(CODE.OK);
    const capped = await urge(d, applicant);
    expect([capped.body.code, capped.body.msg]).toEqual([
      CODE.TOO_MANY_REQUESTS,
      expect.stringMatching(/^催办过于频繁，请 \d+ 分钟后再试$/),
    ]);
  });
});
