/**
 * Pure engine tests' fixture: a template under test, facts-free inputs (every node's approvers given
 * directly), and `fold`, which applies a transition's effects to the snapshot the way the database would,
 * so a sequence of transitions can be followed without one.
 */
import type { Effects, FlowInput, FlowTemplate, Resolved, TaskSnapshot } from '../../server/workflow';

export const NAMES: Record<string, string> = {
  applicant: '张小雨',
  a1: '李静怡',
  a2: '王芳',
  b1: '崔宁雪',
  b2: '赵强',
  c1: '韦欣志',
  hr: '周晓梅',
  x: '孙悦',
  admin: '系统管理员',
};

/** start → A (或签) → B (会签, leaveDayCount > 3) → C (leaveDayCount > 15) → end (copy hr). */
export const TEMPLATE: FlowTemplate = {
  key: 'testFlow',
  name: '测试流程',
  formKey: 'TestFlow',
  category: '人事管理',
  icon: '',
  sortCode: 1,
  fields: [
    { id: 'leaveDayCount', name: '天数' },
    { id: 'note', name: '备注' },
  ],
  nodes: [
    { type: 'start', code: 'start', name: '申请人' },
    {
      type: 'approver',
      code: 'A',
      name: '科室审批',
      rule: { kind: 'manager' },
      isCustomCopy: true,
      write: ['note'],
    },
    {
      type: 'approver',
      code: 'B',
      name: '主任会签',
      rule: { kind: 'departmentHead' },
      counterSign: true,
      when: [{ field: 'leaveDayCount', op: '>', value: 3 }],
    },
    {
      type: 'approver',
      code: 'C',
      name: '院领导审批',
      rule: { kind: 'position', position: 'director' },
      when: [{ field: 'leaveDayCount', op: '>', value: 15 }],
      hasSign: true,
      opinionRequired: true,
    },
    { type: 'end', code: 'end', name: '结束', copyTo: [{ kind: 'role', role: 'hr' }] },
  ],
};

export const RESOLVED: Resolved = {
  A: { handlers: ['a1', 'a2'], copies: [] },
  B: { handlers: ['b1', 'b2'], copies: ['x'] },
  C: { handlers: ['c1'], copies: [] },
  end: { handlers: [], copies: ['hr'] },
};

export function draft(days: number, resolved: Resolved = RESOLVED, template = TEMPLATE): FlowInput {
  return {
    template,
    form: { leaveDayCount: days },
    resolved,
    names: NAMES,
    task: {
      id: 't1',
      applicantId: 'applicant',
      status: 0,
      currentNode: null,
      step: 0,
      operators: [],
      copied: [],
    },
  };
}

let serial = 0;

/** The input after `effects` were written. */
export function fold(input: FlowInput, e: Effects): FlowInput {
  const states = new Map(e.operatorStates.map((s) => [s.id, s.state]));
  const operators = [
    ...input.task.operators.map((o) => ({ ...o, state: states.get(o.id) ?? o.state })),
    ...e.newOperators.map((o) => ({ ...o, id: `op${++serial}` })),
  ];
  const task: TaskSnapshot = {
    ...input.task,
    status: e.task.status,
    currentNode: e.task.currentNode,
    step: e.task.step,
    operators,
    copied: [...input.task.copied, ...e.copies.map((c) => c.userId)],
  };
  return { ...input, task };
}

/** The pending operator of `handlerId` now (fails the test when there is none). */
export function pendingOf(input: FlowInput, handlerId: string): string {
  const op = input.task.operators.find((o) => o.handlerId === handlerId && o.state === 'pending');
  if (!op) throw new Error(`${handlerId} has nothing pending`);
  return op.id;
}

export const opinion = (text = '同意') => ({ opinion: text, signImg: null, copyIds: [] as string[] });
