/**
 * Rows of one kind are told apart (#14 item 6): the sync centre, 我的草稿 and 我发起的 show, through one
 * rowSummary, a form's kind (病假, by the dictionary's name), its dates (start – end, with the half day), its
 * computed days or else its reason cut short, its bill number once it has one, and when the row reached
 * its state (保存于 / 提交于 / 送达于 / 发起于) — never the form's name alone.
 */
import { describe, expect, it } from 'vitest';
import { CEASE_LEAVE, LEAVE } from '../../../contract/hrForm/forms/attendance';
import { TERMINATE_CONTRACT } from '../../../contract/hrForm/forms/contracts';
import { deriveLeave } from '../../../contract/hrForm/leave';
import { addHrWords } from '../../../src/forms/formWords';
import { t } from '../../../src/i18n';
import { halfDayMs } from '../../../src/forms/halfDay';
import { dictionaryIdsOf, rowSummary } from '../../../src/forms/rowSummary';

addHrWords();
const SICK = 'dict-leave-sick';
const names = new Map([[SICK, '病假']]);
const leave = (from: string, to: string, reason: string, extra: Record<string, unknown> = {}) =>
  deriveLeave({
    leaveType: SICK,
    leaveStartTime: halfDayMs(from, 'morning', 1),
    leaveEndTime: halfDayMs(to, 'afternoon', 2),
    leaveReason: reason,
    ...extra,
  });
const detailOf = (values: Record<string, unknown>, def = LEAVE) =>
  rowSummary(t, { def, values, names }).detail;
const at = (month: number, day: number, hour: number, minute: number) =>
  new Date(2026, month - 1, day, hour, minute).getTime();

describe('what tells two forms apart', () => {
  it('a leave by its type, its half days and its days', () => {
    expect(detailOf(leave('2026-12-14', '2026-12-15', '复查'))).toBe(
      '病假 · 12-14 上午 – 12-15 下午 · 请假天数 2',
    );
  });

  it('two leaves of the same form read differently', () => {
    const a = detailOf(leave('2026-12-14', '2026-12-14', '发热'));
    const b = detailOf(leave('2026-12-21', '2026-12-22', '发热'));
    expect(a).not.toBe(b);
  });

  it('the bill number is shown once known, on top of the key values', () => {
    expect(detailOf(leave('2026-12-14', '2026-12-14', '发热', { billNo: 'QJ2026121400001' }))).toBe(
      '病假 · 12-14 上午 – 12-14 下午 · 请假天数 1 · QJ2026121400001',
    );
  });

  it('a dictionary choice whose name is not on the phone is left out, never shown as an id', () => {
    const summary = rowSummary(t, { def: LEAVE, values: leave('2026-12-14', '2026-12-14', '发热') });
    expect(summary.detail).toBe('12-14 上午 – 12-14 下午 · 请假天数 1 · 发热');
  });

  it('the dictionary ids a list must name are the form’s single dictionary choices', () => {
    expect(dictionaryIdsOf(LEAVE, leave('2026-12-14', '2026-12-14', '发热'))).toEqual([SICK]);
    expect(dictionaryIdsOf(LEAVE, {})).toEqual([]);
    expect(dictionaryIdsOf(undefined, { leaveType: SICK })).toEqual([]);
  });

  it('a fixed choice by its words, a date, and the first text cut short', () => {
    const values = {
      terminateType: 'mutual',
      terminateDate: at(12, 31, 0, 0),
      reason: '家中老人住院需要陪护，无法继续在岗工作，特此申请',
    };
    expect(detailOf(values, TERMINATE_CONTRACT)).toBe('协商解除 · 12-31 · 家中老人住院需要陪护，无法继续在…');
  });

  it('a form without computed days shows its text after its dates', () => {
    const values = { backTime: halfDayMs('2026-12-16', 'morning', 1), actualDays: 2, remark: '按时返岗' };
    expect(detailOf(values, CEASE_LEAVE)).toBe('12-16 上午 · 按时返岗');
  });

  it('an empty draft says nothing but when it was saved', () => {
    expect(rowSummary(t, { def: LEAVE, values: {}, at: { key: 'saved', ms: at(11, 24, 9, 5) } })).toEqual({
      detail: '',
      time: '保存于 11月24日 09:05',
    });
  });
});

describe('the state time', () => {
  it('queued, delivered and started read in Chinese', () => {
    const time = (key: 'queued' | 'delivered' | 'started') =>
      rowSummary(t, { at: { key, ms: at(3, 5, 14, 30) } }).time;
    expect(time('queued')).toBe('提交于 3月5日 14:30');
    expect(time('delivered')).toBe('送达于 3月5日 14:30');
    expect(time('started')).toBe('发起于 3月5日 14:30');
  });
});

describe('a flow of 我发起的, from what its list item carries', () => {
  it('its bill number and when it was started', () => {
    expect(
      rowSummary(t, { billNo: 'QJ2026112400003', at: { key: 'started', ms: at(11, 24, 8, 0) } }),
    ).toEqual({
      detail: 'QJ2026112400003',
      time: '发起于 11月24日 08:00',
    });
  });

  it('without a bill number, nothing is made up', () => {
    expect(rowSummary(t, { billNo: '' })).toEqual({ detail: '', time: '' });
  });
});
