/**
 * The form under the viewer's field permissions: read=false hides a field, write=true makes it editable,
 * everything else is read-only; only the writable fields go into the approval's formData. A form the app
 * has no definition for shows its data as label/value pairs.
 */
import { describe, expect, it } from 'vitest';
import { LEAVE as LEAVE_FORM } from '../../../contract/hrForm/forms/attendance';
import { flowFormOf } from '../../../src/features/workflow/flow/flowForms';
import {
  editedForm,
  operatedForm,
  plainFields,
  plainText,
} from '../../../src/features/workflow/flow/formOperates';

const op = (id: string, read: boolean, write: boolean) => ({ id, name: id, read, write });
const field = (def: { fields: { __vModel__: string }[] }, name: string) =>
  def.fields.find((f) => f.__vModel__ === name);

describe('field permissions', () => {
  it('without operates every field shows, read-only, and nothing is writable', () => {
    const { def, writable } = operatedForm(LEAVE_FORM, []);
    expect(writable).toEqual([]);
    expect(def.fields).toHaveLength(LEAVE_FORM.fields.length);
    expect(def.fields.filter((f) => f.__config__.jnpfKey !== 'groupTitle').every((f) => f.disabled)).toBe(
      true,
    );
  });

  it('read=false hides the field; write=true leaves it editable', () => {
    const { def, writable } = operatedForm(LEAVE_FORM, [
      op('leaveReason', false, false),
      op('leaveType', true, true),
    ]);
    expect(field(def, 'leaveReason')).toBeUndefined();
    expect(field(def, 'leaveType')).toMatchObject({ __vModel__: 'leaveType' });
    expect((field(def, 'leaveType') as { disabled?: boolean }).disabled).toBeUndefined();
    expect(writable).toEqual(['leaveType']);
  });

  it('read=true write=false: shown read-only', () => {
    const { def, writable } = operatedForm(LEAVE_FORM, [op('leaveReason', true, false)]);
    expect(field(def, 'leaveReason')).toMatchObject({ disabled: true });
    expect(writable).toEqual([]);
  });

  it('computed, system and attachment fields are never writable', () => {
    const ops = ['leaveDayCount', 'applyUser', 'billNo', 'fileJson'].map((n) => op(n, true, true));
    expect(operatedForm(LEAVE_FORM, ops).writable).toEqual([]);
  });

  it('a section title whose fields are all hidden goes too', () => {
    const hideAll = LEAVE_FORM.fields.slice(
      LEAVE_FORM.fields.findIndex((f) => f.__vModel__ === 'leaveGroup') + 1,
    );
    const { def } = operatedForm(
      LEAVE_FORM,
      hideAll.map((f) => op(f.__vModel__, false, false)),
    );
    expect(field(def, 'leaveGroup')).toBeUndefined();
  });

  it('the edits: every writable field’s value in formData, and their problems naming the field', () => {
    const operated = operatedForm(LEAVE_FORM, [op('leaveReason', true, true)]);
    expect(editedForm(operated, undefined)).toEqual({ formData: undefined, issues: [] });
    const good = editedForm(operated, { leaveReason: '补充：需复诊', leaveType: 'changed-but-not-writable' });
    expect(good).toEqual({ formData: { leaveReason: '补充：需复诊' }, issues: [] });
    const bad = editedForm(operated, { leaveReason: '' });
    expect(bad.issues.map((i) => [i.field.__vModel__, i.issue.rule])).toEqual([['leaveReason', 'required']]);
  });
});

describe('a form the app does not know', () => {
  it('is not in the registry; LeaveApply is', () => {
    expect(flowFormOf('LeaveApply')).toBe(LEAVE_FORM);
    expect(flowFormOf('SomeDynamicModel')).toBeNull();
  });

  it('shows its data as label/value pairs, named by formOperates, hidden ones left out', () => {
    const fields = plainFields({ cardNo: '6222', bank: '工行', secret: 'x' }, [
      { id: 'cardNo', name: '新卡号', read: true, write: false },
      { id: 'secret', name: '密', read: false, write: false },
    ]);
    expect(fields.map((f) => [f.label, f.value])).toEqual([
      ['新卡号', '6222'],
      ['bank', '工行'],
    ]);
  });

  it('words its values: booleans, lists, files, nothing', () => {
    const yesNo = ['是', '否'] as const;
    expect(plainText(true, yesNo)).toBe('是');
    expect(plainText(['a', 'b'], yesNo)).toBe('a、b');
    expect(plainText([{ name: '证书.pdf', url: '/x' }], yesNo)).toBe('证书.pdf');
    expect(plainText(null, yesNo)).toBe('');
    expect(plainText(12, yesNo)).toBe('12');
  });
});
