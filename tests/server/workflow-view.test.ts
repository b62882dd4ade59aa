/**
 * How a task looks to each viewer, pure: node states along the branch (done, current, pending, skipped),
 * the people at each node, and exactly the buttons each person has now (the same rules the actions apply).
 */
import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  approve,
  approversPropertiesFor,
  formOperatesFor,
  myPending,
  nodeViews,
  submit,
  type ApproverNode,
  type FlowInput,
} from '../../server/workflow';
import { draft, fold, opinion, pendingOf, TEMPLATE } from './workflowFixture';

const submitted = (days: number) => fold(draft(days), submit(draft(days)));
const approveBy = (input: FlowInput, who: string) =>
  fold(input, approve(input, who, pendingOf(input, who), opinion()));
const states = (input: FlowInput) => nodeViews(input).map((n) => `${n.id}:${n.state}`);

describe('node states', () => {
  it('a 5-day task at its second node: start and A done, B current, C off this branch, end ahead', () => {
    const atB = approveBy(submitted(5), 'a1');
    expect(states(atB)).toEqual(['start:done', 'A:done', 'B:current', 'C:skipped', 'end:pending']);
    const views = nodeViews(atB);
    expect(views.find((n) => n.id === 'A')!.handlerIds).toEqual(['a1']);
    expect(views.find((n) => n.id === 'B')).toMatchObject({ counterSign: true, handlerIds: ['b1', 'b2'] });
  });

  it('an approved task is done throughout its branch', () => {
    const done = approveBy(submitted(1), 'a1');
    expect(states(done)).toEqual(['start:done', 'A:done', 'B:skipped', 'C:skipped', 'end:done']);
  });

  it('pending nodes show who would approve them', () => {
    const views = nodeViews(submitted(20));
    expect(views.find((n) => n.id === 'C')).toMatchObject({ state: 'pending', handlerIds: ['c1'] });
  });
});

describe('the buttons each viewer has', () => {
  it('an approver at the current node may approve, reject and transfer; the applicant may withdraw and urge', () => {
    const input = submitted(5);
    expect(actionsFor(input, 'a1', false)).toEqual({
      operatorId: pendingOf(input, 'a1'),
      audit: true,
      reject: true,
      transfer: true,
      recallOperatorId: null,
      withdraw: false,
      press: false,
      cancel: false,
    });
    expect(actionsFor(input, 'applicant', false)).toMatchObject({
      audit: false,
      withdraw: true,
      press: true,
    });
    expect(actionsFor(input, 'admin', true)).toMatchObject({ audit: false, cancel: true, withdraw: false });
  });

  it('after approving, the approver may recall until the next node acts; the applicant may no longer withdraw', () => {
    const input = submitted(5);
    const mine = pendingOf(input, 'a1');
    const atB = approveBy(input, 'a1');
    expect(actionsFor(atB, 'a1', false)).toMatchObject({ audit: false, recallOperatorId: mine });
    expect(actionsFor(atB, 'applicant', false)).toMatchObject({ withdraw: false, press: true });
    expect(actionsFor(approveBy(atB, 'b1'), 'a1', false).recallOperatorId).toBeNull();
  });

  it('an ended task offers nothing to anyone', () => {
    const done = approveBy(submitted(1), 'a1');
    for (const [who, admin] of [
      ['a1', false],
      ['applicant', false],
      ['admin', true],
    ] as const)
      expect(Object.values(actionsFor(done, who, admin)).filter(Boolean)).toEqual([]);
  });
});

describe('the rules of the viewer’s node', () => {
  it('the approver sees where a rejection may go and may add copy-to people; fields they may write are marked', () => {
    const input = submitted(20);
    const props = approversPropertiesFor(input, myPending(input, 'a1'));
    expect(props).toMatchObject({ isCustomCopy: true, rejectTargets: [{ id: 'start', nodeName: '申请人' }] });
    const operates = formOperatesFor(TEMPLATE, TEMPLATE.nodes[1] as ApproverNode);
    expect(operates).toEqual([
      { id: 'leaveDayCount', name: '天数', read: true, write: false },
      { id: 'note', name: '备注', read: true, write: true },
    ]);
  });

  it('someone with nothing to decide sees no rules and reads every field', () => {
    const input = submitted(1);
    expect(approversPropertiesFor(input, undefined)).toEqual({
      hasSign: false,
      opinionRequired: false,
      isCustomCopy: false,
      rejectTargets: [],
      candidateNodes: [],
    });
    expect(formOperatesFor(TEMPLATE, undefined).every((f) => f.read && !f.write)).toBe(true);
  });
});
