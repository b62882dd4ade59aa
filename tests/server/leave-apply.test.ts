/**
 * The leave form (GET/POST/PUT /api/workflow/Form/LeaveApply): a submit stores the application with a flow
 * task whose first approver is the applicant's manager, a save stores a draft, only drafts change, only the
 * applicant reads, and every bad field or broken rule is refused with a message naming it.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE, FLOW_STATUS, leaveApplyData, type LeaveApplyBody } from '../../contract';
import * as t from '../../server/db/schema';
import { createHarness, getJson, tokenFor, type Harness } from './harness';
import { DAY, HOUR, LEAVE_URL, leaveBody, savedData, SECOND, sendLeave, START } from './leaveRequests';

const NURSE = 'u-nurse01';
const HEAD = 'u-head01';
let h: Harness;
let nurse: string;
let head: string;

beforeAll(async () => {
  h = await createHarness();
  [nurse, head] = [await tokenFor(h.app, 'nurse01'), await tokenFor(h.app, 'head01')];
});
afterAll(() => h.close());

const submit = (body: unknown, token = nurse) => sendLeave(h.app, body, { token });
const put = (id: string, body: unknown, token = nurse) =>
  sendLeave(h.app, body, { token, method: 'PUT', url: `${LEAVE_URL}/${id}` });

async function read(id: string, token = nurse) {
  return getJson(h.app, `${LEAVE_URL}/${id}`, token);
}

async function tasksOf(formId: string) {
  const tasks = await h.database.db.select().from(t.flowTasks).where(eq(t.flowTasks.formId, formId));
  const operators = tasks.length
    ? await h.database.db
        .select()
        .from(t.flowTaskOperators)
        .where(eq(t.flowTaskOperators.taskId, tasks[0]!.id))
    : [];
  return { tasks, operators };
}

describe('submitting and saving', () => {
  it('a valid submit stores the application, a task in approval and the manager as first approver', async () => {
    const body = leaveBody(NURSE);
    const saved = savedData(await submit(body));
    expect(saved).toEqual({ id: expect.any(String), taskId: expect.any(String), billNo: body.billNo });

    const { status, body: got } = await read(saved.id);
    expect(status).toBe(200);
    const data = leaveApplyData.parse(got.data);
    expect(data).toMatchObject({
      ...body,
      id: saved.id,
      taskId: saved.taskId,
      flowStatus: FLOW_STATUS.inApproval,
    });

    const { tasks, operators } = await tasksOf(saved.id);
    expect(tasks).toEqual([
      expect.objectContaining({ id: saved.taskId, flowKey: 'leaveApply', applicantId: NURSE, status: 1 }),
    ]);
    expect(operators).toEqual([
      expect.objectContaining({ nodeCode: 'manager', handlerId: HEAD, state: 'pending' }),
    ]);
  });

  it('an applicant without a manager goes to the head of their organisation', async () => {
    const [director] = await h.database.db
      .select({ id: t.users.id, account: t.users.account, organizeId: t.users.organizeId })
      .from(t.users)
      .where(sql`${t.users.managerId} IS NULL`);
    const [unit] = await h.database.db
      .select({ managerId: t.organizes.managerId })
      .from(t.organizes)
      .where(eq(t.organizes.id, director!.organizeId));
    const token = await tokenFor(h.app, director!.account);
    const saved = savedData(await submit(leaveBody(director!.id), token));
    const { operators } = await tasksOf(saved.id);
    expect(operators.map((o) => o.handlerId)).toEqual([unit!.managerId]);
    expect(unit!.managerId).not.toBe(director!.id);
  });

  it('a head without a manager goes past their own unit to the head of the unit above', async () => {
    const { db } = h.database;
    const [ward] = await db.select().from(t.organizes).where(eq(t.organizes.id, 'ward-xinneike'));
    const [parent] = await db.select().from(t.organizes).where(eq(t.organizes.id, ward!.parentId!));
    expect(ward!.managerId).toBe(HEAD);
    await db.update(t.users).set({ managerId: null }).where(eq(t.users.id, HEAD));
    try {
      const saved = savedData(await submit(leaveBody(HEAD), head));
      expect((await tasksOf(saved.id)).operators.map((o) => o.handlerId)).toEqual([parent!.managerId]);
    } finally {
      await db.update(t.users).set({ managerId: parent!.managerId }).where(eq(t.users.id, HEAD));
    }
  });

  it('a save stores a draft (flowStatus 0) and starts no task', async () => {
    const saved = savedData(await submit(leaveBody(NURSE, { status: 1 })));
    expect(saved.taskId).toBeNull();
    const data = leaveApplyData.parse((await read(saved.id)).body.data);
    expect([data.status, data.flowStatus, data.taskId]).toEqual([1, FLOW_STATUS.draft, null]);
    expect((await tasksOf(saved.id)).tasks).toEqual([]);
  });

  it("the app's half days count: 上午 to 上午 of one day is 0.5, 上午 to 下午 is 1 (ends at 11:59:59 / 23:59:59)", async () => {
    const day = (leaveEndTime: number, leaveDayCount: number) =>
      leaveBody(NURSE, { leaveEndTime, leaveDayCount, leaveHour: leaveDayCount * 8 });
    const stored = async (body: LeaveApplyBody) =>
      leaveApplyData.parse((await read(savedData(await submit(body)).id)).body.data);
    expect(await stored(day(START + 12 * HOUR - SECOND, 0.5))).toMatchObject({
      leaveDayCount: 0.5,
      leaveHour: 4,
    });
    expect(await stored(day(START + DAY - SECOND, 1))).toMatchObject({ leaveDayCount: 1, leaveHour: 8 });
  });

  it('ends given as the exact instant (12:00, 24:00) count the same', async () => {
    savedData(
      await submit(leaveBody(NURSE, { leaveEndTime: START + 12 * HOUR, leaveDayCount: 0.5, leaveHour: 4 })),
    );
    savedData(await submit(leaveBody(NURSE, { leaveEndTime: START + DAY, leaveDayCount: 1, leaveHour: 8 })));
  });

  it('a range that is no whole number of halves is refused: the count is exact, never rounded', async () => {
    const range = { leaveStartTime: START + 9 * HOUR, leaveEndTime: START + DAY + 14 * HOUR, leaveHour: 8 };
    for (const leaveDayCount of [1, 1.5]) {
      expect((await submit(leaveBody(NURSE, { ...range, leaveDayCount }))).body.msg).toMatch(
        /^leaveEndTime: /,
      );
    }
  });

  it("the day count and hours are the halves the times span: a client's own figures are replaced, never trusted", async () => {
    for (const [leaveDayCount, leaveHour] of [
      [1, 8],
      [2, 8],
      [0, -1],
      [1.2, 37],
      [2.5, 12],
    ] as const) {
      const { id } = savedData(await submit(leaveBody(NURSE, { leaveDayCount, leaveHour })));
      expect(leaveApplyData.parse((await read(id)).body.data)).toMatchObject({
        leaveDayCount: 1.5,
        leaveHour: 12,
      });
      // The flow branches on the stored count: 1.5 days stay with the manager.
      expect((await tasksOf(id)).operators.map((o) => o.nodeCode)).toEqual(['manager']);
    }
  });
});

describe('editing with PUT', () => {
  it('a saved draft can be changed, then submitted, which starts its flow', async () => {
    const body = leaveBody(NURSE, { status: 1 });
    const { id } = savedData(await submit(body));
    expect(savedData(await put(id, { ...body, leaveReason: '孩子生病' })).taskId).toBeNull();
    expect(leaveApplyData.parse((await read(id)).body.data).leaveReason).toBe('孩子生病');

    const submitted = savedData(await put(id, { ...body, status: 0 }));
    expect(submitted.taskId).toEqual(expect.any(String));
    const data = leaveApplyData.parse((await read(id)).body.data);
    expect([data.flowStatus, data.taskId, data.leaveReason]).toEqual([1, submitted.taskId, '家中有事']);
    expect((await tasksOf(id)).operators.map((o) => o.handlerId)).toEqual([HEAD]);
  });

  it('a submitted application cannot be edited', async () => {
    const body = leaveBody(NURSE);
    const { id } = savedData(await submit(body));
    const reply = await put(id, { ...body, leaveReason: '改一下' });
    expect([reply.status, reply.body]).toEqual([
      200,
      { code: CODE.BAD_REQUEST, msg: '该请假申请已提交审批，不能再修改', data: null },
    ]);
    expect((await tasksOf(id)).tasks).toHaveLength(1);
  });

  it("another user's draft cannot be edited, and an unknown one is 404", async () => {
    const { id } = savedData(await submit(leaveBody(NURSE, { status: 1 })));
    expect((await put(id, leaveBody('u-head01', { status: 1 }), head)).body.code).toBe(CODE.FORBIDDEN);
    expect((await put('no-such-id', leaveBody(NURSE))).body).toEqual({
      code: CODE.NOT_FOUND,
      msg: '请假申请不存在',
      data: null,
    });
  });

  it('a draft keeps its own bill number when edited', async () => {
    const body = leaveBody(NURSE, { status: 1 });
    const { id } = savedData(await submit(body));
    expect(savedData(await put(id, body)).billNo).toBe(body.billNo);
  });
});

describe('who may read', () => {
  it("another user's draft is refused with 403; an unknown id is 404", async () => {
    const { id } = savedData(await submit(leaveBody(NURSE, { status: 1 })));
    expect((await read(id, head)).body).toEqual({
      code: CODE.FORBIDDEN,
      msg: '无权查看他人的请假申请',
      data: null,
    });
    expect((await read('no-such-id')).body.code).toBe(CODE.NOT_FOUND);
  });

  it('its approver reads it by its id or, as the platform’s clients ask, by its task’s id; others may not', async () => {
    const { id, taskId } = savedData(await submit(leaveBody(NURSE)));
    for (const asked of [id, taskId!]) {
      const { body } = await read(asked, head);
      expect([body.code, (body.data as { id: string }).id]).toEqual([CODE.OK, id]);
    }
    // hr01 is neither its applicant, nor its approver, nor (yet) copied.
    const other = await tokenFor(h.app, 'hr01');
    expect((await read(taskId!, other)).body.code).toBe(CODE.FORBIDDEN);
  });

  it('without a token every call is answered 600', async () => {
    const body = leaveBody(NURSE);
    for (const reply of [
      await getJson(h.app, `${LEAVE_URL}/any`),
      await sendLeave(h.app, body),
      await sendLeave(h.app, body, { method: 'PUT', url: `${LEAVE_URL}/any` }),
    ])
      expect(reply.body.code).toBe(CODE.SESSION_EXPIRED);
  });
});

type Case = [string, Partial<Record<keyof LeaveApplyBody, unknown>>];

describe('bad fields are HTTP 400 naming the field', () => {
  const cases: Case[] = [
    ['status', { status: 2 }],
    ['flowTitle', { flowTitle: '  ' }],
    ['billNo', { billNo: '' }],
    ['flowUrgent', { flowUrgent: 4 }],
    ['applyUser', { applyUser: undefined }],
    ['applyDept', { applyDept: '' }],
    ['applyDate', { applyDate: 'today' }],
    ['leaveType', { leaveType: '' }],
    ['leaveReason', { leaveReason: ' ' }],
    ['leaveStartTime', { leaveStartTime: 1.5 }],
    ['leaveEndTime', { leaveEndTime: null }],
    ['fileJson', { fileJson: [{ fileId: '', name: 'a.png', url: '/a.png' }] }],
    // Rules beyond the schema:
    ['leaveEndTime', { leaveEndTime: START }],
    ['leaveType', { leaveType: 'dict-education-1' }],
    ['billNo', { billNo: 'JB202611230001' }],
    ['billNo', { billNo: 'QJ2026112301' }],
  ];
  it.each(cases)('%s: %j', async (field, change) => {
    const reply = await submit({ ...leaveBody(NURSE), ...change });
    expect([reply.status, reply.body.code, reply.body.data]).toEqual([400, CODE.BAD_REQUEST, null]);
    expect(reply.body.msg).toMatch(new RegExp(`^${field}(\\.|: )`));
  });

  it('the messages say what is wrong', async () => {
    const msg = async (change: Partial<LeaveApplyBody>) => (await submit(leaveBody(NURSE, change))).body.msg;
    expect(await msg({ leaveEndTime: START - HOUR })).toBe('leaveEndTime: 结束时间不能早于开始时间');
    expect(await msg({ leaveEndTime: START + 5 * HOUR })).toBe(
      'leaveEndTime: 结束时间：起止时间须为整半天：上午或下午开始，上午或下午结束',
    );
    expect(await msg({ leaveType: 'nope' })).toBe('leaveType: 请假类型：不在字典中，请从字典中选择');
    expect(await msg({ billNo: 'X1' })).toMatch(
      /^billNo: 单据编号格式不正确，应为前缀、日期和流水号，如 QJ\d{8}0001$/,
    );
  });
});

describe('business refusals', () => {
  it('applying on behalf of someone else is refused', async () => {
    const reply = await submit(leaveBody(HEAD));
    expect([reply.status, reply.body.code]).toEqual([200, CODE.FORBIDDEN]);
    expect(reply.body.msg).toContain('只能为本人提交请假申请');
  });

  it('a bill number already used by another application is refused', async () => {
    const first = leaveBody(NURSE);
    savedData(await submit(first));
    const reply = await submit(leaveBody(NURSE, { billNo: first.billNo }));
    expect(reply.body).toEqual({
      code: CODE.BAD_REQUEST,
      msg: `单据编号 ${first.billNo} 已被其他申请使用，请重新获取编号`,
      data: null,
    });
  });
});
