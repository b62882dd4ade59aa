/**
 * PostgreSQL only (real concurrent transactions; PGlite runs one connection): concurrent repeats of one
 * Idempotency-Key produce exactly one effect. A repeat that arrives while the first attempt's transaction
 * is open waits for it, then replays its answer, or runs the effect itself when that attempt rolls back.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../server/http/envelope';
import * as t from '../../server/db/schema';
import { requestHash } from '../../server/idempotency/request-hash';
import { runOnce } from '../../server/idempotency/run-once';
import { hrFormOf } from '../../server/modules/hrform/catalogue';
import { createHrForm } from '../../server/modules/hrform/service';
import { createHarness, tokenFor, type Harness } from '../server/harness';
import { issueSentNumber } from '../server/issuedNumbers';
import {
  LEAVE_URL,
  applicationsWith,
  leaveBody,
  savedData,
  sendLeave,
  type Reply,
} from '../server/leaveRequests';

const NURSE = 'u-nurse01';
let h: Harness;
let nurse: string;

beforeAll(async () => {
  h = await createHarness();
  nurse = await tokenFor(h.app, 'nurse01');
});
afterAll(() => h.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A first attempt of `body` under `key` whose transaction stays open until `release` is called. */
function heldAttempt(key: string, body: ReturnType<typeof leaveBody>, outcome: 'commit' | 'fail') {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const attempt = { userId: NURSE, key, requestHash: requestHash('POST', LEAVE_URL, body), now: h.clock.now };
  const done = runOnce(h.database.db, attempt, async (tx) => {
    const caller = { userId: NURSE, now: attempt.now, forms: h.app.ctx.forms };
    const saved = await createHrForm(tx, caller, hrFormOf('LeaveApply'), body);
    await gate;
    if (outcome === 'fail') throw new Error('the first attempt dies');
    return ok(saved);
  });
  return { release, done };
}

describe('concurrent repeats of one key on PostgreSQL', () => {
  it('twenty simultaneous repeats store exactly one application and all get its answer', async () => {
    const body = leaveBody(NURSE);
    const key = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => sendLeave(h.app, body, { token: nurse, key })),
    );
    expect(new Set(replies.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(replies.filter((r) => !r.replayed)).toHaveLength(1);
    const stored = await applicationsWith(h, body.billNo);
    expect(stored).toHaveLength(1);
    const tasks = await h.database.db.select().from(t.flowTasks).where(eq(t.flowTasks.formId, stored[0]!.id));
    expect(tasks).toHaveLength(1);
  });

  it('a repeat arriving while the first attempt is open waits for it and replays its answer', async () => {
    const body = leaveBody(NURSE);
    const key = randomUUID();
    await issueSentNumber(h.app, nurse, body);
    const first = heldAttempt(key, body, 'commit');
    await pause(100);
    let repeat: Reply | undefined;
    const sending = sendLeave(h.app, body, { token: nurse, key }).then((r) => (repeat = r));
    await pause(300);
    expect(repeat).toBeUndefined();

    first.release();
    const answer = await first.done;
    await sending;
    expect(repeat?.replayed).toBe(true);
    expect(repeat?.body).toEqual(answer.body);
    expect(await applicationsWith(h, body.billNo)).toHaveLength(1);
  });

  it('a repeat waiting behind an attempt that fails runs the effect itself, once', async () => {
    const body = leaveBody(NURSE);
    const key = randomUUID();
    await issueSentNumber(h.app, nurse, body);
    const first = heldAttempt(key, body, 'fail');
    await pause(100);
    const sending = sendLeave(h.app, body, { token: nurse, key });
    await pause(300);

    first.release();
    await expect(first.done).rejects.toThrow('the first attempt dies');
    const repeat = await sending;
    expect(repeat.replayed).toBe(false);
    const stored = await applicationsWith(h, body.billNo);
    expect(stored.map((a) => a.id)).toEqual([savedData(repeat).id]);
  });

  it('two different requests racing for one bill number: one is stored, the other refused, never a 500', async () => {
    const body = leaveBody(NURSE);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => sendLeave(h.app, { ...body }, { token: nurse })),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(replies.filter((r) => r.body.code === 200)).toHaveLength(1);
    for (const r of replies.filter((x) => x.body.code !== 200))
      expect(r.body.msg).toBe(`单据编号 ${body.billNo} 已被其他申请使用，请重新获取编号`);
    expect(await applicationsWith(h, body.billNo)).toHaveLength(1);
  });
});
