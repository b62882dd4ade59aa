/**
 * An approver's field changes (Audit's formData) leave the engine in the approve effects, limited to the
 * fields their node may write (`write`); the shell stores exactly those. The HR node of the HR flows may set
 * the dates a change takes effect, and lists them among the template's fields so the detail marks them.
 */
import { describe, expect, it } from 'vitest';
import { approve, formOperatesFor, submit, templateOf, type ApproverNode } from '../../../server/workflow';
import { draft, fold, opinion, pendingOf, RESOLVED } from '../../server/workflowFixture';

const submitted = (days: number) => {
  const input = draft(days, RESOLVED);
  return fold(input, submit(input));
};

describe('approve carries the accepted changes', () => {
  it('a field the node may write is carried; one it may not write is ignored', () => {
    const input = submitted(5);
    const e = approve(input, 'a1', pendingOf(input, 'a1'), {
      ...opinion(),
      formData: { note: '已核实', leaveDayCount: 30 },
    });
    expect(e.formChanges).toEqual({ note: '已核实' });
    // The path still reads the day count the node could not change: B (> 3 days) is next, not C.
    expect(e.task.currentNode).toBe('B');
  });

  it('a node without writable fields carries no changes, whatever is sent', () => {
    const atA = submitted(5);
    const atB = fold(atA, approve(atA, 'a1', pendingOf(atA, 'a1'), opinion()));
    const e = approve(atB, 'b1', pendingOf(atB, 'b1'), { ...opinion(), formData: { note: 'x' } });
    expect(e.formChanges).toEqual({});
  });

  it('no formData, no changes', () => {
    const input = submitted(1);
    expect(approve(input, 'a1', pendingOf(input, 'a1'), opinion()).formChanges).toEqual({});
  });
});

describe('the HR flows', () => {
  it('人事处 sets the transfer date of a transfer, and the detail marks it writable there only', () => {
    const template = templateOf('transferPositionApply')!;
    const [dept, hr] = template.nodes.slice(1, 3) as ApproverNode[];
    expect(hr!.write).toEqual(['transferDate']);
    expect(
      formOperatesFor(template, hr)
        .filter((f) => f.write)
        .map((f) => f.id),
    ).toEqual(['transferDate']);
    expect(formOperatesFor(template, dept).some((f) => f.write)).toBe(false);
  });

  it("every HR flow's writable fields are fields of its form", () => {
    for (const key of [
      'retirementApply',
      'regularWorkerApply',
      'terminateContractApply',
      'engageApply',
      'creditApply',
    ]) {
      const template = templateOf(key)!;
      const ids = template.fields.map((f) => f.id);
      const writes = template.nodes.flatMap((n) => (n.type === 'approver' ? (n.write ?? []) : []));
      expect(writes.length).toBeGreaterThan(0);
      expect(writes.every((w) => ids.includes(w))).toBe(true);
    }
  });
});
