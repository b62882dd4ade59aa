/** Every error names its field, in the app's language (zh-CN by default, English as a setting). */
import i18next from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { switchLanguage, t } from '../../../src/i18n';
import { issueText } from '../../../contract/form/issueText';
import { LEAVE as LEAVE_FORM } from '../../../contract/hrForm/forms/attendance';
import { addHrWords } from '../../../src/forms/formWords';
import type { FieldDef } from '../../../contract/form/types';

const fieldOf = (name: string) => LEAVE_FORM.fields.find((f) => f.__vModel__ === name) as FieldDef;
const plain = (label: string, jnpfKey = 'comInput'): FieldDef => ({
  __vModel__: 'x',
  __config__: { label, jnpfKey },
});

addHrWords();
afterAll(() => void i18next.changeLanguage('zh-CN'));

describe('issue wording (zh-CN)', () => {
  it('asks to fill text and to choose a choice, naming the field', () => {
    expect(issueText(t, fieldOf('leaveReason'), { field: 'leaveReason', rule: 'required' })).toBe(
      '请填写请假事由',
    );
    expect(issueText(t, fieldOf('leaveType'), { field: 'leaveType', rule: 'required' })).toBe(
      '请选择请假类型',
    );
    expect(issueText(t, fieldOf('leaveStartTime'), { field: 'leaveStartTime', rule: 'required' })).toBe(
      '请选择开始时间',
    );
  });
  it('says which field may not come before which', () => {
    const issue = {
      field: 'leaveEndTime',
      rule: 'order' as const,
      params: { other: 'hr.field.leaveStartTime' },
    };
    expect(issueText(t, fieldOf('leaveEndTime'), issue)).toBe('结束时间不能早于开始时间');
  });
  it('shows the platform message of a pattern after the label, and plain-text labels as they are', () => {
    expect(issueText(t, plain('工号'), { field: 'x', rule: 'pattern', message: '只能是数字' })).toBe(
      '工号：只能是数字',
    );
  });
  it('words the spec §5 validators', () => {
    expect(issueText(t, plain('手机'), { field: 'x', rule: 'validator', params: { name: 'mobile' } })).toBe(
      '手机：请输入正确的手机号码',
    );
  });
  it('puts numbers in', () => {
    expect(
      issueText(t, fieldOf('leaveDayCount'), { field: 'leaveDayCount', rule: 'max', params: { max: 365 } }),
    ).toBe('请假天数不能大于 365');
  });
});

describe('issue wording (en)', () => {
  it('names the field in English', async () => {
    await switchLanguage('en');
    expect(issueText(t, fieldOf('leaveReason'), { field: 'leaveReason', rule: 'required' })).toBe(
      'Please fill in Reason',
    );
  });
});
