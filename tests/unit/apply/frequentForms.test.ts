/**
 * The 常用 row learns from use (#14 item 4): leave is pinned first from the first day; the forms a person
 * opens most come next; only forms they may use; four at most; uses are kept per person on the phone.
 */
import { describe, expect, it } from 'vitest';
import { applyGroups, FREQUENT_MAX, frequentForms } from '../../../src/features/apply/applyForms';
import { formUses, recordFormUse } from '../../../src/forms/formUsage';

const everyone = applyGroups({ can: () => true, titleOf: (n) => n, query: '' });
const names = (uses: Record<string, number>, groups = everyone) =>
  frequentForms(groups, uses).map((f) => f.name);

/** A Storage of one's own (the test runs where there is no window). */
function memoryStore() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('the 常用 row', () => {
  it('holds leave for someone who has opened nothing yet', () => {
    expect(names({})).toEqual(['leaveApply']);
  });
  it('keeps leave first, then the most used', () => {
    expect(names({ dimissionApply: 1, transferPositionApply: 3 })).toEqual([
      'leaveApply',
      'transferPositionApply',
      'dimissionApply',
    ]);
  });
  it(`holds ${FREQUENT_MAX} at most`, () => {
    const uses = Object.fromEntries(everyone.flatMap((g) => g.forms).map((f, i) => [f.name, i + 1]));
    expect(names(uses)).toHaveLength(FREQUENT_MAX);
  });
  it('never offers a form the person may not use', () => {
    const noLeave = applyGroups({ can: (m) => m !== 'leaveApply', titleOf: (n) => n, query: '' });
    expect(names({ leaveApply: 9, creditApply: 1 }, noLeave)).toEqual(['creditApply']);
  });
});

describe('uses, per person', () => {
  it('counts each opening, apart for each person', () => {
    const store = memoryStore();
    recordFormUse('u1', 'creditApply', store);
    recordFormUse('u1', 'creditApply', store);
    recordFormUse('u2', 'leaveApply', store);
    expect(formUses('u1', store)).toEqual({ creditApply: 2 });
    expect(formUses('u2', store)).toEqual({ leaveApply: 1 });
  });
  it('reads garbage as no uses', () => {
    const store = memoryStore();
    store.setItem('formUses:u1', '{"a": "x", "b": -1, "c": 2}');
    expect(formUses('u1', store)).toEqual({ c: 2 });
    store.setItem('formUses:u1', 'not json');
    expect(formUses('u1', store)).toEqual({});
  });
});
