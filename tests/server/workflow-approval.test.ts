/**
 * A leave through the engine over HTTP, as the e2e test will drive it: nurse01's 4-day leave goes to
 * head01 (her manager), then to director01 (科主任 of 心内科), and ends 审核通过 with a message for her and
 * a copy for HR; a 3-day leave stops at the manager, a 16-day one goes on to leader01 (院长). The to-do,
 * done and copied lists page and filter.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DONE_DECISION, FLOW_STATUS, flowMessageBody, messageList, MESSAGE_PATH } from '../../contract';
import * as t from '../../server/db/schema';
import { DEMO_ACCOUNTS as A, userIdOf } from '../../server/seed/index';
import { approveAs, detailOf, launched, listOf, send, submitLeave } from './flowRequests';
import { createHarness, getJson, tokenFor, type Harness } from './harness';

let h: Harness;
const tokens: Record<string, string> = {};
const token = (account: string) => tokens[account]!;

beforeAll(async () => {
  h = await createHarness();
  for (const account of Object.values(A)) tokens[account] = await tokenFor(h.app, account);
});
afterAll(() => h.close());

async function messagesOf(account: string, query = '') {
  const { body } = await getJson(h.app, `${MESSAGE_PATH}?pageSize=100&${query}`, token(account));
  return messageList.parse(body.data).list;
}

/** Whether each of `account`'s flow messages about the task is read, oldest first. */
async function readFlagsAbout(account: string, taskId: string): Promise<boolean[]> {
  const rows = await h.database.db
    .select({ isRead: t.messages.isRead, body: t.messages.bodyText })
    .from(t.messages)
    .where(eq(t.messages.userId, userIdOf(account)))
    .orderBy(t.messages.createdAt);
  return rows.filter((r) => r.body.includes(`"processId":"${taskId}"`)).map((r) => r.isRead);
}

describe('a leave through its approvers', () => {
  it('nurse01’s 4-day leave: head01 approves, director01 approves, it is 审核通过 and she has a message', async () => {
    const taskId = await submitLeave(h, A.nurse, token(A.nurse), 4);
    const [todo] = (await listOf(h, 1, token(A.head))).list.filter((i) => i.processId === taskId);
    expect(todo).toMatchObject({
      thisStep: '直属上级审批',
      status: FLOW_STATUS.inApproval,
      userName: '张小雨',
    });
    expect((await listOf(h, 1, token(A.director))).list.map((i) => i.processId)).not.toContain(taskId);

    expect(await readFlagsAbout(A.head, taskId)).toEqual([false]);
    const first = await approveAs(h, taskId, token(A.head));
    expect(first.body.data).toEqual({ taskId, status: FLOW_STATUS.inApproval, thisStep: '科主任审批' });
    // Her 待审批 message is read once she has approved: it no longer counts as unread (#30 item 3).
    expect(await readFlagsAbout(A.head, taskId)).toEqual([true]);
    expect(await readFlagsAbout(A.director, taskId)).toEqual([false]);
    expect((await listOf(h, 1, token(A.head))).list.map((i) => i.processId)).not.toContain(taskId);

    const second = await approveAs(h, taskId, token(A.director));
    expect(second.body.data).toEqual({ taskId, status: FLOW_STATUS.approved, thisStep: '' });

    const [mine] = (await launched(h, token(A.nurse))).list.filter((i) => i.processId === taskId);
    expect(mine).toMatchObject({ status: FLOW_STATUS.approved, completion: 100, thisStep: '' });
    const [leave] = await h.database.db.select().from(t.hrForms).where(eq(t.hrForms.taskId, taskId));
    expect(leave!.flowStatus).toBe(FLOW_STATUS.approved);

    // It names which leave and the last approver's words (#30 item 2).
    const approved = (await messagesOf(A.nurse)).find(
      (m) => m.title === '您的请假申请（事假 · 12-01 上午 – 12-04 下午 · 请假天数 4）已审批通过：同意',
    );
    expect(approved).toMatchObject({ type: 2, isRead: 0 });
    const { body } = await getJson(h.app, `/api/message/ReadInfo/${approved!.id}`, token(A.nurse));
    expect(flowMessageBody.parse(JSON.parse((body.data as { bodyText: string }).bodyText))).toEqual({
      type: 1,
      id: taskId,
    });
  });

  it('each approver was told of the to-do (type 2) and HR was copied at the end (type 3)', async () => {
    const taskId = await submitLeave(h, A.nurse, token(A.nurse), 4);
    await approveAs(h, taskId, token(A.head));
    await approveAs(h, taskId, token(A.director));
    const bodies = async (account: string) =>
      Promise.all(
        // The flow's messages (type 2: system), whose body is JSON; a notice's is HTML.
        (await messagesOf(account, 'type=2')).map(async (m) => {
          const { body } = await getJson(h.app, `/api/message/ReadInfo/${m.id}`, token(account));
          return JSON.parse((body.data as { bodyText: string }).bodyText) as { type: number; id: string };
        }),
      );
    // Ours ({ type, id }) among the platform's fields.
    expect(await bodies(A.head)).toContainEqual(expect.objectContaining({ type: 2, id: taskId }));
    expect(await bodies(A.director)).toContainEqual(expect.objectContaining({ type: 2, id: taskId }));
    expect(await bodies(A.hr)).toContainEqual(expect.objectContaining({ type: 3, id: taskId }));
    expect((await listOf(h, 3, token(A.hr))).list.map((i) => i.processId)).toContain(taskId);
  });

  it('a 3-day leave is decided by the manager alone', async () => {
    const taskId = await submitLeave(h, A.nurse, token(A.nurse), 3);
    expect((await approveAs(h, taskId, token(A.head))).body.data).toMatchObject({
      status: FLOW_STATUS.approved,
    });
  });

  it('a 16-day leave goes on to the hospital leader after the director', async () => {
    const taskId = await submitLeave(h, A.nurse, token(A.nurse), 16);
    await approveAs(h, taskId, token(A.head));
    const atLeader = await approveAs(h, taskId, token(A.director));
    expect(atLeader.body.data).toMatchObject({ status: FLOW_STATUS.inApproval, thisStep: '院领导审批' });
    const nodes = (await detailOf(h, taskId, token(A.nurse))).flowTaskNodeList;
    expect(nodes.map((n) => `${n.id}:${n.state}`)).toEqual([
      'start:done',
      'manager:done',
      'director:done',
      'leader:current',
      'end:pending',
    ]);
    expect((await approveAs(h, taskId, token(A.leader))).body.data).toMatchObject({
      status: FLOW_STATUS.approved,
    });
  });

  it('the hospital director’s own 16-day leave: 院办主任 approves; the nodes naming him pass by themselves', async () => {
    const taskId = await submitLeave(h, A.leader, token(A.leader), 16);
    const detail = await detailOf(h, taskId, token(A.leader));
    const manager = detail.flowTaskOperatorList[0]!;
    const managerToken = await tokenFor(h.app, manager.handlerId.replace(/^u-/, ''));
    const reply = await approveAs(h, taskId, managerToken);
    expect(reply.body.data).toMatchObject({ status: FLOW_STATUS.approved });
    const records = (await detailOf(h, taskId, token(A.leader))).flowTaskOperatorRecordList;
    expect(records.map((r) => [r.nodeCode, r.handleOpinion])).toEqual([
      ['start', ''],
      ['manager', '同意'],
      ['director', '同一审批人，自动同意'],
      ['leader', '审批人为申请人本人，自动同意'],
    ]);
  });

  it('head01’s own 4-day leave: director01 is both her manager and her department head, and approves once', async () => {
    const taskId = await submitLeave(h, A.head, token(A.head), 4);
    const reply = await approveAs(h, taskId, token(A.director));
    expect(reply.body.data).toMatchObject({ status: FLOW_STATUS.approved });
    const records = (await detailOf(h, taskId, token(A.head))).flowTaskOperatorRecordList;
    expect(records.map((r) => [r.nodeCode, r.handleOpinion])).toEqual([
      ['start', ''],
      ['manager', '同意'],
      ['director', '同一审批人，自动同意'],
    ]);
  });
});

describe('the approver lists', () => {
  let fresh: Harness;
  let nurse: string;
  let head: string;
  const T0 = Date.parse('2026-11-01T08:00:00+08:00');
  const MINUTE = 60_000;

  beforeAll(async () => {
    fresh = await createHarness();
    fresh.clock.now = T0;
    [nurse, head] = [await tokenFor(fresh.app, A.nurse), await tokenFor(fresh.app, A.head)];
    for (let i = 0; i < 5; i++) {
      fresh.clock.now = T0 + i * MINUTE;
      await submitLeave(fresh, A.nurse, nurse, 1 + i);
    }
  });
  afterAll(() => fresh.close());

  it('to-do: my pending tasks, newest first, paged', async () => {
    const page1 = await listOf(fresh, 1, head, 'currentPage=1&pageSize=2');
    expect(page1.pagination).toEqual({ pageIndex: 1, pageSize: 2, total: 5 });
    expect(page1.list.map((i) => i.creatorTime)).toEqual([T0 + 4 * MINUTE, T0 + 3 * MINUTE]);
    const page3 = await listOf(fresh, 1, head, 'currentPage=3&pageSize=2');
    expect(page3.list.map((i) => i.creatorTime)).toEqual([T0]);
  });

  it('to-do: filtered by keyword (bill number, title or applicant) and by arrival time', async () => {
    const all = (await listOf(fresh, 1, head)).list;
    const billNo = all[2]!.billNo;
    expect((await listOf(fresh, 1, head, `keyword=${billNo}`)).list.map((i) => i.billNo)).toEqual([billNo]);
    expect((await listOf(fresh, 1, head, `keyword=${encodeURIComponent('张小雨')}`)).pagination.total).toBe(
      5,
    );
    const window = `startTime=${T0 + MINUTE}&endTime=${T0 + 3 * MINUTE}`;
    expect((await listOf(fresh, 1, head, window)).pagination.total).toBe(3);
  });

  it('done: what I decided, with my decision as its status; gone from my to-do', async () => {
    const [first, second] = (await listOf(fresh, 1, head)).list;
    fresh.clock.now = T0 + 10 * MINUTE;
    await approveAs(fresh, first!.processId, head);
    fresh.clock.now = T0 + 11 * MINUTE;
    const rejected = await send(
      fresh.app,
      `/api/workflow/Engine/FlowBefore/Reject/${second!.id}`,
      { handleOpinion: '请补充病假证明' },
      head,
    );
    expect(rejected.body.code).toBe(200);
    const done = await listOf(fresh, 2, head);
    expect(done.list.map((i) => [i.processId, i.status, i.creatorTime])).toEqual([
      [second!.processId, DONE_DECISION.rejected, T0 + 11 * MINUTE],
      [first!.processId, DONE_DECISION.approved, T0 + 10 * MINUTE],
    ]);
    expect((await listOf(fresh, 1, head)).pagination.total).toBe(3);
    const launchedList = (await launched(fresh, nurse)).list;
    expect(launchedList.find((i) => i.processId === second!.processId)?.status).toBe(FLOW_STATUS.rejected);
  });

  it('a category other than 1, 2 or 3 is refused naming it', async () => {
    const { status, body } = await getJson(fresh.app, '/api/workflow/Engine/FlowBefore/List/4', head);
    expect([status, body.msg]).toEqual([400, expect.stringContaining('category')]);
  });
});
