/**
 * Conditional requests on the large reference reads: each sends an ETag, answers If-None-Match with a bare
 * 304 (a no-change refresh moves well under 2 KB), and its ETag changes when its data changes.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema';
import { createHarness, tokenFor, type Harness } from './harness';

let h: Harness;
let token: string;

beforeAll(async () => {
  h = await createHarness();
  token = await tokenFor(h.app, 'hr01');
});
afterAll(() => h.close());

const LARGE_READS = [
  '/api/permission/Users/All',
  '/api/permission/Users/Selector',
  '/api/permission/Organize/Selector/0',
  '/api/permission/Organize/Department/Selector/0',
  '/api/permission/Position/Selector',
  '/api/system/DictionaryData/All',
  '/api/system/Area/All',
];

function fetch(url: string, ifNoneMatch?: string) {
  const headers: Record<string, string> = { authorization: token, 'jnpf-origin': 'app' };
  if (ifNoneMatch) headers['if-none-match'] = ifNoneMatch;
  return h.app.inject({ method: 'GET', url, headers });
}

async function etag(url: string): Promise<string> {
  const res = await fetch(url);
  expect(res.statusCode).toBe(200);
  return String(res.headers.etag);
}

/** What the response puts on the wire: status line, headers and body. */
function wireBytes(res: LightMyRequestResponse): number {
  const head = Object.entries(res.headers).map(([k, v]) => `${k}: ${String(v)}\r\n`);
  return (
    Buffer.byteLength(`HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n${head.join('')}\r\n`) +
    res.rawPayload.length
  );
}

describe.each(LARGE_READS)('%s', (url) => {
  it('sends a weak ETag, private and always revalidated', async () => {
    const res = await fetch(url);
    expect(res.headers.etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/Authorization/i);
  });

  it('answers If-None-Match with its ETag by a bare 304, well under 2 KB', async () => {
    const tag = await etag(url);
    const res = await fetch(url, tag);
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
    expect(res.headers.etag).toBe(tag);
    expect(wireBytes(res)).toBeLessThan(512);
  });

  it('accepts the tag in strong form, in a list, or as *', async () => {
    const tag = await etag(url);
    for (const header of [tag.replace(/^W\//, ''), `W/"other", ${tag}`, '*']) {
      expect((await fetch(url, header)).statusCode, header).toBe(304);
    }
    expect((await fetch(url, 'W/"something-else"')).statusCode).toBe(200);
  });
});

describe('the ETag follows the data', () => {
  const db = () => h.database.db;

  async function expectTagsMove(urls: string[], change: () => Promise<unknown>) {
    const before = await Promise.all(urls.map(etag));
    await change();
    const after = await Promise.all(urls.map(etag));
    after.forEach((tag, i) => expect(tag, urls[i]).not.toBe(before[i]));
  }

  it('a person’s change moves the directory’s and the people tree’s tags', async () => {
    await expectTagsMove([LARGE_READS[0]!, LARGE_READS[1]!], () =>
      db().update(t.users).set({ realName: '王改名' }).where(eq(t.users.id, 'u-e00005')),
    );
  });

  it('renaming a unit moves both organisation trees’ tags, and the people tree’s', async () => {
    await expectTagsMove([LARGE_READS[1]!, LARGE_READS[2]!, LARGE_READS[3]!], () =>
      db().update(t.organizes).set({ fullName: '骨科（新）' }).where(eq(t.organizes.id, 'dept-guke')),
    );
  });

  it('renaming a position moves the position list’s tag', async () => {
    await expectTagsMove([LARGE_READS[4]!], () =>
      db().update(t.positions).set({ fullName: '科员（行政）' }).where(eq(t.positions.id, 'pos-clerk')),
    );
  });

  it('editing and deleting a dictionary item each move the dictionaries’ tag', async () => {
    const first = await etag(LARGE_READS[5]!);
    await db()
      .update(t.dictionaryItems)
      .set({ fullName: '其他假' })
      .where(eq(t.dictionaryItems.id, 'dict-leaveType-8'));
    const second = await etag(LARGE_READS[5]!);
    await db().delete(t.dictionaryItems).where(eq(t.dictionaryItems.id, 'dict-leaveType-8'));
    const third = await etag(LARGE_READS[5]!);
    expect(new Set([first, second, third]).size).toBe(3);
  });

  it('renaming an area moves the areas’ tag', async () => {
    await expectTagsMove([LARGE_READS[6]!], () =>
      db().update(t.areas).set({ fullName: '东城' }).where(eq(t.areas.id, '110101')),
    );
  });

  it('a sign-in does not move any tag', async () => {
    const before = await Promise.all(LARGE_READS.map(etag));
    await tokenFor(h.app, 'nurse01');
    expect(await Promise.all(LARGE_READS.map(etag))).toEqual(before);
  });

  it('Organize/Selector/{id} tags differ per excluded unit', async () => {
    expect(await etag('/api/permission/Organize/Selector/dept-erke')).not.toBe(await etag(LARGE_READS[2]!));
  });
});
