/**
 * The approval screen leads with what the approver decides on (#30 item 13): each form names its key
 * fields, shown by label in that order — a leave's type by the dictionary's name, its half days, its days
 * and its reason — never a field the viewer may not read, never an empty one, never a bare id; and the
 * form's attachments by name.
 */
import { describe, expect, it } from 'vitest';
import { HR_FORM_DEFS } from '../../../contract/hrForm/forms';
import { LEAVE } from '../../../contract/hrForm/forms/attendance';
import { TERMINATE_CONTRACT } from '../../../contract/hrForm/forms/contracts';
import { TRANSFER_POSITION } from '../../../contract/hrForm/forms/moves';
import { isLayout, isSystem } from '../../../contract/form/kinds';
import { deriveLeave } from '../../../contract/hrForm/leave';
import { addHrWords } from '../../../src/forms/formWords';
import { halfDayMs } from '../../../src/forms/halfDay';
import { t } from '../../../src/i18n';
import { attachmentsOf, keyFactsOf, namedIdsOf } from '../../../src/features/workflow/flow/keyFacts';

addHrWords();
const SICK = 'dict-leave-sick';
const names = new Map([[SICK, '病假']]);
const leave = deriveLeave({
  leaveType: SICK,
  leaveStartTime: halfDayMs('2027-02-01', 'morning', 1),
  leaveEndTime: halfDayMs('2027-02-04', 'afternoon', 2),
  leaveReason: ' 骨折术后休养 ',
  fileJson: [{ fileId: 'f1', name: '诊断证明.pdf', size: 2048, type: 'application/pdf' }],
});
const op = (id: string, read: boolean) => ({ id, name: id, read, write: false });

describe('key facts of a form', () => {
  it('a leave leads with its type, start, end, days and reason, by label, in that order', () => {
    expect(keyFactsOf(t, LEAVE, leave, [], names)).toEqual([
      { name: 'leaveType', label: '请假类型', text: '病假' },
      { name: 'leaveStartTime', label: '开始时间', text: '2027-02-01 上午' },
      { name: 'leaveEndTime', label: '结束时间', text: '2027-02-04 下午' },
      { name: 'leaveDayCount', label: '请假天数', text: '4' },
      { name: 'leaveReason', label: '请假事由', text: '骨折术后休养' },
    ]);
  });

  it('a field the viewer may not read is not a key fact', () => {
    const facts = keyFactsOf(t, LEAVE, leave, [op('leaveReason', false)], names);
    expect(facts.map((f) => f.name)).not.toContain('leaveReason');
  });

  it('an id this device cannot name is left out, never shown', () => {
    const facts = keyFactsOf(t, LEAVE, leave, [], new Map());
    expect(facts.map((f) => f.name)).not.toContain('leaveType');
    expect(facts.map((f) => f.text).join()).not.toContain(SICK);
  });

  it('an empty key field is left out', () => {
    const facts = keyFactsOf(t, LEAVE, { ...leave, leaveReason: '  ' }, [], names);
    expect(facts.map((f) => f.name)).not.toContain('leaveReason');
  });

  it('a fixed choice reads as its words, units and posts by their names', () => {
    const facts = keyFactsOf(
      t,
      TERMINATE_CONTRACT,
      { terminateType: 'mutual', reason: '家庭原因', compensation: 12000 },
      [],
      new Map(),
    );
    expect(facts[0]).toMatchObject({ name: 'terminateType', text: '协商解除' });
    const ids = namedIdsOf(TRANSFER_POSITION, { fromDept: 'o1', toPost: 'p2' }, []);
    expect(ids).toMatchObject({ depSelect: ['o1'], posSelect: ['p2'] });
  });

  it('the attachments are listed by name and size', () => {
    expect(attachmentsOf(LEAVE, leave, [])).toEqual([{ fileId: 'f1', name: '诊断证明.pdf', size: 2048 }]);
    expect(attachmentsOf(LEAVE, leave, [op('fileJson', false)])).toEqual([]);
  });
});

describe('every HR form names its own key fields', () => {
  it.each(Object.values(HR_FORM_DEFS).map((def) => [def.formKey, def] as const))(
    '%s: its key fields are fields it asks, not layout or system fields',
    (_key, def) => {
      const own = new Map(def.fields.map((f) => [f.__vModel__, f.__config__.jnpfKey]));
      expect(def.keyFields?.length).toBeGreaterThan(0);
      for (const name of def.keyFields ?? []) {
        const kind = own.get(name);
        expect(kind, name).toBeDefined();
        expect(isLayout(kind ?? '') || isSystem(kind ?? ''), name).toBe(false);
      }
    },
  );
});
