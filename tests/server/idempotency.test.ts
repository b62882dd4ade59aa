/**
 * The idempotency layer (ARCHITECTURE §4) through the leave form: a repeat with the same Idempotency-Key
 * and body gets the stored answer without a second effect; the same key with another body is refused with
 * 409; keys belong to one user; refusals are not recorded; the key is required. Purge: tests of purge.ts.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../contract';
import * as t from '../../server/db/schema';
import { canonicalJson, requestHash } from '../../server/idempotency/request-hash';
import { createHarness, tokenFor, type Harness } from './harness';
import { LEAVE_URL, applicationsWith, leaveBody, savedData, sendLeave } from './leaveRequests';

const NURSE = 'u-nurse01';
let h: Harness;
let nurse: string;

beforeAll(async () => {
  h = await createHarness();
  nurse = await tokenFor(h.app, 'nurse01');
});
afterAll(() => h.close());

async function tasksFor(billNo: string): Promise<number> {
  const [row] = await h.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.flowTasks)
    .where(eq(t.flowTasks.billNo, billNo));
  return row?.n ?? 0;
}

describe('repeats', () => {
  it('a repeat with the same key and body returns the stored answer and applies the effect once', async () => {
    const body = leaveBody(NURSE);
    const key = randomUUID();
    const first = await sendLeave(h.app, body, { token: nurse, key });
    const again = await sendLeave(h.app, body, { token: nurse, key });
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await applicationsWith(h, body.billNo)).toHaveLength(1);
    expect(await tasksFor(body.billNo)).toBe(1);
  });

  it('a repeat matches whatever the order of the JSON keys', async () => {
    const body = leaveBody(NURSE);
    const key = randomUUID();
    const reversed = Object.fromEntries(Object.entries(body).reverse());
    const first = savedData(await sendLeave(h.app, body, { token: nurse, key }));
    const again = await sendLeave(h.app, reversed, { token: nurse, key });
    expect([again.replayed, again.body.data]).toEqual([true, first]);
  });

  it('concurrent repeats store exactly one application', async () => {
    const body = leaveBody(NURSE);
    const key = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => sendLeave(h.app, body, { token: nurse, key })),
    );
    expect(new Set(replies.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(replies.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await applicationsWith(h, body.billNo)).toHaveLength(1);
  });

  it('the same key with a different body is refused with code 409 and changes nothing', async () => {
    const body = leaveBody(NURSE);
    const key = randomUUID();
    savedData(await sendLeave(h.app, body, { token: nurse, key }));
    const changed = await sendLeave(h.app, { ...body, leaveReason: '另有安排' }, { token: nurse, key });
    expect(changed.status).toBe(200);
    expect(changed.body.code).toBe(CODE.CONFLICT);
    expect(changed.body.msg).toMatch(/^重复的请求编号/);
    const [stored] = await applicationsWith(h, body.billNo);
    expect(stored?.data.leaveReason).toBe('家中有事');
  });

  it('the same key sent to another URL is a conflict too', async () => {
    const body = leaveBody(NURSE, { status: 1 });
    const key = randomUUID();
    const { id } = savedData(await sendLeave(h.app, body, { token: nurse, key }));
    const put = await sendLeave(h.app, body, { token: nurse, key, method: 'PUT', url: `${LEAVE_URL}/${id}` });
    expect(put.body.code).toBe(CODE.CONFLICT);
  });

  it("keys belong to one user: another user's request with the same key runs on its own", async () => {
    const key = randomUUID();
    const head = await tokenFor(h.app, 'head01');
    const mine = savedData(await sendLeave(h.app, leaveBody(NURSE), { token: nurse, key }));
    const theirs = await sendLeave(h.app, leaveBody('u-head01'), { token: head, key });
    expect(theirs.replayed).toBe(false);
    expect(savedData(theirs).id).not.toBe(mine.id);
  });

  it('a refused request leaves no record: corrected and resent with the same key, it succeeds', async () => {
    const key = randomUUID();
    const body = leaveBody(NURSE);
    const refused = await sendLeave(h.app, { ...body, leaveType: 'nope' }, { token: nurse, key });
    expect(refused.body.code).toBe(CODE.BAD_REQUEST);
    const fixed = await sendLeave(h.app, body, { token: nurse, key });
    expect([fixed.replayed, savedData(fixed).billNo]).toEqual([false, body.billNo]);
  });
});

describe('the key itself', () => {
  it('without an Idempotency-Key a write runs once per request, as the platform’s clients expect', async () => {
    const records = async () =>
      (await h.database.db.select().from(t.idempotencyRecords).where(eq(t.idempotencyRecords.userId, NURSE)))
        .length;
    const before = await records();
    const body = leaveBody(NURSE);
    const first = await sendLeave(h.app, body, { token: nurse, key: null });
    expect([first.status, first.replayed, savedData(first).billNo]).toEqual([200, false, body.billNo]);
    // The same request again is a new request: the bill number already used stops the double.
    const again = await sendLeave(h.app, body, { token: nurse, key: null });
    expect([again.replayed, again.body.code, again.body.msg]).toEqual([
      false,
      CODE.BAD_REQUEST,
      expect.stringContaining('单据编号'),
    ]);
    expect(await applicationsWith(h, body.billNo)).toHaveLength(1);
    // Nothing is recorded for a request without a key.
    expect(await records()).toBe(before);
  });

  it('a key that is not a UUID is HTTP 400 naming the header', async () => {
    const reply = await sendLeave(h.app, leaveBody(NURSE), { token: nurse, key: 'twice' });
    expect([reply.status, reply.body.msg]).toEqual([
      400,
      'idempotency-key: 请求编号（请求头 Idempotency-Key）须为 UUID',
    ]);
  });

  it('the record is written with the effect: one per successful request', async () => {
    const key = randomUUID();
    savedData(await sendLeave(h.app, leaveBody(NURSE), { token: nurse, key }));
    const rows = await h.database.db
      .select()
      .from(t.idempotencyRecords)
      .where(eq(t.idempotencyRecords.idempotencyKey, key));
    expect(rows).toEqual([
      expect.objectContaining({
        userId: NURSE,
        httpStatus: 200,
        response: expect.objectContaining({ code: 200 }),
      }),
    ]);
  });
});

describe('request hash', () => {
  it('key order and undefined members do not change it; method, URL and values do', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: undefined }] })).toBe('{"a":[{"d":2}],"b":1}');
    const hash = requestHash('post', '/x', { a: 1, b: 2 });
    expect(requestHash('POST', '/x', { b: 2, a: 1 })).toBe(hash);
    expect(requestHash('PUT', '/x', { a: 1, b: 2 })).not.toBe(hash);
    expect(requestHash('POST', '/y', { a: 1, b: 2 })).not.toBe(hash);
    expect(requestHash('POST', '/x', { a: 1, b: 3 })).not.toBe(hash);
  });
});
