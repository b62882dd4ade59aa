/**
 * What one person may upload (issue #28 item 3), with the limits set small: so many uploads a minute (HTTP
 * 429 with Retry-After, the outbox's cue to send again later), so many bytes a hospital day and nothing below
 * the free-disk floor (body code 429 with the reason, final), a repeat of a stored upload never charged
 * again; and a recording sent inline over the socket is stored only for a message that is sent.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE, IDEMPOTENCY_HEADER, PLATFORM_WS_PATH } from '../../contract';
import { uploadedFiles, users } from '../../server/db/schema';
import { hospitalDayStart } from '../../server/modules/file/upload-limits';
import { createHarness, ROOMY_LIMITS, tokenFor, type Harness } from './harness';
import { connect, hello, type Client, type Frame } from './socketClient';

const DAY_BYTES = 5_000;
const DAY_MS = 86_400_000;

async function post(h: Harness, token: string, bytes: number, key = randomUUID(), type = 'annex') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes).fill(7)], { type: 'image/png' }), 'scan.png');
  const encoded = new Response(form);
  const res = await h.app.inject({
    method: 'POST',
    url: `/api/file/Uploader/${type}`,
    headers: {
      'jnpf-origin': 'app',
      authorization: token,
      'content-type': encoded.headers.get('content-type')!,
      [IDEMPOTENCY_HEADER]: key,
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  const body = res.json() as { code: number; msg: string };
  return { status: res.statusCode, retryAfter: res.headers['retry-after'], ...body };
}

const filesOf = (h: Harness, userId: string, type = 'annex' as const) =>
  h.database.db
    .select({ name: uploadedFiles.fileName })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.userId, userId), eq(uploadedFiles.type, type)));

describe('per person: uploads a minute and bytes a day', () => {
  let h: Harness;
  const t: Record<string, string> = {};
  beforeAll(async () => {
    h = await createHarness({
      config: { limits: { ...ROOMY_LIMITS, uploadsPerMinute: 3, uploadDailyBytes: DAY_BYTES } },
    });
    for (const a of ['nurse01', 'head01', 'hr01', 'director01']) t[a] = await tokenFor(h.app, a);
  });
  afterAll(() => h.close());

  it('one upload over the rate is HTTP 429 with Retry-After and the words, and stores nothing', async () => {
    const first = await post(h, t.nurse01!, 10, randomUUID());
    for (let i = 0; i < 2; i++) expect((await post(h, t.nurse01!, 10)).code).toBe(CODE.OK);
    const before = await filesOf(h, 'u-nurse01');
    const refused = await post(h, t.nurse01!, 10);
    expect(refused).toMatchObject({ status: 429, code: CODE.TOO_MANY_REQUESTS });
    expect(refused.msg).toMatch(/^上传过于频繁，请 \d+ 秒后再试$/);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    expect(await filesOf(h, 'u-nurse01')).toHaveLength(before.length);
    expect(first.code).toBe(CODE.OK);
  });

  it('a repeat of a stored upload is answered from it, over the rate or not', async () => {
    const key = randomUUID();
    const head = t.head01!;
    expect((await post(h, head, 10, key)).code).toBe(CODE.OK);
    for (let i = 0; i < 2; i++) await post(h, head, 10);
    expect((await post(h, head, 10)).status).toBe(429);
    expect(await post(h, head, 10, key)).toMatchObject({ status: 200, code: CODE.OK });
  });

  it('another person still uploads while one is over the rate', async () => {
    expect((await post(h, t.nurse01!, 10)).status).toBe(429);
    expect((await post(h, t.hr01!, 10)).code).toBe(CODE.OK);
  });

  it('past the day’s bytes an upload is refused with body code 429 and the reason; the next day it is taken', async () => {
    const director = t.director01!;
    expect((await post(h, director, 4_000)).code).toBe(CODE.OK);
    const before = await filesOf(h, 'u-director01');
    const refused = await post(h, director, 1_001);
    expect(refused).toMatchObject({ status: 200, code: CODE.TOO_MANY_REQUESTS });
    expect(refused.msg).toBe('今日上传已达上限（每人每天 5 KB），请明天再试');
    expect(await filesOf(h, 'u-director01')).toHaveLength(before.length);
    h.clock.now = hospitalDayStart(h.clock.now).getTime() + DAY_MS;
    expect((await post(h, await tokenFor(h.app, 'director01'), 1_001)).code).toBe(CODE.OK);
  });
});

describe('the free-disk floor', () => {
  let h: Harness;
  beforeAll(async () => {
    // A floor no disk clears: every upload would take the disk under DATA_DIR below it.
    h = await createHarness({
      config: { dataDir: tmpdir(), limits: { ...ROOMY_LIMITS, uploadDiskFloorBytes: 2 ** 52 } },
    });
  });
  afterAll(() => h.close());

  it('below the floor every upload is refused before anything is stored', async () => {
    const refused = await post(h, await tokenFor(h.app, 'nurse01'), 10);
    expect(refused).toMatchObject({
      status: 200,
      code: CODE.TOO_MANY_REQUESTS,
      msg: '服务器存储空间不足，暂不能上传文件，请联系管理员',
    });
    expect(await filesOf(h, 'u-nurse01')).toEqual([]);
  });
});

describe('a recording sent inline (the platform’s app)', () => {
  let h: Harness;
  let url: string;
  const t: Record<string, string> = {};
  const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(2_000, 1)]);
  beforeAll(async () => {
    h = await createHarness({ config: { limits: { ...ROOMY_LIMITS, chatBurst: 3 } } });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(h.app.server.address() as AddressInfo).port}${PLATFORM_WS_PATH}`;
    for (const a of ['nurse01', 'head01']) t[a] = await tokenFor(h.app, a);
    await h.database.db.update(users).set({ enabled: false }).where(eq(users.id, 'u-hr01'));
  });
  afterAll(() => h.close());

  const voiceTo = (client: Client, toUserId: string) =>
    client.ws.send(
      JSON.stringify({
        method: 'SendMessage',
        token: t.nurse01,
        toUserId,
        messageType: 'voice',
        messageContent: { base64: MP3.toString('base64'), length: '00:03' },
      }),
    );
  const answer = async (client: Client): Promise<Frame> => {
    for (;;) {
      const f = await client.next();
      if (f.method === 'error' || f.method === 'sendMessage') return f;
    }
  };
  const voices = () => filesOf(h, 'u-nurse01', 'IM' as 'annex');

  it('is stored for no refused message: to oneself, to someone disabled, over the sender’s rate', async () => {
    const nurse = await connect(url);
    nurse.ws.send(hello(t.nurse01!, null));
    for (const to of ['u-nurse01', 'u-hr01']) {
      voiceTo(nurse, to);
      expect(await answer(nurse)).toMatchObject({ method: 'error' });
    }
    expect(await voices()).toEqual([]);
    // The two refusals took two of the three; the third message goes, the fourth is over the rate.
    voiceTo(nurse, 'u-head01');
    expect(await answer(nurse)).toMatchObject({ method: 'sendMessage' });
    expect(await voices()).toHaveLength(1);
    voiceTo(nurse, 'u-head01');
    const refused = await answer(nurse);
    expect(refused).toMatchObject({ method: 'error', msg: expect.stringMatching(/^消息发送过于频繁/) });
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(await voices()).toHaveLength(1);
    nurse.ws.close();
  });
});
