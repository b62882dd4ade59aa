/**
 * PostgreSQL only (real concurrent transactions): two approvers of an 或签 node approving at the same
 * moment — exactly one wins, the other is told who decided, and the task moves on once. A decision held
 * open makes the other wait on the task's row lock; beneath it, an operator moves only from the state the
 * transition read (conditional UPDATE … WHERE state = 'pending').
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOW_STATUS, HANDLE_TYPE } from '../../contract';
import * as t from '../../server/db/schema';
import { auditTask } from '../../server/modules/workflow/flow-actions';
import { FlowRepository } from '../../server/modules/workflow/flow-repository';
import { startFlow } from '../../server/modules/workflow/flow-start';
import { DEMO_ACCOUNTS as A, userIdOf } from '../../server/seed/index';
import { audit, operatorOf, type Sent } from '../server/flowRequests';
import { createHarness, tokenFor, type Harness } from '../server/harness';

let h: Harness;
let hr1: string;
let hr2: { id: string; name: string; token: string };

beforeAll(async () => {
  h = await createHarness();
  hr1 = await tokenFor(h.app, A.hr);
  const { db } = h.database;
  const [unit] = await db.select().from(t.organizes).where(eq(t.organizes.id, 'dept-renli'));
  const [user] = await db.select().from(t.users).where(eq(t.users.id, unit!.managerId!));
  await db.insert(t.userRoles).values({ userId: user!.id, roleId: 'role-hr' });
  hr2 = { id: user!.id, name: user!.realName, token: await tokenFor(h.app, user!.account) };
});
afterAll(() => h.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A credentialApply flow (HR alone: hr01 and hr2 at one 或签 node). */
async function startCredential(): Promise<string> {
  const started = await h.database.db.transaction((tx) =>
    startFlow(tx, {
      forms: h.app.ctx.forms,
      flowKey: 'credentialApply',
      formId: randomUUID(),
      applicantId: userIdOf(A.nurse),
      title: '执业证书注册',
      billNo: `ZS${randomUUID().slice(0, 8)}`,
      urgent: 1,
      now: new Date(h.clock.now),
      form: {},
    }),
  );
  return started.taskId;
}

async function outcome(taskId: string) {
  const { db } = h.database;
  const [task] = await db.select().from(t.flowTasks).where(eq(t.flowTasks.id, taskId));
  const ops = await db.select().from(t.flowTaskOperators).where(eq(t.flowTaskOperators.taskId, taskId));
  const approvals = await db
    .select()
    .from(t.flowTaskRecords)
    .where(and(eq(t.flowTaskRecords.taskId, taskId), eq(t.flowTaskRecords.handleType, HANDLE_TYPE.approve)));
  return { status: task!.status, states: ops.map((o) => o.state).sort(), approvals: approvals.length };
}

describe('或签 under concurrent decisions on PostgreSQL', () => {
  it('two approvers approving at once: exactly one wins, the other hears who decided', async () => {
    for (let round = 0; round < 8; round++) {
      const taskId = await startCredential();
      const mine = await operatorOf(h, taskId, hr1);
      const theirs = await operatorOf(h, taskId, hr2.token);
      const replies: Sent[] = await Promise.all([audit(h, mine, hr1), audit(h, theirs, hr2.token)]);
      expect(replies.map((r) => r.status)).toEqual([200, 200]);
      const [won, lost] = [
        replies.filter((r) => r.body.code === 200),
        replies.filter((r) => r.body.code !== 200),
      ];
      expect([won.length, lost.length]).toEqual([1, 1]);
      expect(lost[0]!.body.msg).toMatch(new RegExp(`^该审批已由(周晓梅|${hr2.name})处理$`));
      expect(await outcome(taskId)).toEqual({
        status: FLOW_STATUS.approved,
        states: ['approved', 'cancelled'],
        approvals: 1,
      });
    }
  });

  it('a decision held open makes the other approver wait, then refuses them once it commits', async () => {
    const taskId = await startCredential();
    const mine = await operatorOf(h, taskId, hr1);
    const theirs = await operatorOf(h, taskId, hr2.token);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = h.database.db.transaction(async (tx) => {
      const answer = await auditTask(
        tx,
        { userId: userIdOf(A.hr), now: h.clock.now, forms: h.app.ctx.forms },
        mine,
        {
          handleOpinion: '同意',
          copyIds: [],
        },
      );
      await gate;
      return answer;
    });
    await pause(100);
    let other: Sent | undefined;
    const sending = audit(h, theirs, hr2.token).then((r) => (other = r));
    await pause(300);
    expect(other).toBeUndefined();
    release();
    expect((await held).status).toBe(FLOW_STATUS.approved);
    await sending;
    expect(other?.body).toMatchObject({ code: 400, msg: '该审批已由周晓梅处理' });
  });

  it('an operator moves only from the state the transition read: of two racing moves one lands', async () => {
    const taskId = await startCredential();
    const operatorId = await operatorOf(h, taskId, hr1);
    const at = new Date(h.clock.now);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = h.database.db.transaction(async (tx) => {
      const moved = await new FlowRepository(tx).moveOperator(operatorId, 'pending', 'approved', at);
      await gate;
      return moved;
    });
    await pause(100);
    const second = h.database.db.transaction((tx) =>
      new FlowRepository(tx).moveOperator(operatorId, 'pending', 'cancelled', at),
    );
    await pause(200);
    release();
    expect([await first, await second]).toEqual([true, false]);
  });
});
