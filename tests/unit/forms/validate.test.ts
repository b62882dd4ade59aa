/**
 * Form validation as pure functions: required (per kind), regList patterns as the platform writes them, the
 * spec §5 validators by name, numbers, text length, file count, ranges, and the form's own rules in order.
 */
import { describe, expect, it } from 'vitest';
import { toRegExp } from '../../../contract/form/pattern';
import type { FieldDef, FormDef } from '../../../contract/form/types';
import { issuesByField, validateField, validateForm } from '../../../contract/form/validate';

const field = (
  jnpfKey: string,
  extra: Partial<FieldDef> = {},
  config: Partial<FieldDef['__config__']> = {},
) => ({ __vModel__: 'f', __config__: { label: '字段', jnpfKey, ...config }, ...extra }) as FieldDef;
const required = (jnpfKey: string, extra: Partial<FieldDef> = {}) =>
  field(jnpfKey, extra, { required: true });

describe('required', () => {
  it('rejects blank text, including only spaces', () => {
    expect(validateField(required('comInput'), '')).toMatchObject({ field: 'f', rule: 'required' });
    expect(validateField(required('textarea'), '   ')).toMatchObject({ rule: 'required' });
    expect(validateField(required('comInput'), ' 发热 ')).toBeNull();
  });
  it('rejects no number, an empty list and a half-filled range', () => {
    expect(validateField(required('numInput'), null)).toMatchObject({ rule: 'required' });
    expect(validateField(required('checkbox'), [])).toMatchObject({ rule: 'required' });
    expect(validateField(required('dateRange'), [1, ''])).toMatchObject({ rule: 'required' });
    expect(validateField(required('uploadFz'), [])).toMatchObject({ rule: 'required' });
  });
  it('accepts 0 and a switch that is off', () => {
    expect(validateField(required('numInput'), 0)).toBeNull();
    expect(validateField(required('switch'), false)).toBeNull();
  });
  it('does not apply to disabled (computed), system and layout fields', () => {
    expect(validateField(required('numInput', { disabled: true }), null)).toBeNull();
    expect(validateField(required('billRule'), '')).toBeNull();
    expect(validateField(required('groupTitle'), undefined)).toBeNull();
  });
  it('an optional empty field is fine whatever its other rules', () => {
    expect(validateField(field('comInput', {}, { validators: ['mobile'] }), '')).toBeNull();
  });
});

describe('regList patterns', () => {
  const withPattern = (pattern: string) =>
    field('comInput', {}, { regList: [{ pattern, message: '请输入数字' }] });
  it('reads the platform literal form /…/ and its flags', () => {
    expect(validateField(withPattern('/^\\d+$/'), '12a')).toMatchObject({
      rule: 'pattern',
      message: '请输入数字',
    });
    expect(validateField(withPattern('/^abc$/i'), 'ABC')).toBeNull();
  });
  it('reads a bare source too', () => {
    expect(validateField(withPattern('^\\d+$'), '123')).toBeNull();
    expect(validateField(withPattern('^\\d+$'), 'x')).toMatchObject({ rule: 'pattern' });
  });
  it('gives the same answer every time, even with a g flag', () => {
    const f = withPattern('/^\\d+$/g');
    expect([validateField(f, '1'), validateField(f, '1'), validateField(f, '1')]).toEqual([null, null, null]);
  });
  it('skips a pattern that does not compile instead of failing the nurse', () => {
    expect(toRegExp('/([/')).toBeNull();
    expect(validateField(withPattern('/([/'), 'anything')).toBeNull();
  });
  it('checks the trimmed text', () => {
    expect(validateField(withPattern('^\\d+$'), ' 12 ')).toBeNull();
  });
});

describe('spec §5 validators by name', () => {
  it('names the broken validator', () => {
    const f = field('comInput', {}, { validators: ['mobile'] });
    expect(validateField(f, '12345')).toMatchObject({ rule: 'validator', params: { name: 'mobile' } });
    expect(validateField(f, '13812345678')).toBeNull();
  });
  it('runs after the regList, first failure wins', () => {
    const f = field(
      'comInput',
      {},
      { regList: [{ pattern: '^1', message: '须以 1 开头' }], validators: ['idCard'] },
    );
    expect(validateField(f, '2')).toMatchObject({ rule: 'pattern' });
    expect(validateField(f, '1')).toMatchObject({ rule: 'validator', params: { name: 'idCard' } });
  });
});

describe('numbers and text', () => {
  const n = field('numInput', { min: 0, max: 10, precision: 1 });
  it('checks min, max and decimal places', () => {
    expect(validateField(n, -1)).toMatchObject({ rule: 'min', params: { min: 0 } });
    expect(validateField(n, 11)).toMatchObject({ rule: 'max', params: { max: 10 } });
    expect(validateField(n, 1.25)).toMatchObject({ rule: 'precision', params: { precision: 1 } });
    expect(validateField(n, 9.5)).toBeNull();
  });
  it('text that is not a number is a number error', () => {
    expect(validateField(n, 'x')).toMatchObject({ rule: 'number' });
  });
  it('checks the length of text', () => {
    expect(validateField(field('textarea', { maxlength: 3 }), '四个汉字')).toMatchObject({
      rule: 'maxlength',
    });
    expect(validateField(field('textarea', { maxlength: 3 }), '三个字')).toBeNull();
  });
  it('checks how many files are attached', () => {
    const file = { fileId: 'a', name: 'a.pdf', size: 1, type: 'application/pdf' };
    expect(validateField(field('uploadFz', { limit: 1 }), [file, { ...file, fileId: 'b' }])).toMatchObject({
      rule: 'limit',
    });
  });
});

describe('ranges', () => {
  it('a date range may be one day long but not end before it starts', () => {
    expect(validateField(field('dateRange'), [100, 100])).toBeNull();
    expect(validateField(field('dateRange'), [200, 100])).toMatchObject({ rule: 'range' });
  });
  it('a time range must move forward', () => {
    expect(validateField(field('timeRange'), ['08:00', '12:00'])).toBeNull();
    expect(validateField(field('timeRange'), ['08:00', '08:00'])).toMatchObject({ rule: 'range' });
  });
});

describe('a whole form', () => {
  const def: FormDef = {
    formKey: 'T',
    title: 'T',
    fields: [
      { __vModel__: 'a', __config__: { label: 'A', jnpfKey: 'comInput', required: true } },
      { __vModel__: 'b', __config__: { label: 'B', jnpfKey: 'comInput', required: true } },
      { __vModel__: 'c', __config__: { label: 'C', jnpfKey: 'rate', required: true } },
    ],
    check: (v) => [
      { field: 'a', rule: 'order', params: { other: 'B' } },
      ...(v.b === 'x' ? [{ field: 'b', rule: 'range' as const }] : []),
    ],
  };
  it('lists one issue per field in the order of the form, field rules before form rules', () => {
    const issues = validateForm(def, { a: '', b: 'x', c: '' });
    expect(issues.map((i) => [i.field, i.rule])).toEqual([
      ['a', 'required'],
      ['b', 'range'],
      ['c', 'required'],
    ]);
    expect(Object.keys(issuesByField(issues))).toEqual(['a', 'b', 'c']);
  });
  it('a kind the engine cannot render still counts when required (its notice says so), and never throws', () => {
    expect(validateForm(def, { a: 'ok', b: 'ok', c: 3 }).map((i) => i.field)).toEqual(['a']);
  });
});
