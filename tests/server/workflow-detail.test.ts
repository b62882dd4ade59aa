/**
 * One flow as each person may see it (GET FlowBefore/{taskId}) and its comments: the form from its table,
 * field permissions, nodes with their state, operators, the timeline and exactly the viewer's buttons;
 * only people involved (applicant, approvers, copied, administrators) may look or comment, and a comment
 * is deleted by its writer only.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CODE,
  FLOW_COMMENT_PATH,
  FLOW_STATUS,
  HANDLE_TYPE,
  flowBeforePath,
  flowComment,
  flowCommentData,
} from '../../contract';
import { DEMO_ACCOUNTS as A, userIdOf } from '../../server/seed/index';
import { approveAs, detailOf, send, submitLeave, uploadAs } from './flowRequests';
import { createHarness, getJson, tokenFor, type Harness } from './harness';

let h: Harness;
const tokens: Record<string, string> = {};
const token = (account: string) => tokens[account]!;
let outsider: string;
let taskId: string;

beforeAll(async () => {
  h = await createHarness();
  for (const account of Object.values(A)) tokens[account] = await tokenFor(h.app, account);
  outsider = await tokenFor(h.app, 'e00002');
  taskId = await submitLeave(h, A.nurse, token(A.nurse), 4);
});
afterAll(() => h.close());

describe('the detail', () => {
  it('shows the form from its table, the task, its nodes and operators, and the timeline', async () => {
    const data = await detailOf(h, taskId, token(A.nurse));
    expect(data.flowTaskInfo).toMatchObject({
      id: taskId,
      flowId: 'leaveApply',
      flowName: '请假申请',
      status: FLOW_STATUS.inApproval,
      thisStep: '直属上级审批',
      userName: '张小雨',
    });
    expect(data.flowFormInfo).toEqual({
      formKey: 'LeaveApply',
      formId: expect.any(String),
      appFormUrl: '/pages/workFlow/workFlowForm/leaveApply/index',
    });
    expect(data.formData).toMatchObject({ leaveDayCount: 4, applyUser: userIdOf(A.nurse), flowStatus: 1 });
    expect(data.flowTaskNodeList.map((n) => `${n.id}:${n.state}`)).toEqual([
      'start:done',
      'manager:current',
      'director:pending',
      'leader:skipped',
      'end:pending',
    ]);
    expect(data.flowTaskNodeList[2]!.handlers).toEqual([
      { userId: userIdOf(A.director), userName: '崔宁雪' },
    ]);
    expect(data.flowTaskOperatorList).toEqual([
      expect.objectContaining({
        nodeCode: 'manager',
        handlerId: userIdOf(A.head),
        state: 'pending',
        handleTime: null,
      }),
    ]);
    expect(data.flowTaskOperatorRecordList).toEqual([
      expect.objectContaining({
        nodeCode: 'start',
        nodeName: '申请人',
        handleType: HANDLE_TYPE.submit,
        userName: '张小雨',
      }),
    ]);
    expect(data.formOperates.every((f) => f.read && !f.write)).toBe(true);
  });

  it('gives each viewer exactly their buttons', async () => {
    const mine = (await detailOf(h, taskId, token(A.head))).actions;
    expect(mine).toMatchObject({ audit: true, reject: true, transfer: true, withdraw: false, cancel: false });
    expect(mine.operatorId).toEqual(expect.any(String));
    expect((await detailOf(h, taskId, token(A.nurse))).actions).toMatchObject({
      operatorId: null,
      audit: false,
      withdraw: true,
      press: true,
    });
    expect((await detailOf(h, taskId, token(A.admin))).actions).toMatchObject({ audit: false, cancel: true });
    const props = (await detailOf(h, taskId, token(A.head))).approversProperties;
    expect(props.rejectTargets).toEqual([{ id: 'start', nodeName: '申请人' }]);
  });

  it('anyone not involved is refused with a clear 403; an unknown task is 404', async () => {
    for (const who of [outsider, token(A.director), token(A.leader)]) {
      const { body } = await getJson(h.app, flowBeforePath(taskId), who);
      expect(body).toEqual({
        code: CODE.FORBIDDEN,
        msg: '无权查看该流程：您不是它的申请人、审批人或抄送人',
        data: null,
      });
    }
    expect((await getJson(h.app, flowBeforePath('no-such-task'), token(A.nurse))).body.code).toBe(
      CODE.NOT_FOUND,
    );
  });

  it('once it reaches them, the next approver may look; after it ends, HR (copied) may too', async () => {
    await approveAs(h, taskId, token(A.head));
    expect((await detailOf(h, taskId, token(A.director))).actions.audit).toBe(true);
    expect((await getJson(h.app, flowBeforePath(taskId), token(A.hr))).body.code).toBe(CODE.FORBIDDEN);
    await approveAs(h, taskId, token(A.director));
    const seen = await detailOf(h, taskId, token(A.hr));
    expect(seen.flowTaskInfo.status).toBe(FLOW_STATUS.approved);
    expect(seen.flowTaskNodeList.map((n) => n.state)).toEqual(['done', 'done', 'done', 'skipped', 'done']);
  });
});

describe('comments', () => {
  const post = (account: string, body: object) =>
    send(h.app, FLOW_COMMENT_PATH, { taskId, ...body }, account === 'outsider' ? outsider : token(account));
  const list = async (account: string) =>
    flowCommentData.parse(
      (await getJson(h.app, `${FLOW_COMMENT_PATH}?taskId=${taskId}&pageSize=10`, token(account))).body.data,
    );

  it('the people involved comment and read each other’s comments, newest first', async () => {
    const first = await post(A.nurse, { text: '麻烦尽快' });
    expect(flowComment.parse(first.body.data)).toMatchObject({ text: '麻烦尽快', creatorUserName: '张小雨' });
    h.clock.now += 1000;
    const photo = await uploadAs(h, token(A.head), Buffer.from('ward photo'));
    await post(A.head, { text: '已知悉', image: [photo] });
    const { list: items, pagination } = await list(A.nurse);
    expect(pagination.total).toBe(2);
    expect(items.map((c) => [c.text, c.isDel])).toEqual([
      ['已知悉', false],
      ['麻烦尽快', true],
    ]);
  });

  it('posting twice under one key stores one comment; an empty comment is refused', async () => {
    const key = randomUUID();
    const body = { taskId, text: '补充一句' };
    await send(h.app, FLOW_COMMENT_PATH, body, token(A.nurse), { key });
    const again = await send(h.app, FLOW_COMMENT_PATH, body, token(A.nurse), { key });
    expect(again.replayed).toBe(true);
    expect((await list(A.nurse)).list.filter((c) => c.text === '补充一句')).toHaveLength(1);
    expect((await post(A.nurse, { text: '  ' })).body).toMatchObject({
      code: CODE.BAD_REQUEST,
      msg: '请输入评论内容',
    });
  });

  it('someone not involved may neither read nor comment', async () => {
    expect((await post('outsider', { text: '路过' })).body.code).toBe(CODE.FORBIDDEN);
    const { body } = await getJson(h.app, `${FLOW_COMMENT_PATH}?taskId=${taskId}`, outsider);
    expect(body.code).toBe(CODE.FORBIDDEN);
  });

  it('a comment is deleted by its writer only', async () => {
    const { list: items } = await list(A.nurse);
    const headsComment = items.find((c) => c.creatorUserId === userIdOf(A.head))!;
    const del = (id: string, account: string) =>
      send(h.app, `${FLOW_COMMENT_PATH}/${id}`, undefined, token(account), { method: 'DELETE', key: null });
    expect((await del(headsComment.id, A.nurse)).body).toMatchObject({
      code: CODE.FORBIDDEN,
      msg: '只能删除自己的评论',
    });
    expect((await del(headsComment.id, A.head)).body).toEqual({ code: 200, msg: '操作成功', data: null });
    expect((await list(A.nurse)).list.map((c) => c.id)).not.toContain(headsComment.id);
    expect((await del('no-such-comment', A.head)).body.code).toBe(CODE.NOT_FOUND);
  });
});
