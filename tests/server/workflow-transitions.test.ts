/**
 * The engine's transitions, free of any database: submit, approve (或签 and 会签), reject (to the applicant
 * or an earlier node), transfer, recall and withdraw with their windows, terminate, urge, the automatic
 * approval of a repeated approver, and the refusals of a state that has moved on.
 */
import { describe, expect, it } from 'vitest';
import { FLOW_STATUS, HANDLE_TYPE } from '../../contract';
import {
  AUTO_APPROVE_OPINION,
  FlowError,
  SELF_APPROVE_OPINION,
  approve,
  formAfter,
  press,
  recall,
  reject,
  submit,
  terminate,
  transfer,
  withdraw,
  type ApproverNode,
  type FlowInput,
} from '../../server/workflow';
import { draft, fold, opinion, pendingOf, RESOLVED, TEMPLATE } from './workflowFixture';

const submitted = (days: number, resolved = RESOLVED) => {
  const input = draft(days, resolved);
  return fold(input, submit(input));
};
const approveBy = (input: FlowInput, who: string, act = opinion()) =>
  fold(input, approve(input, who, pendingOf(input, who), act));

function refusal(run: () => unknown): { code: number; message: string } {
  try {
    run();
  } catch (err) {
    if (err instanceof FlowError) return { code: err.code, message: err.message };
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('submit', () => {
  it('a submit records the applicant and waits at the first node, each approver told of a to-do', () => {
    const input = draft(1);
    const e = submit(input);
    expect(e.task).toMatchObject({
      status: FLOW_STATUS.inApproval,
      currentNode: 'A',
      step: 1,
      completion: 0,
    });
    expect(e.records).toEqual([
      expect.objectContaining({ nodeCode: 'start', handleType: HANDLE_TYPE.submit }),
    ]);
    expect(e.newOperators.map((o) => [o.handlerId, o.state])).toEqual([
      ['a1', 'pending'],
      ['a2', 'pending'],
    ]);
    expect(e.notices).toEqual([
      { userId: 'a1', kind: 'todo' },
      { userId: 'a2', kind: 'todo' },
    ]);
  });

  it('a node without approvers refuses the submit, naming the node', () => {
    const input = draft(1, { ...RESOLVED, A: { handlers: [], copies: [] } });
    expect(refusal(() => submit(input)).message).toBe('找不到「科室审批」的审批人，请联系人事处');
  });

  it('a task cannot be submitted twice', () => {
    const input = submitted(1);
    expect(refusal(() => submit(input)).message).toBe('流程已提交，不能重复提交');
  });
});

describe('或签 (any one approves)', () => {
  it('the first approval decides: the other approver is cancelled and the task moves on', () => {
    const input = submitted(5);
    const e = approve(input, 'a1', pendingOf(input, 'a1'), opinion());
    expect(e.operatorStates).toEqual([
      { id: pendingOf(input, 'a1'), state: 'approved' },
      { id: pendingOf(input, 'a2'), state: 'cancelled' },
    ]);
    expect(e.task).toMatchObject({ currentNode: 'B', step: 2 });
  });

  it('the other approver then hears who decided: 该审批已由李静怡处理', () => {
    const input = submitted(5);
    const a2 = pendingOf(input, 'a2');
    const after = approveBy(input, 'a1');
    expect(refusal(() => approve(after, 'a2', a2, opinion()))).toEqual({
      code: 400,
      message: '该审批已由李静怡处理',
    });
    expect(refusal(() => reject(after, 'a2', a2, { opinion: '不行', signImg: null })).message).toBe(
      '该审批已由李静怡处理',
    );
  });

  it('someone else’s operator is not mine to decide (403), an unknown one is 404', () => {
    const input = submitted(1);
    expect(refusal(() => approve(input, 'b1', pendingOf(input, 'a1'), opinion())).code).toBe(403);
    expect(refusal(() => approve(input, 'a1', 'nope', opinion())).code).toBe(404);
  });

  it('deciding twice is refused: 您已处理过该审批', () => {
    const input = submitted(5);
    const a1 = pendingOf(input, 'a1');
    const after = fold(input, approve(input, 'a1', a1, opinion()));
    expect(refusal(() => approve(after, 'a1', a1, opinion())).message).toBe('您已处理过该审批');
  });
});

describe('会签 (all must approve)', () => {
  it('one approval waits for the others; the last one moves the task on and copies the node’s people', () => {
    const atB = approveBy(submitted(5), 'a1');
    const e1 = approve(atB, 'b1', pendingOf(atB, 'b1'), opinion());
    expect(e1.task).toMatchObject({ currentNode: 'B', step: 2, status: FLOW_STATUS.inApproval });
    expect(e1.copies).toEqual([]);
    const half = fold(atB, e1);
    const e2 = approve(half, 'b2', pendingOf(half, 'b2'), opinion());
    expect(e2.task).toMatchObject({ currentNode: null, status: FLOW_STATUS.approved, completion: 100 });
    expect(e2.copies.map((c) => c.userId)).toEqual(['x', 'hr']);
  });

  it('会签 with one reject: the node is rejected at once and the other approver is cancelled', () => {
    const atB = approveBy(approveBy(submitted(5), 'a1'), 'b1');
    const e = reject(atB, 'b2', pendingOf(atB, 'b2'), { opinion: '材料不全', signImg: null });
    expect(e.task).toMatchObject({ status: FLOW_STATUS.rejected, currentNode: null });
    expect(e.notices).toEqual([{ userId: 'applicant', kind: 'rejected' }]);
    const atB2 = approveBy(submitted(5), 'a1');
    const e2 = reject(atB2, 'b1', pendingOf(atB2, 'b1'), { opinion: '不同意', signImg: null });
    expect(e2.operatorStates.map((s) => s.state)).toEqual(['rejected', 'cancelled']);
  });
});

describe('the path and the end', () => {
  it('after the last node on the path the task is approved: the applicant is told and HR copied', () => {
    const input = submitted(1);
    const e = approve(input, 'a1', pendingOf(input, 'a1'), opinion());
    expect(e.task.status).toBe(FLOW_STATUS.approved);
    expect(e.notices).toEqual([
      { userId: 'hr', kind: 'copy' },
      { userId: 'applicant', kind: 'approved' },
    ]);
  });

  it('a node asking for an opinion and a signature refuses an approval without them', () => {
    const atC = approveBy(approveBy(approveBy(submitted(20), 'a1'), 'b1'), 'b2');
    expect(atC.task.currentNode).toBe('C');
    const c1 = pendingOf(atC, 'c1');
    expect(refusal(() => approve(atC, 'c1', c1, opinion(''))).message).toBe('请填写审批意见');
    expect(refusal(() => approve(atC, 'c1', c1, opinion())).message).toBe('请手写签名');
    const e = approve(atC, 'c1', c1, { ...opinion(), signImg: 'data:image/png;base64,AA' });
    expect(e.records[0]).toMatchObject({ signImg: 'data:image/png;base64,AA', opinion: '同意' });
  });

  it('an approver changes only the fields their node may write: a day count it may not write keeps the path', () => {
    const input = submitted(1);
    const formData = { leaveDayCount: 30, note: '已核实' };
    expect(formAfter(input, TEMPLATE.nodes[1] as ApproverNode, formData)).toEqual({
      leaveDayCount: 1,
      note: '已核实',
    });
    const e = approve(input, 'a1', pendingOf(input, 'a1'), { ...opinion(), formData });
    expect(e.task.status).toBe(FLOW_STATUS.approved);
  });

  it('copy-to people of the approver’s own choosing are copied once; a node without the option refuses them', () => {
    const input = submitted(1);
    const e = approve(input, 'a1', pendingOf(input, 'a1'), {
      ...opinion(),
      copyIds: ['x', 'x', 'applicant'],
    });
    expect(e.copies.map((c) => c.userId)).toEqual(['x', 'hr']);
    const atB = approveBy(submitted(5), 'a1');
    expect(
      refusal(() => approve(atB, 'b1', pendingOf(atB, 'b1'), { ...opinion(), copyIds: ['x'] })).message,
    ).toBe('该节点不能自行添加抄送人');
  });
});

describe('reject', () => {
  it('back to the applicant (default): 审核驳回, everyone waiting cancelled', () => {
    const input = submitted(1);
    const e = reject(input, 'a1', pendingOf(input, 'a1'), { opinion: '请补充材料', signImg: null });
    expect(e.task).toMatchObject({ status: FLOW_STATUS.rejected, currentNode: null });
    expect(e.records[0]).toMatchObject({ handleType: HANDLE_TYPE.reject, extra: '退回至申请人' });
  });

  it('back to an earlier node: it waits there again with a fresh to-do for its approvers', () => {
    const atB = approveBy(submitted(5), 'a1');
    const e = reject(atB, 'b1', pendingOf(atB, 'b1'), {
      opinion: '请科室再核',
      signImg: null,
      rejectTo: 'A',
    });
    expect(e.task).toMatchObject({ status: FLOW_STATUS.inApproval, currentNode: 'A', step: 3 });
    expect(e.newOperators.map((o) => o.handlerId)).toEqual(['a1', 'a2']);
    expect(e.records[0]!.extra).toBe('退回至科室审批');
  });

  it('not to a node after it, nor off the path', () => {
    const input = submitted(5);
    const a1 = pendingOf(input, 'a1');
    for (const rejectTo of ['B', 'C', 'nowhere'])
      expect(
        refusal(() => reject(input, 'a1', a1, { opinion: '不行', signImg: null, rejectTo })).message,
      ).toBe('不能退回到该节点');
  });

  it('a rejection needs an opinion', () => {
    const input = submitted(1);
    expect(
      refusal(() => reject(input, 'a1', pendingOf(input, 'a1'), { opinion: ' ', signImg: null })).message,
    ).toBe('请填写驳回意见');
  });
});

describe('transfer', () => {
  it('hands my place to someone else at the same node, who gets the to-do', () => {
    const input = submitted(1);
    const e = transfer(input, 'a1', pendingOf(input, 'a1'), { toUserId: 'x', opinion: '出差' });
    expect(e.operatorStates).toEqual([{ id: pendingOf(input, 'a1'), state: 'transferred' }]);
    expect(e.newOperators).toEqual([{ nodeCode: 'A', handlerId: 'x', step: 1, state: 'pending' }]);
    expect(e.records[0]).toMatchObject({ handleType: HANDLE_TYPE.transfer, extra: '转办给孙悦' });
    const after = fold(input, e);
    expect(approve(after, 'x', pendingOf(after, 'x'), opinion()).task.status).toBe(FLOW_STATUS.approved);
  });

  it('not to myself, the applicant, or someone already waiting here', () => {
    const input = submitted(1);
    const a1 = pendingOf(input, 'a1');
    const to = (toUserId: string) =>
      refusal(() => transfer(input, 'a1', a1, { toUserId, opinion: '' })).message;
    expect(to('a1')).toBe('不能转办给自己');
    expect(to('applicant')).toBe('不能转办给申请人');
    expect(to('a2')).toBe('王芳已是当前节点的审批人');
  });
});

describe('recall (the approver takes back an approval)', () => {
  it('while the next node has not acted: the task returns to my node, waiting for me', () => {
    const input = submitted(5);
    const mine = pendingOf(input, 'a1');
    const atB = fold(input, approve(input, 'a1', mine, opinion()));
    const e = recall(atB, 'a1', mine, '填错了');
    expect(e.task).toMatchObject({ currentNode: 'A', step: 3 });
    expect(e.operatorStates.map((s) => s.state)).toEqual(['recalled', 'cancelled', 'cancelled']);
    expect(e.newOperators).toEqual([{ nodeCode: 'A', handlerId: 'a1', step: 3, state: 'pending' }]);
  });

  it('not once the next node has acted (even one approver of a 会签)', () => {
    const input = submitted(5);
    const mine = pendingOf(input, 'a1');
    const acted = approveBy(fold(input, approve(input, 'a1', mine, opinion())), 'b1');
    expect(refusal(() => recall(acted, 'a1', mine, '')).message).toBe('下一节点已处理，不能撤回');
  });

  it('not once the flow has ended, and only my own approval', () => {
    const input = submitted(1);
    const mine = pendingOf(input, 'a1');
    const done = fold(input, approve(input, 'a1', mine, opinion()));
    expect(refusal(() => recall(done, 'a1', mine, '')).message).toBe('流程已审批通过，不能撤回');
    const atB = approveBy(submitted(5), 'a1');
    const a1op = atB.task.operators.find((o) => o.handlerId === 'a1')!.id;
    expect(refusal(() => recall(atB, 'a2', a1op, '')).code).toBe(403);
    const a2op = atB.task.operators.find((o) => o.handlerId === 'a2')!.id;
    expect(refusal(() => recall(atB, 'a2', a2op, '')).message).toBe('只能撤回您已同意的审批');
  });
});

describe('withdraw (the applicant takes the flow back)', () => {
  it('while the first node has not decided: 流程撤回, the approvers’ to-dos cancelled', () => {
    const input = submitted(1);
    const e = withdraw(input, 'applicant', '不请了');
    expect(e.task).toMatchObject({ status: FLOW_STATUS.withdrawn, currentNode: null });
    expect(e.operatorStates.map((s) => s.state)).toEqual(['cancelled', 'cancelled']);
    expect(e.notices).toEqual([{ userId: 'applicant', kind: 'withdrawn' }]);
  });

  it('not once the first node has decided, and only by the applicant', () => {
    const atB = approveBy(submitted(5), 'a1');
    expect(refusal(() => withdraw(atB, 'applicant', '')).message).toBe('审批人已处理，不能撤回');
    expect(refusal(() => withdraw(submitted(1), 'a1', '')).code).toBe(403);
  });

  it('a withdrawn flow refuses everything with 流程已撤回', () => {
    const input = submitted(1);
    const a1 = pendingOf(input, 'a1');
    const gone = fold(input, withdraw(input, 'applicant', ''));
    expect(refusal(() => approve(gone, 'a1', a1, opinion())).message).toBe('流程已撤回');
    expect(refusal(() => withdraw(gone, 'applicant', '')).message).toBe('流程已撤回');
    expect(refusal(() => press(gone, 'applicant')).message).toBe('流程已撤回');
  });
});

describe('terminate and urge', () => {
  it('an administrator terminates a flow in approval (审核终止); nobody else may', () => {
    const input = submitted(1);
    expect(refusal(() => terminate(input, 'a1', false, '')).code).toBe(403);
    const e = terminate(input, 'admin', true, '重复申请');
    expect(e.task).toMatchObject({ status: FLOW_STATUS.terminated, currentNode: null });
    expect(e.records[0]).toMatchObject({ handleType: HANDLE_TYPE.terminate, nodeCode: 'A' });
    const ended = fold(input, e);
    expect(refusal(() => approve(ended, 'a1', pendingOf(input, 'a1'), opinion())).message).toBe('流程已终止');
  });

  it('the applicant urges the approvers waiting now; nobody else may', () => {
    const input = submitted(1);
    const e = press(input, 'applicant');
    expect(e.notices).toEqual([
      { userId: 'a1', kind: 'urge' },
      { userId: 'a2', kind: 'urge' },
    ]);
    expect(e.records[0]).toMatchObject({ handleType: HANDLE_TYPE.urge });
    expect(refusal(() => press(input, 'a1')).code).toBe(403);
  });
});

describe('a repeated approver', () => {
  it('a node whose approvers are exactly those who just approved passes by itself', () => {
    const resolved = {
      ...RESOLVED,
      A: { handlers: ['b1'], copies: [] },
      B: { handlers: ['b1'], copies: [] },
    };
    const input = submitted(5, resolved);
    const e = approve(input, 'b1', pendingOf(input, 'b1'), opinion());
    expect(e.task.status).toBe(FLOW_STATUS.approved);
    expect(e.newOperators).toEqual([{ nodeCode: 'B', handlerId: 'b1', step: 2, state: 'approved' }]);
    expect(e.records.map((r) => r.opinion)).toEqual(['同意', AUTO_APPROVE_OPINION]);
  });

  it('a node whose rule names only the applicant passes by itself, approved in their name', () => {
    const resolved = { ...RESOLVED, C: { handlers: [], copies: [], applicantOnly: true } };
    const atC = approveBy(approveBy(approveBy(submitted(20, resolved), 'a1'), 'b1'), 'b2');
    expect(atC.task.status).toBe(FLOW_STATUS.approved);
    const self = atC.task.operators.find((o) => o.nodeCode === 'C')!;
    expect([self.handlerId, self.state]).toEqual(['applicant', 'approved']);
    const input = submitted(20, resolved);
    const withoutAnyone = { ...RESOLVED, C: { handlers: [], copies: [] } };
    expect(SELF_APPROVE_OPINION).toBe('审批人为申请人本人，自动同意');
    expect(input.task.currentNode).toBe('A');
    const stuck = approveBy(approveBy(submitted(20, withoutAnyone), 'a1'), 'b1');
    expect(refusal(() => approve(stuck, 'b2', pendingOf(stuck, 'b2'), opinion())).message).toBe(
      '找不到「院领导审批」的审批人，请联系人事处',
    );
  });
});
