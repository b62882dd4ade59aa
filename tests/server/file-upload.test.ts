/**
 * Uploads and downloads (POST /api/file/Uploader/{type}, GET /api/file/Download/{type}/{fileName}): the
 * bytes come back unchanged to their owner only, a retried upload is stored once and answered alike, and
 * every malformed upload is refused with a message naming what is wrong.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE, IDEMPOTENCY_HEADER, MAX_UPLOAD_BYTES, uploadedFile, type UploadedFile } from '../../contract';
import * as t from '../../server/db/schema';
import { createHarness, tokenFor, type Harness } from './harness';

let h: Harness;
let nurse: string;
let head: string;

beforeAll(async () => {
  h = await createHarness();
  [nurse, head] = [await tokenFor(h.app, 'nurse01'), await tokenFor(h.app, 'head01')];
});
afterAll(() => h.close());

type Part = { field?: string; bytes?: Buffer; name?: string; mime?: string; text?: string };
type Send = { type?: string; token?: string | null; key?: string | null };

/** A multipart body as a browser's FormData encodes it. */
async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const p of parts) {
    if (p.text !== undefined) form.append(p.field ?? 'note', p.text);
    else
      form.append(
        p.field ?? 'file',
        new Blob([new Uint8Array(p.bytes ?? Buffer.from('x'))], { type: p.mime }),
        p.name,
      );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type')!,
  };
}

async function post(body: { payload: Buffer | string; contentType: string }, send: Send = {}) {
  const key = send.key === undefined ? randomUUID() : send.key;
  const token = send.token === undefined ? nurse : send.token;
  const res = await h.app.inject({
    method: 'POST',
    url: `/api/file/Uploader/${send.type ?? 'punch'}`,
    headers: {
      'jnpf-origin': 'app',
      'content-type': body.contentType,
      ...(token ? { authorization: token } : {}),
      ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}),
    },
    payload: body.payload,
  });
  return {
    status: res.statusCode,
    replayed: res.headers['idempotent-replayed'] === 'true',
    body: res.json() as { code: number; msg: string; data: unknown },
  };
}

const upload = async (part: Part, send: Send = {}) => post(await multipart([part]), send);

function stored(reply: Awaited<ReturnType<typeof post>>): UploadedFile {
  if (reply.body.code !== 200) throw new Error(`upload failed: ${reply.status} ${reply.body.msg}`);
  return uploadedFile.parse(reply.body.data);
}

function download(url: string, token: string | null = nurse, headers: Record<string, string> = {}) {
  return h.app.inject({
    method: 'GET',
    url,
    headers: { 'jnpf-origin': 'app', ...(token ? { authorization: token } : {}), ...headers },
  });
}

async function rowsFor(key: string) {
  return h.database.db.select().from(t.uploadedFiles).where(eq(t.uploadedFiles.idempotencyKey, key));
}

describe('upload and download', () => {
  it('the bytes come back unchanged, with their type, UTF-8 name and private caching', async () => {
    const bytes = randomBytes(50_000);
    const file = stored(await upload({ bytes, name: '打卡 照片.JPG', mime: 'image/jpeg' }));
    expect(file).toEqual({
      name: expect.stringMatching(/^[0-9a-f-]{36}\.jpg$/),
      url: `/api/file/Download/punch/${file.name}`,
      fileSize: bytes.length,
      fileExtension: 'jpg',
    });
    const res = await download(file.url);
    expect(res.statusCode).toBe(200);
    expect(Buffer.compare(res.rawPayload, bytes)).toBe(0);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="__ __.JPG"; filename*=UTF-8''${encodeURIComponent('打卡 照片.JPG')}`,
    );
    expect(res.headers['cache-control']).toMatch(/^private\b/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a copy the client holds is answered 304', async () => {
    const file = stored(await upload({ bytes: Buffer.from('hello'), name: 'a.txt', mime: 'text/plain' }));
    const etag = String((await download(file.url)).headers.etag);
    const res = await download(file.url, nurse, { 'if-none-match': etag });
    expect([res.statusCode, res.rawPayload.length]).toEqual([304, 0]);
  });

  it('a file without an extension or type is kept as application/octet-stream, saved not shown', async () => {
    const file = stored(await upload({ name: 'README' }, { type: 'annex' }));
    expect([file.fileExtension, file.url]).toEqual(['', `/api/file/Download/annex/${file.name}`]);
    const res = await download(file.url);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="README"/);
  });

  it("only the owner may download: anyone else's or an unknown file is 404 文件不存在", async () => {
    const file = stored(await upload({ name: 'mine.png', mime: 'image/png' }));
    for (const res of [
      await download(file.url, head),
      await download(file.url.replace('/punch/', '/annex/'), head),
      await download('/api/file/Download/punch/no-such-file.png'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: CODE.NOT_FOUND, msg: '文件不存在', data: null });
    }
  });

  it('a file is its name’s, whatever folder the download names (the platform’s clients name their page’s)', async () => {
    const file = stored(await upload({ name: 'mine.png', mime: 'image/png' }));
    const elsewhere = await download(file.url.replace('/punch/', '/workFlow/'));
    expect([elsewhere.statusCode, elsewhere.headers['content-type']]).toEqual([200, 'image/png']);
  });
});

describe("the platform's download link (its clients ask with a JSON content type, then fetch without a token)", () => {
  const JSON_CALL = { 'content-type': 'application/json;charset=UTF-8' };
  const linkOf = async (url: string, token = nurse) => {
    const res = await download(url, token, JSON_CALL);
    return res.json() as { code: number; msg: string; data: { name: string; url: string } | null };
  };
  const plain = (url: string) => h.app.inject({ method: 'GET', url });

  it('the link opens the same bytes with no token, with the type and name of the file', async () => {
    const bytes = randomBytes(2_000);
    const file = stored(
      await upload({ bytes, name: '检查报告.pdf', mime: 'application/pdf' }, { type: 'annex' }),
    );
    const link = await linkOf(file.url);
    expect(link).toMatchObject({
      code: 200,
      data: { name: file.name, url: expect.stringMatching(/^\/api\/file\/Download\?encryption=/) },
    });
    const res = await plain(link.data!.url);
    expect(res.statusCode).toBe(200);
    expect(Buffer.compare(res.rawPayload, bytes)).toBe(0);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('no link to a file the caller may not see: 404 文件不存在', async () => {
    const file = stored(await upload({ name: 'mine.png', mime: 'image/png' }));
    expect(await linkOf(file.url, head)).toEqual({ code: CODE.NOT_FOUND, msg: '文件不存在', data: null });
  });

  it('an altered, a foreign or an expired ticket opens nothing: 404 下载链接无效或已过期', async () => {
    const file = stored(await upload({ name: 'a.png', mime: 'image/png' }));
    const url = (await linkOf(file.url)).data!.url;
    const ticket = decodeURIComponent(url.split('=')[1]!);
    const flipped = ticket.slice(0, -2) + (ticket.at(-2) === 'A' ? 'B' : 'A') + ticket.at(-1);
    const refused = { code: CODE.NOT_FOUND, msg: '下载链接无效或已过期', data: null };
    for (const bad of [flipped, nurse, 'x'.repeat(2_000)])
      expect((await plain(`/api/file/Download?encryption=${encodeURIComponent(bad)}`)).json()).toEqual(
        refused,
      );
    h.clock.now += 301_000;
    try {
      expect((await plain(url)).json()).toEqual(refused);
    } finally {
      h.clock.now -= 301_000;
    }
    expect((await plain('/api/file/Download?encryption=' + 'x'.repeat(2_001))).statusCode).toBe(400);
  });
});

describe('heads (userAvatar, PUT Users/Current/Avatar/{name})', () => {
  const setHead = (name: string, token = nurse) =>
    h.app.inject({
      method: 'PUT',
      url: `/api/permission/Users/Current/Avatar/${name}`,
      headers: { 'jnpf-origin': 'app', authorization: token },
    });

  it('only a picture of one’s own becomes one’s head; then every colleague may fetch it', async () => {
    const text = stored(await upload({ name: 'a.txt', mime: 'text/plain' }, { type: 'userAvatar' }));
    const theirs = stored(
      await upload({ name: 'b.png', mime: 'image/png' }, { type: 'userAvatar', token: head }),
    );
    for (const name of [text.name, theirs.name, 'no-such.png'])
      expect((await setHead(name)).json()).toMatchObject({
        code: 400,
        msg: expect.stringContaining('本人上传的图片'),
      });
    const mine = stored(await upload({ name: 'me.png', mime: 'image/png' }, { type: 'userAvatar' }));
    expect((await download(mine.url, head)).statusCode).toBe(404); // not a head yet: only its owner's
    expect((await setHead(mine.name)).json()).toMatchObject({ code: 200 });
    expect((await download(mine.url, head)).statusCode).toBe(200);
  });
});

describe('repeats (Idempotency-Key)', () => {
  it('the same key and content gives the same answer, marked replayed, stored once', async () => {
    const key = randomUUID();
    const part = { bytes: randomBytes(1000), name: 'p.jpg', mime: 'image/jpeg' };
    const first = await upload(part, { key });
    const again = await upload(part, { key });
    expect([first.replayed, again.replayed]).toEqual([false, true]);
    expect(again.body).toEqual(first.body);
    expect(await rowsFor(key)).toHaveLength(1);
  });

  it('concurrent repeats store exactly one file', async () => {
    const key = randomUUID();
    const body = await multipart([{ bytes: randomBytes(2000), name: 'c.jpg' }]);
    const replies = await Promise.all(Array.from({ length: 5 }, () => post(body, { key })));
    expect(new Set(replies.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(replies.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await rowsFor(key)).toHaveLength(1);
  });

  it('the same key with other content is refused with code 409 and keeps the first file', async () => {
    const key = randomUUID();
    const first = stored(await upload({ bytes: Buffer.from('one'), name: 'a.jpg' }, { key }));
    const other = await upload({ bytes: Buffer.from('two'), name: 'a.jpg' }, { key });
    expect([other.status, other.body.code]).toEqual([200, CODE.CONFLICT]);
    expect(other.body.msg).toMatch(/^重复的请求编号/);
    expect((await download(first.url)).rawPayload.toString()).toBe('one');
  });

  it('keys are per user: another user may use the same key for their own file', async () => {
    const key = randomUUID();
    const mine = stored(await upload({ bytes: Buffer.from('n') }, { key }));
    const theirs = stored(await upload({ bytes: Buffer.from('h') }, { key, token: head }));
    expect(theirs.url).not.toBe(mine.url);
  });
});

describe('refusals', () => {
  it(`a file of exactly ${MAX_UPLOAD_BYTES} bytes is taken, one byte more is 400 文件过大`, async () => {
    const ok = await upload({ bytes: Buffer.alloc(MAX_UPLOAD_BYTES, 1), name: 'max.bin' });
    expect(stored(ok).fileSize).toBe(MAX_UPLOAD_BYTES);
    const key = randomUUID();
    const big = await upload({ bytes: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1), name: 'big.bin' }, { key });
    expect([big.status, big.body]).toEqual([
      400,
      { code: CODE.BAD_REQUEST, msg: 'file: 文件过大，最大 10 MB', data: null },
    ]);
    expect(await rowsFor(key)).toHaveLength(0);
  });

  it('no part named file (only a field, a file under another name, not multipart) is 400 naming file', async () => {
    const replies = [
      await post(await multipart([{ text: 'hello' }])),
      await upload({ field: 'photo', name: 'a.jpg' }),
      await post({ payload: '{"file":"x"}', contentType: 'application/json' }),
    ];
    for (const reply of replies) {
      expect([reply.status, reply.body.code]).toEqual([400, CODE.BAD_REQUEST]);
      expect(reply.body.msg).toMatch(/^file: /);
    }
  });

  it('an empty file and a second file are refused naming file', async () => {
    expect((await upload({ bytes: Buffer.alloc(0), name: 'empty.txt' })).body.msg).toBe('file: 文件为空');
    const two = await post(await multipart([{ name: 'a.jpg' }, { name: 'b.jpg' }]));
    expect([two.status, two.body.msg]).toEqual([400, 'file: 一次只能上传一个文件']);
  });

  it('an unknown folder is 400 naming type', async () => {
    const reply = await upload({ name: 'a.jpg' }, { type: 'avatar' });
    expect([reply.status, reply.body.code]).toEqual([400, CODE.BAD_REQUEST]);
    expect(reply.body.msg).toMatch(/^type: /);
  });

  it('a malformed Idempotency-Key is 400 naming the header', async () => {
    const reply = await upload({ name: 'a.jpg' }, { key: 'not-a-uuid' });
    expect([reply.status, reply.body.msg]).toEqual([400, expect.stringMatching(/^idempotency-key: /)]);
  });

  it('without an Idempotency-Key (the platform’s clients) each upload is stored as its own file', async () => {
    const first = stored(await upload({ name: 'a.jpg' }, { key: null }));
    const second = stored(await upload({ name: 'a.jpg' }, { key: null }));
    expect(second.url).not.toBe(first.url);
  });

  it('without a token upload and download are answered 600', async () => {
    const file = stored(await upload({ name: 'a.jpg' }));
    expect((await upload({ name: 'a.jpg' }, { token: null })).body.code).toBe(CODE.SESSION_EXPIRED);
    expect((await download(file.url, null)).json().code).toBe(CODE.SESSION_EXPIRED);
  });

  it('nothing is stored by a refused upload', async () => {
    const [before] = await h.database.db.select({ n: sql<number>`count(*)::int` }).from(t.uploadedFiles);
    await upload({ name: 'a.jpg' }, { type: 'avatar' });
    await upload({ bytes: Buffer.alloc(0) });
    const [after] = await h.database.db.select({ n: sql<number>`count(*)::int` }).from(t.uploadedFiles);
    expect(after?.n).toBe(before?.n);
  });
});
