/**
 * The field vocabulary: every jnpfKey of API-CONTRACT.md either renders or shows a notice, sections split at
 * group titles, and sizes read the way people read them.
 */
import { describe, expect, it } from 'vitest';
import { fileSize } from '../../../src/forms/fileSize';
import { dateMs, dateText } from '../../../src/forms/fields/dateText';
import { HALF_DAY_DATE, isChoice, isEmptyValue, isSupported } from '../../../contract/form/kinds';
import { sectionsOf } from '../../../src/forms/sections';
import { SAMPLE_FORM } from './fixtures';

const PLATFORM_KINDS =
  'comInput textarea numInput switch radio checkbox select cascader time date uploadImg uploadFz rate slider ' +
  'comSelect depSelect posSelect userSelect treeSelect address JNPFText groupTitle divider card row tab collapse ' +
  'table createUser createTime modifyUser modifyTime currOrganize currDept currPosition billRule dicSelect ' +
  'timeRange dateRange';

describe('field kinds', () => {
  it('supports the kinds issue #4 asks for, and our half-day date', () => {
    const wanted =
      'comInput textarea numInput switch radio checkbox select date time dateRange timeRange dicSelect depSelect ' +
      'posSelect userSelect JNPFText groupTitle divider uploadFz uploadImg createUser currOrganize currPosition ' +
      'createTime billRule';
    for (const kind of wanted.split(' ')) expect(isSupported(kind), kind).toBe(true);
    expect(isSupported(HALF_DAY_DATE)).toBe(true);
  });
  it('leaves the rest of the platform vocabulary to the read-only notice', () => {
    const unsupported = PLATFORM_KINDS.split(' ').filter((k) => !isSupported(k));
    expect(unsupported).toEqual([
      'cascader',
      'rate',
      'slider',
      'comSelect',
      'treeSelect',
      'address',
      'card',
      'row',
      'tab',
      'collapse',
      'table',
      'modifyUser',
      'modifyTime',
    ]);
  });
  it('asks for choices with 请选择 and for text with 请填写', () => {
    expect(isChoice('dicSelect')).toBe(true);
    expect(isChoice(HALF_DAY_DATE)).toBe(true);
    expect(isChoice('textarea')).toBe(false);
  });
  it('knows what empty means per kind', () => {
    expect(isEmptyValue(Number.NaN, 'numInput')).toBe(true);
    expect(isEmptyValue(false, 'switch')).toBe(false);
    expect(isEmptyValue(['08:00'], 'timeRange')).toBe(true);
    expect(isEmptyValue(['a'], 'checkbox')).toBe(false);
  });
});

describe('sections', () => {
  it('cut the form at each group title', () => {
    const sections = sectionsOf(SAMPLE_FORM.fields);
    expect(sections.map((s) => [s.title?.__vModel__ ?? null, s.fields.length])).toEqual([
      [null, 5],
      ['title', 10],
    ]);
  });
  it('a form that opens with a title has no empty first section', () => {
    expect(sectionsOf(SAMPLE_FORM.fields.slice(5))).toHaveLength(1);
  });
});

describe('small formats', () => {
  it('file sizes', () => {
    expect([fileSize(0), fileSize(512), fileSize(12_800), fileSize(3_565_158)]).toEqual([
      '0 B',
      '512 B',
      '13 KB',
      '3.4 MB',
    ]);
  });
  it('native date text and local midnight round-trip', () => {
    const ms = dateMs('2026-11-23');
    expect(ms).toBe(new Date(2026, 10, 23).getTime());
    expect(dateText(ms)).toBe('2026-11-23');
    expect(dateMs('')).toBeNull();
    expect(dateText(null)).toBe('');
  });
});
