/**
 * Form values: a new form starts from its defaults and the system fields (who, where, when), computed
 * fields follow every change, and a draft's data is restored onto the form as it is now.
 */
import { describe, expect, it } from 'vitest';
import { attachmentIds, initialValues, restoreValues, withValue } from '../../../src/forms/values';
import { NURSE, SAMPLE_FORM } from './fixtures';

const ctx = { user: NURSE, now: 1_700_000_000_000 };

describe('a new form', () => {
  const values = initialValues(SAMPLE_FORM, ctx);
  it('fills the system fields from the session and the clock', () => {
    expect(values).toMatchObject({
      who: 'u-nurse01',
      dept: 'd-cardio',
      post: 'p-nurse',
      when: ctx.now,
      no: '',
    });
  });
  it('takes defaults, and the empty value of each kind otherwise', () => {
    expect(values).toMatchObject({
      name: '默认',
      count: null,
      on: false,
      tags: [],
      users: [],
      dept2: '',
      day: null,
    });
    expect(values.span).toEqual([]);
    expect(values.files).toEqual([]);
  });
  it('holds no value for layout fields', () => {
    expect('title' in values).toBe(false);
  });
  it('a person without a position gets an empty one', () => {
    expect(initialValues(SAMPLE_FORM, { ...ctx, user: { ...NURSE, positionId: null } }).post).toBe('');
  });
});

describe("a new form starts with the person's own facts the server holds", () => {
  const entryDate = 1_561_939_200_000;
  const form = {
    ...SAMPLE_FORM,
    fields: [
      {
        __vModel__: 'joined',
        __config__: { label: '入职日期', jnpfKey: 'date', userFact: 'entryDate' as const },
      },
      {
        __vModel__: 'phone',
        __config__: { label: '联系电话', jnpfKey: 'comInput', userFact: 'mobile' as const },
      },
      { __vModel__: 'other', __config__: { label: '其他日期', jnpfKey: 'date' } },
    ],
  };
  it('入职日期 and the mobile on file fill the fields that ask for them, and nothing else', () => {
    const user = { ...NURSE, facts: { entryDate, mobile: '13800000001' } };
    expect(initialValues(form, { ...ctx, user })).toMatchObject({
      joined: entryDate,
      phone: '13800000001',
      other: null,
    });
  });
  it('a fact the server does not hold leaves the field empty to fill in', () => {
    expect(initialValues(form, ctx)).toMatchObject({ joined: null, phone: '', other: null });
  });
});

describe('changes', () => {
  it('computed fields follow', () => {
    const base = initialValues(SAMPLE_FORM, ctx);
    expect(withValue(SAMPLE_FORM, base, 'count', 4).double).toBe(8);
    expect(withValue(SAMPLE_FORM, base, 'count', null).double).toBeNull();
  });
});

describe('restoring a draft', () => {
  const base = initialValues(SAMPLE_FORM, ctx);
  const file = { fileId: 'f1', name: '诊断证明.jpg', size: 2048, type: 'image/jpeg' };
  it('gives back exactly what was saved, attachments included', () => {
    const saved = { ...base, name: '张三', count: 3, double: 6, files: [file], span: [1, 2] };
    expect(restoreValues(SAMPLE_FORM, base, saved)).toEqual(saved);
  });
  it('drops fields the form no longer has and ignores values no field could hold', () => {
    const restored = restoreValues(SAMPLE_FORM, base, { gone: 'x', name: { evil: true }, count: 2 });
    expect('gone' in restored).toBe(false);
    expect(restored.name).toBe('默认');
    expect(restored.double).toBe(4);
  });
  it('finds the files a draft refers to', () => {
    expect(attachmentIds({ a: [file, { ...file, fileId: 'f2' }], b: ['x'], c: 'f3' })).toEqual(['f1', 'f2']);
  });
});
