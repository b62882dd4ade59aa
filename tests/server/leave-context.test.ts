/**
 * Beside a leave, its approver sees who else in the applicant's unit is off on any of its days (#30 item
 * 13: GET FlowBefore/LeaveContext/{taskId}): colleagues whose leave is approved or in approval and overlaps
 * it, by start — not one that ended before it, not one sent back, not someone of another unit — and the
 * leave the applicant was granted this year by type (no balance: none is stored). Only those who may see
 * the flow read it; a stranger gets nothing.
 */
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CODE,
  FLOW_ACTION_PATHS,
  FLOW_STATUS,
  leaveContextData,
  leaveContextPath,
  type LeaveContextData,
} from '../../contract';
import * as schema from '../../server/db/schema';
import { DEMO_ACCOUNTS as A, FIXED_ACCOUNTS, userIdOf } from '../../server/seed/index';
import { approveAs, operatorOf, send } from './flowRequests';
import { createHarness, getJson, tokenFor, type Harness } from './harness';
import { DAY, leaveBody, SECOND, savedData, sendLeave, START } from './leaveRequests';

const WARD = 'ward-xinneike';
let h: Harness;
const tokens = new Map<string, string>();
const token = (account: string) => tokens.get(account) ?? '';
/** Two nurses of nurse01's ward, and one of another unit. */
let wardmates: [string, string];
let elsewhere: string;
let nurseLeave: string;

/** Generated staff of units other than nurse01's (the small test hospital has none in her ward). */
async function staffElsewhere(): Promise<string[]> {
  const rows = await h.database.db
    .select({ account: schema.users.account })
    .from(schema.users)
    .where(and(ne(schema.users.organizeId, WARD), eq(schema.users.enabled, true)))
    .orderBy(schema.users.account);
  const fixed: readonly string[] = FIXED_ACCOUNTS;
  return rows.map((r) => r.account).filter((a) => !fixed.includes(a));
}

/** Moves `account` into nurse01's ward, under its head nurse. */
async function joinWard(account: string): Promise<void> {
  await h.database.db
    .update(schema.users)
    .set({ organizeId: WARD, managerId: userIdOf(A.head) })
    .where(eq(schema.users.account, account));
}

/** A leave of `account` from `from` (days after 1 Dec 2026) lasting `days`; its task id. */
async function leave(account: string, from: number, days: number): Promise<string> {
  const start = START + from * DAY;
  const body = leaveBody(userIdOf(account), {
    leaveStartTime: start,
    leaveEndTime: start + days * DAY - SECOND,
    leaveDayCount: days,
    leaveHour: days * 8,
  });
  const saved = savedData(await sendLeave(h.app, body, { token: token(account) }));
  if (!saved.taskId) throw new Error('no task');
  return saved.taskId;
}

async function contextOf(taskId: string, account: string) {
  const { status, body } = await getJson(h.app, leaveContextPath(taskId), token(account));
  return { status, code: body.code, data: body.data as LeaveContextData | null };
}

beforeAll(async () => {
  h = await createHarness();
  const [first, second, other] = await staffElsewhere();
  if (!first || !second || !other) throw new Error('the seed has no such staff');
  await joinWard(first);
  await joinWard(second);
  wardmates = [first, second];
  elsewhere = other;
  for (const account of [A.nurse, A.head, A.director, first, second, elsewhere])
    tokens.set(account, await tokenFor(h.app, account));

  // nurse01 took 1.5 days in November (approved), and asks for 1–4 December.
  const earlier = await leave(A.nurse, -20, 1.5);
  await approveAs(h, earlier, token(A.head));
  nurseLeave = await leave(A.nurse, 0, 4);
  // A wardmate is off 3–5 December (approved), the other 10–11 December (no overlap).
  const approved = await leave(first, 2, 3);
  await approveAs(h, approved, token(A.head));
  await leave(second, 9, 2);
  // The other wardmate's leave on 2 December was sent back: no longer off.
  const sentBack = await leave(second, 1, 1);
  const reject = FLOW_ACTION_PATHS.reject(await operatorOf(h, sentBack, token(A.head)));
  await send(h.app, reject, { handleOpinion: '人手不足' }, token(A.head));
  // Someone of another unit is off the same days: not the ward's concern.
  await leave(elsewhere, 0, 4);
});
afterAll(() => h.close());

describe('who else in the unit is off those days', () => {
  it('the approver sees the wardmate whose approved leave overlaps, and no one else', async () => {
    const { code, data } = await contextOf(nurseLeave, A.head);
    expect(code).toBe(200);
    const context = leaveContextData.parse(data);
    expect(context).toMatchObject({ applies: true, unitName: '心内科病区' });
    expect(context.colleagues).toEqual([
      {
        userId: userIdOf(wardmates[0]),
        userName: expect.any(String),
        leaveTypeName: '事假',
        startTime: START + 2 * DAY,
        endTime: START + 5 * DAY - SECOND,
        dayCount: 3,
        flowStatus: FLOW_STATUS.approved,
      },
    ]);
  });

  it('a leave still in approval counts too, and the applicant is never her own colleague', async () => {
    const pending = await leave(wardmates[1], 3, 1);
    const { data } = await contextOf(nurseLeave, A.nurse);
    const colleagues = leaveContextData.parse(data).colleagues;
    expect(colleagues.map((c) => [c.userId, c.flowStatus])).toEqual([
      [userIdOf(wardmates[0]), FLOW_STATUS.approved],
      [userIdOf(wardmates[1]), FLOW_STATUS.inApproval],
    ]);
    // Seen from the wardmate's own leave, nurse01 (in approval) is the one off.
    const seen = leaveContextData.parse((await contextOf(pending, A.head)).data);
    expect(seen.colleagues.map((c) => c.userId)).toContain(userIdOf(A.nurse));
    expect(seen.colleagues.map((c) => c.userId)).not.toContain(userIdOf(wardmates[1]));
  });

  it("the applicant's leave approved this year, by type, without this one; no balance is invented", async () => {
    const { data } = await contextOf(nurseLeave, A.head);
    expect(leaveContextData.parse(data).taken).toEqual([{ leaveTypeName: '事假', days: 1.5 }]);
  });
});

describe('only those who may see the flow', () => {
  it('someone not involved in it gets nothing', async () => {
    const { code, data } = await contextOf(nurseLeave, elsewhere);
    expect(code).toBe(CODE.FORBIDDEN);
    expect(data).toBeNull();
  });

  it('an unknown task is 404', async () => {
    const { code, data } = await contextOf('no-such-task', A.head);
    expect(code).toBe(CODE.NOT_FOUND);
    expect(data).toBeNull();
  });

  it('signed out, nothing', async () => {
    const { body } = await getJson(h.app, leaveContextPath(nurseLeave));
    expect(body.code).not.toBe(200);
    expect(body.data ?? null).toBeNull();
  });
});
