/**
 * The leave form (LeaveApply): day count in halves and hours (8 h a day) follow start and end; an end before
 * the start is an error under the end; a new form starts with the applicant, department and urgency 普通.
 */
import { describe, expect, it } from 'vitest';
import { checkLeave, deriveLeave, MAX_LEAVE_DAYS } from '../../../contract/hrForm/leave';
import { LEAVE as LEAVE_FORM } from '../../../contract/hrForm/forms/attendance';
import { halfDayMs } from '../../../src/forms/halfDay';
import type { Half } from '../../../contract/form/halfDay';
import { initialValues, withValue } from '../../../src/forms/values';
import { validateForm } from '../../../contract/form/validate';
import type { FormValues } from '../../../contract/form/types';
import { NURSE } from './fixtures';

const startAt = (date: string, half: Half) => halfDayMs(date, half, 1);
const endAt = (date: string, half: Half) => halfDayMs(date, half, 2);
const leave = (start: number | null, end: number | null): FormValues =>
  deriveLeave({ leaveStartTime: start, leaveEndTime: end });

describe('computed day count and hours', () => {
  it('same day, morning only: 0.5 day, 4 hours', () => {
    expect(leave(startAt('2026-11-23', 'morning'), endAt('2026-11-23', 'morning'))).toMatchObject({
      leaveDayCount: 0.5,
      leaveHour: 4,
    });
  });
  it('afternoon to the next day afternoon: 1.5 days, 12 hours', () => {
    expect(leave(startAt('2026-11-23', 'afternoon'), endAt('2026-11-24', 'afternoon'))).toMatchObject({
      leaveDayCount: 1.5,
      leaveHour: 12,
    });
  });
  it('a full week: 7 days, 56 hours (calendar days: wards work weekends)', () => {
    expect(leave(startAt('2026-11-23', 'morning'), endAt('2026-11-29', 'afternoon'))).toMatchObject({
      leaveDayCount: 7,
      leaveHour: 56,
    });
  });
  it('nothing is computed while a bound is missing or the end comes first', () => {
    expect(leave(startAt('2026-11-23', 'morning'), null)).toMatchObject({
      leaveDayCount: null,
      leaveHour: null,
    });
    expect(leave(startAt('2026-11-24', 'morning'), endAt('2026-11-23', 'afternoon'))).toMatchObject({
      leaveDayCount: null,
    });
  });
  it('follows each change made through the form', () => {
    const base = initialValues(LEAVE_FORM, { user: NURSE, now: 0 });
    const v = withValue(
      LEAVE_FORM,
      withValue(LEAVE_FORM, base, 'leaveStartTime', startAt('2026-11-23', 'afternoon')),
      'leaveEndTime',
      endAt('2026-11-25', 'morning'),
    );
    expect(v).toMatchObject({ leaveDayCount: 2, leaveHour: 16 });
  });
});

describe('leave rules', () => {
  it('end before start → an order error under the end field', () => {
    expect(checkLeave(leave(startAt('2026-11-23', 'afternoon'), endAt('2026-11-23', 'morning')))).toEqual([
      { field: 'leaveEndTime', rule: 'order', params: { other: 'hr.field.leaveStartTime' } },
    ]);
  });
  it('no cross-field error while a bound is missing (required says it)', () => {
    expect(checkLeave(leave(null, endAt('2026-11-23', 'morning')))).toEqual([]);
  });
  it('at most a year', () => {
    const long = leave(startAt('2026-01-01', 'morning'), endAt('2027-01-01', 'afternoon'));
    expect(long.leaveDayCount).toBeGreaterThan(MAX_LEAVE_DAYS);
    expect(checkLeave(long)).toEqual([
      { field: 'leaveDayCount', rule: 'max', params: { max: MAX_LEAVE_DAYS } },
    ]);
  });
});

describe('the leave form', () => {
  const base = initialValues(LEAVE_FORM, { user: NURSE, now: 42 });
  it('starts with the applicant, department, position, time, 普通 and no bill number yet', () => {
    expect(base).toMatchObject({
      applyUser: NURSE.userId,
      applyDept: NURSE.organizeId,
      applyPost: NURSE.positionId,
      applyDate: 42,
      flowUrgent: 1,
      billNo: '',
      fileJson: [],
    });
  });
  it('an empty form asks for type, start, end and reason, in that order', () => {
    expect(validateForm(LEAVE_FORM, base).map((i) => `${i.field}:${i.rule}`)).toEqual([
      'leaveType:required',
      'leaveStartTime:required',
      'leaveEndTime:required',
      'leaveReason:required',
    ]);
  });
  it('a filled form is valid without a bill number (it comes when the submission goes out)', () => {
    const filled = deriveLeave({
      ...base,
      leaveType: 'dict-sick',
      leaveStartTime: startAt('2026-11-23', 'morning'),
      leaveEndTime: endAt('2026-11-23', 'morning'),
      leaveReason: '发热',
    });
    expect(validateForm(LEAVE_FORM, filled)).toEqual([]);
  });
});
