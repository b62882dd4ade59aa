/**
 * The action bar shows exactly the actions the server granted in `data.actions` — an approver's only with
 * the operator they act as — and none while this device's action waits or the copy is known to be stale.
 */
import { describe, expect, it } from 'vitest';
import { actionButtonsOf, operatorFor } from '../../../src/features/workflow/flow/actionBarModel';
import { NO_ACTIONS, OPERATOR_ID, leaveDetail } from './fixtures';

const APPROVER = leaveDetail().actions;
const names = (actions = APPROVER, marks = {}) => actionButtonsOf(actions, marks).map((b) => b.action);

describe('the action bar', () => {
  it('an approver at the current node: 转办, 驳回, 同意 (同意 last and primary)', () => {
    const buttons = actionButtonsOf(APPROVER);
    expect(buttons.map((b) => b.action)).toEqual(['transfer', 'reject', 'audit']);
    expect(buttons.filter((b) => b.primary).map((b) => b.action)).toEqual(['audit']);
    expect(buttons.every((b) => b.way === 'operate')).toBe(true);
  });

  it('nothing granted: no buttons at all', () => {
    expect(names(NO_ACTIONS)).toEqual([]);
  });

  it('approver rights without an operator to act as are not shown', () => {
    expect(names({ ...APPROVER, operatorId: null })).toEqual([]);
  });

  it('the applicant: 撤销 and 催办, confirmed in place', () => {
    const buttons = actionButtonsOf({ ...NO_ACTIONS, withdraw: true, press: true });
    expect(buttons.map((b) => [b.action, b.way])).toEqual([
      ['withdraw', 'confirm'],
      ['press', 'confirm'],
    ]);
  });

  it('撤回 only with the operator to take back; 终止 for the administrator', () => {
    expect(names({ ...NO_ACTIONS, recallOperatorId: 'op-prev' })).toEqual(['recall']);
    expect(names({ ...NO_ACTIONS, cancel: true })).toEqual(['cancel']);
  });

  it('each granted flag shows its button and only its button', () => {
    for (const flag of ['audit', 'reject', 'transfer'] as const) {
      expect(names({ ...NO_ACTIONS, operatorId: OPERATOR_ID, [flag]: true })).toEqual([flag]);
    }
    for (const flag of ['withdraw', 'press', 'cancel'] as const) {
      expect(names({ ...NO_ACTIONS, [flag]: true })).toEqual([flag]);
    }
  });

  it('while an action of this device waits to be sent, or the copy is stale: no buttons', () => {
    expect(names(APPROVER, { pendingAction: 'flowAudit' })).toEqual([]);
    expect(names(APPROVER, { stale: true })).toEqual([]);
    expect(names(APPROVER, { pendingAction: null, stale: false })).toEqual(['transfer', 'reject', 'audit']);
  });

  it('驳回, 撤销 and 终止 look dangerous', () => {
    const all = { ...APPROVER, recallOperatorId: 'op-prev', withdraw: true, press: true, cancel: true };
    expect(
      actionButtonsOf(all)
        .filter((b) => b.danger)
        .map((b) => b.action),
    ).toEqual(['cancel', 'withdraw', 'reject']);
  });

  it('the operator an action is taken as', () => {
    const all = { ...APPROVER, recallOperatorId: 'op-prev' };
    expect(operatorFor('audit', all)).toBe(OPERATOR_ID);
    expect(operatorFor('recall', all)).toBe('op-prev');
    expect(operatorFor('press', all)).toBeNull();
  });
});
