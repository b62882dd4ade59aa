/**
 * A write the server asked to come back later (HTTP 429 with Retry-After, issue #28) says the server's words
 * where it was made while it waits, and is never failed for it; a screen that follows a queued write hears
 * its outcome once it is settled (催办's refusal as a toast).
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createUserDb, type UserDb } from '../../../core/store/db';
import { enqueueWrite } from '../../../core/store/outbox';
import { serverWait, whenSettled } from '../../../core/store/outboxView';

let db: UserDb | null = null;
afterEach(async () => {
  if (!db) return;
  db.close();
  await Dexie.delete(db.name);
  db = null;
});

describe('serverWait', () => {
  it('is the server’s words only while a row waits on its Retry-After', () => {
    const words = '消息发送过于频繁，请 8 秒后再发';
    expect(serverWait({ state: 'queued', lastError: words, notBefore: 10_000 })).toBe(words);
    expect(serverWait({ state: 'queued', lastError: '网络异常', notBefore: 0 })).toBeNull();
    expect(serverWait({ state: 'sending', lastError: words, notBefore: 10_000 })).toBeNull();
    expect(serverWait({ state: 'failed', lastError: words, notBefore: 10_000 })).toBeNull();
    expect(serverWait(undefined)).toBeNull();
  });
});

describe('whenSettled', () => {
  it('answers the row once it is refused, with the server’s words; null once it is gone', async () => {
    const open = (db = createUserDb('outbox-settled'));
    await open.open();
    const entry = { userId: 'u1', kind: 'flowPress', stream: 'flow:t1', method: 'POST', url: '/x', body: {} };
    const row = await enqueueWrite(open, entry as never, undefined, { newId: () => 'press-1' });
    const told = whenSettled(open, row.id, 60_000);
    await open.outbox.update('press-1', { state: 'failed', lastError: '已催办过，请 10 分钟后再催办' });
    expect(await told).toMatchObject({ state: 'failed', lastError: '已催办过，请 10 分钟后再催办' });
    const gone = whenSettled(open, 'no-such-row', 60_000);
    expect(await gone).toBeNull();
  });
});
