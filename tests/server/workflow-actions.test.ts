/**
 * Every action of FLOW_ACTION_PATHS over HTTP: each idempotent under its key, each refusing a state that
 * has moved on with a business error naming what happened (HTTP 200, code 400/403/404), never a silent
 * success — 或签 taken by the other approver, withdrawn, terminated, not your turn.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE, FLOW_ACTION_PATHS, FLOW_STATUS, HANDLE_TYPE, MESSAGE_PATH, messageList } from '../../contract';
import * as t from '../../server/db/schema';
import { startFlow } from '../../server/modules/workflow/flow-start';
import { DEMO_ACCOUNTS as A, userIdOf } from '../../server/seed/index';
import { approveAs, audit, detailOf, listOf, operatorOf, send, submitLeave } from './flowRequests';
import { createHarness, getJson, tokenFor, type Harness } from './harness';
import { LEAVE_FACTS, leaveBody, LEAVE_URL, sendLeave } from './leaveRequests';

let h: Harness;
const tokens: Record<string, string> = {};
const token = (account: string) => tokens[account]!;
/** The head of 人力资源部, made a second holder of role hr so HR nodes are 或签 between two people. */
let hr2: { id: string; account: string; token: string };

beforeAll(async () => {
  h = await createHarness();
  for (const account of Object.values(A)) tokens[account] = await tokenFor(h.app, account);
  const { db } = h.database;
  const [unit] = await db.select().from(t.organizes).where(eq(t.organizes.id, 'dept-renli'));
  const [user] = await db.select().from(t.users).where(eq(t.users.id, unit!.managerId!));
  await db.insert(t.userRoles).values({ userId: user!.id, roleId: 'role-hr' });
  hr2 = { id: user!.id, account: user!.account, token: await tokenFor(h.app, user!.account) };
});
afterAll(() => h.close());

/** A flow of a form without a table yet (credentialApply: HR alone), started as a form would start it. */
function startCredential(applicant: string = A.nurse): Promise<string> {
  return h.database.db
    .transaction((tx) =>
      startFlow(tx, {
        forms: h.app.ctx.forms,
        flowKey: 'credentialApply',
        formId: randomUUID(),
        applicantId: userIdOf(applicant),
        title: '执业证书注册',
        billNo: `ZS${Date.now()}`,
        urgent: 1,
        now: new Date(h.clock.now),
        form: {},
      }),
    )
    .then((s) => s.taskId);
}

const status = async (taskId: string) =>
  (await h.database.db.select().from(t.flowTasks).where(eq(t.flowTasks.id, taskId)))[0]!.status;

const act = (path: string, account: string, body: object = { handleOpinion: '' }, method?: 'PUT') =>
  send(h.app, path, body, token(account), { method });

const refusal = (reply: { status: number; body: { code: number; msg: string; data: unknown } }) => [
  reply.status,
  reply.body.code,
  reply.body.msg,
];

describe('approve (Audit)', () => {
  it('或签: the first HR approver decides; the second hears 该审批已由周晓梅处理', async () => {
    const taskId = await startCredential();
    const mine = await operatorOf(h, taskId, token(A.hr));
    const theirs = await operatorOf(h, taskId, hr2.token);
    expect((await audit(h, mine, token(A.hr))).body.data).toMatchObject({ status: FLOW_STATUS.approved });
    expect(refusal(await audit(h, theirs, hr2.token))).toEqual([
      200,
      CODE.BAD_REQUEST,
      '该审批已由周晓梅处理',
    ]);
    const ops = (await detailOf(h, taskId, hr2.token)).flowTaskOperatorList;
    expect(ops.map((o) => [o.handlerId, o.state])).toEqual(
      expect.arrayContaining([
        [userIdOf(A.hr), 'approved'],
        [hr2.id, 'cancelled'],
      ]),
    );
  });

  it('sent twice under one key it is applied once and answered the same; again under a new key it is refused', async () => {
    const taskId = await submitLeave(h, A.nurse, token(A.nurse), 1);
    const operatorId = await operatorOf(h, taskId, token(A.head));
    const key = randomUUID();
    const url = FLOW_ACTION_PATHS.audit(operatorId);
    const body = { handleOpinion: '同意' };
    const first = await send(h.app, url, body, token(A.head), { key });
    const again = await send(h.app, url, body, token(A.head), { key });
    expect([again.replayed, again.body]).toEqual([true, first.body]);
    const records = await h.database.db
      .select()
      .from(t.flowTaskRecords)
      .where(and(eq(t.flowTaskRecords.taskId, taskId), eq(t.flowTaskRecords.handleType, 1)));
    expect(records).toHaveLength(1);
    expect(refusal(await audit(h, operatorId, token(A.head)))).toEqual([
      200,
      CODE.BAD_REQUEST,
      '您已处理过该审批',
    ]);
  });

  it('someone else’s operator is refused 403, an unknown one 404, and a malformed key is a 400 naming it', async () => {
    const taskId = await submitLeave(h, A.nurse, token(A.nurse), 1);
    const operatorId = await operatorOf(h, taskId, token(A.head));
    expect(refusal(await audit(h, operatorId, token(A.director)))).toEqual([
      200,
      CODE.FORBIDDEN,
      '这不是您的审批任务',
    ]);
    expect((await audit(h, 'no-such-operator', token(A.head))).body).toMatchObject({ code: CODE.NOT_FOUND });
    const badKey = await send(
      h.app,
      FLOW_ACTION_PATHS.audit(operatorId),
      { handleOpinion: '' },
      token(A.head),
      {
        key: 'twice',
      },
    );
    expect([badKey.status, badKey.body.msg]).toEqual([400, expect.stringMatching(/^idempotency-key: /)]);
  });

  it('without a key (the platform’s clients) an approval runs once; sent again it is already handled', async () => {
    const taskId = await submitLeave(h, A.nurse, token(A.nurse), 1);
    const operatorId = await operatorOf(h, taskId, token(A.head));
    const approve = () =>
      send(h.app, FLOW_ACTION_PATHS.audit(operatorId), { handleOpinion: '同意' }, token(A.head), {
        key: null,
      });
    expect((await approve()).body.code).toBe(CODE.OK);
    expect(refusal(await approve())).toEqual([200, CODE.BAD_REQUEST, '您已处理过该审批']);
  });
});

describe('reject', () => {
  it('back to the applicant: 审核驳回, she is told, and may edit and submit again on the same task (as the platform does)', async () => {
    const body = leaveBody(userIdOf(A.nurse));
    const { id, taskId } = (await sendLeave(h.app, body, { token: token(A.nurse) })).body.data as {
      id: string;
      taskId: string;
    };
    const operatorId = await operatorOf(h, taskId, token(A.head));
    const reply = await send(
      h.app,
      FLOW_ACTION_PATHS.reject(operatorId),
      { handleOpinion: '日期有误' },
      token(A.head),
    );
    expect(reply.body.data).toEqual({ taskId, status: FLOW_STATUS.rejected, thisStep: '' });
    const { body: messages } = await getJson(
      h.app,
      `${MESSAGE_PATH}?keyword=${encodeURIComponent('驳回')}`,
      token(A.nurse),
    );
    // It names which leave and the head nurse's words (#30 item 2).
    expect(messageList.parse(messages.data).list.map((m) => m.title)).toContain(
      `您的请假申请（${LEAVE_FACTS}）已被驳回：日期有误`,
    );

    const again = await sendLeave(
      h.app,
      { ...body, leaveReason: '改正日期' },
      {
        token: token(A.nurse),
        method: 'PUT',
        url: `${LEAVE_URL}/${id}`,
      },
    );
    expect((again.body.data as { taskId: string }).taskId).toBe(taskId);
    // Her head nurse has it to do again, on a new operator; the first round stays in its history.
    const second = await operatorOf(h, taskId, token(A.head));
    expect(second).not.toBe(operatorId);
    const { flowTaskOperatorRecordList: records } = await detailOf(h, taskId, token(A.head));
    expect(records.map((r) => r.handleType)).toEqual([
      HANDLE_TYPE.submit,
      HANDLE_TYPE.reject,
      HANDLE_TYPE.submit,
    ]);
    // The first round's decision does not count in the second: her approval moves it on.
    await approveAs(h, taskId, token(A.head));
    expect((await detailOf(h, taskId, token(A.nurse))).flowTaskInfo.status).toBe(FLOW_STATUS.approved);
  });

  it('back to an earlier node: the director sends it back to the manager, who has it to do again', async () => {
    const taskId = await submitLeave(h, A.nurse, token(A.nurse), 4);
    await approveAs(h, taskId, token(A.head));
    const operatorId = await operatorOf(h, taskId, token(A.director));
    const back = { handleOpinion: '请护士长再核实', rejectTo: 'manager' };
    const reply = await send(h.app, FLOW_ACTION_PATHS.reject(operatorId), back, token(A.director));
    expect(reply.body.data).toEqual({ taskId, status: FLOW_STATUS.inApproval, thisStep: '直属上级审批' });
    expect(await operatorOf(h, taskId, token(A.head))).toEqual(expect.any(String));
  });

  it('a rejection without an opinion is a 400 naming handleOpinion', async () => {
    const taskId = await submitLeave(h, A.nurse, token(A.nurse), 1);
    const reply = await act(FLOW_ACTION_PATHS.reject(await operatorOf(h, taskId, token(A.head))), A.head);
    expect([reply.status, reply.body.msg]).toEqual([400, 'handleOpinion: 请填写驳回意见']);
  });
});

describe('transfer', () => {
  it('hands the decision to another person, who then has it to do', async () => {
    const taskId = await submitLeave(h, A.nurse, token(A.nurse), 1);
    const operatorId = await operatorOf(h, taskId, token(A.head));
    const body = { freeApproverUserId: userIdOf(A.director), handleOpinion: '我休假中' };
    const reply = await send(h.app, FLOW_ACTION_PATHS.transfer(operatorId), body, token(A.head));
    expect(reply.body.data).toMatchObject({ status: FLOW_STATUS.inApproval, thisStep: '直属上级审批' });
    expect((await approveAs(h, taskId, token(A.director))).body.data).toMatchObject({
      status: FLOW_STATUS.approved,
    });
    const records = (await detailOf(h, taskId, token(A.nurse))).flowTaskOperatorRecordList;
    expect(records.map((r) => r.extra)).toContain(`转办给崔宁雪`);
  });

  it('to an unknown person it is a 400 naming freeApproverUserId', async () => {
    const taskId = await submitLeave(h, A.nurse, token(A.nurse), 1);
    const operatorId = await operatorOf(h, taskId, token(A.head));
    const body = { freeApproverUserId: 'u-nobody', handleOpinion: '' };
    const reply = await send(h.app, FLOW_ACTION_PATHS.transfer(operatorId), body, token(A.head));
    expect([reply.status, reply.body.msg]).toEqual([400, 'freeApproverUserId: 所选人员不存在或已停用']);
  });
});

describe('recall and withdraw', () => {
  it('the manager recalls an approval the director has not acted on, and has it to do again', async () => {
    const taskId = await submitLeave(h, A.nurse, token(A.nurse), 4);
    const mine = await operatorOf(h, taskId, token(A.head));
    await audit(h, mine, token(A.head));
    expect((await detailOf(h, taskId, token(A.head))).actions.recallOperatorId).toBe(mine);
    const reply = await act(FLOW_ACTION_PATHS.recall(mine), A.head);
    expect(reply.body.data).toEqual({ taskId, status: FLOW_STATUS.inApproval, thisStep: '直属上级审批' });
    expect(
      (await listOf(h, 1, token(A.director), 'pageSize=500')).list.map((i) => i.processId),
    ).not.toContain(taskId);
    expect(await operatorOf(h, taskId, token(A.head))).not.toBe(mine);
  });

  it('once the director has acted, the recall is refused: 下一节点已处理，不能撤回', async () => {
    const taskId = await submitLeave(h, A.nurse, token(A.nurse), 16);
    const mine = await operatorOf(h, taskId, token(A.head));
    await audit(h, mine, token(A.head));
    await approveAs(h, taskId, token(A.director));
    expect(refusal(await act(FLOW_ACTION_PATHS.recall(mine), A.head))).toEqual([
      200,
      CODE.BAD_REQUEST,
      '下一节点已处理，不能撤回',
    ]);
  });

  it('the applicant withdraws before her manager acts: 流程撤回, and the manager then hears 流程已撤回', async () => {
    const taskId = await submitLeave(h, A.nurse, token(A.nurse), 1);
    const operatorId = await operatorOf(h, taskId, token(A.head));
    const reply = await act(FLOW_ACTION_PATHS.withdraw(taskId), A.nurse, { handleOpinion: '不请了' }, 'PUT');
    expect(reply.body.data).toEqual({ taskId, status: FLOW_STATUS.withdrawn, thisStep: '' });
    expect(refusal(await audit(h, operatorId, token(A.head)))).toEqual([200, CODE.BAD_REQUEST, '流程已撤回']);
    const [leave] = await h.database.db.select().from(t.hrForms).where(eq(t.hrForms.taskId, taskId));
    expect(leave!.flowStatus).toBe(FLOW_STATUS.withdrawn);
  });

  it('after her manager has approved, withdrawing is refused; and only the applicant may withdraw', async () => {
    const taskId = await submitLeave(h, A.nurse, token(A.nurse), 4);
    expect(refusal(await act(FLOW_ACTION_PATHS.withdraw(taskId), A.head, undefined, 'PUT'))[1]).toBe(
      CODE.FORBIDDEN,
    );
    await approveAs(h, taskId, token(A.head));
    expect(refusal(await act(FLOW_ACTION_PATHS.withdraw(taskId), A.nurse, undefined, 'PUT'))).toEqual([
      200,
      CODE.BAD_REQUEST,
      '审批人已处理，不能撤回',
    ]);
  });
});

describe('deleting a launch (DELETE FlowLaunch/{taskId})', () => {
  const remove = (taskId: string, account: string) =>
    send(h.app, `/api/workflow/Engine/FlowLaunch/${taskId}`, undefined, token(account), { method: 'DELETE' });

  it('a withdrawn flow of her own goes, with its form; once gone it is unknown', async () => {
    const taskId = await submitLeave(h, A.nurse, token(A.nurse), 1);
    await act(FLOW_ACTION_PATHS.withdraw(taskId), A.nurse, { handleOpinion: '' }, 'PUT');
    expect(refusal(await remove(taskId, A.nurse))).toEqual([200, CODE.OK, '操作成功']);
    expect(await h.database.db.select().from(t.hrForms).where(eq(t.hrForms.taskId, taskId))).toEqual([]);
    expect(await h.database.db.select().from(t.flowTasks).where(eq(t.flowTasks.id, taskId))).toEqual([]);
    expect(refusal(await remove(taskId, A.nurse))).toEqual([200, CODE.NOT_FOUND, '流程不存在']);
  });

  it('a flow in approval stays, and someone else’s is answered as unknown', async () => {
    const taskId = await submitLeave(h, A.nurse, token(A.nurse), 1);
    expect(refusal(await remove(taskId, A.nurse))).toEqual([
      200,
      CODE.BAD_REQUEST,
      '审批中或已结束的流程不能删除',
    ]);
    expect(refusal(await remove(taskId, A.head))).toEqual([200, CODE.NOT_FOUND, '流程不存在']);
    expect((await detailOf(h, taskId, token(A.nurse))).flowTaskInfo.status).toBe(FLOW_STATUS.inApproval);
  });
});

describe('terminate (Cancel) and urge (Press)', () => {
  it('only an administrator terminates: 审核终止, and the applicant is told', async () => {
    const taskId = await submitLeave(h, A.nurse, token(A.nurse), 1);
    expect(refusal(await act(FLOW_ACTION_PATHS.cancel(taskId), A.head))).toEqual([
      200,
      CODE.FORBIDDEN,
      '只有管理员可以终止流程',
    ]);
    const reply = await act(FLOW_ACTION_PATHS.cancel(taskId), A.admin, { handleOpinion: '重复申请' });
    expect(reply.body.data).toEqual({ taskId, status: FLOW_STATUS.terminated, thisStep: '' });
    expect(await status(taskId)).toBe(FLOW_STATUS.terminated);
    expect(refusal(await act(FLOW_ACTION_PATHS.cancel(taskId), A.admin))).toEqual([200, 400, '流程已终止']);
    const { body } = await getJson(
      h.app,
      `${MESSAGE_PATH}?keyword=${encodeURIComponent('终止')}`,
      token(A.nurse),
    );
    expect(messageList.parse(body.data).list.map((m) => m.title)).toContain(
      '您的请假申请（事假 · 12-01 上午 – 12-01 下午 · 请假天数 1）已被管理员终止：重复申请',
    );
  });

  it('the applicant urges the manager, who gets a 催办 message; nobody else may urge', async () => {
    const taskId = await submitLeave(h, A.nurse, token(A.nurse), 1);
    const reply = await send(h.app, FLOW_ACTION_PATHS.press(taskId), undefined, token(A.nurse));
    expect(reply.body.data).toEqual({ taskId, status: FLOW_STATUS.inApproval, thisStep: '直属上级审批' });
    const { body } = await getJson(
      h.app,
      `${MESSAGE_PATH}?keyword=${encodeURIComponent('催办')}`,
      token(A.head),
    );
    expect(messageList.parse(body.data).list[0]?.title).toBe(
      '催办：张小雨的请假申请（事假 · 12-01 上午 – 12-01 下午 · 请假天数 1），请尽快审批',
    );
    expect(refusal(await act(FLOW_ACTION_PATHS.press(taskId), A.head, {}))[1]).toBe(CODE.FORBIDDEN);
    expect((await act(FLOW_ACTION_PATHS.press('no-such-task'), A.nurse, {})).body.code).toBe(CODE.NOT_FOUND);
  });
});
