/**
 * Beside a leave, the approver reads who else in the unit is off those days (#30 item 13): each wardmate by
 * name with the type, the half days as the leave form writes them, the days and whether their leave is
 * approved or still in approval; and the leave granted this year, by type.
 */
import { describe, expect, it } from 'vitest';
import { FLOW_STATUS, type LeaveContextData } from '../../../contract';
import { addFeatureWords } from '../../../src/features/workflow/words';
import { halfDayMs } from '../../../src/forms/halfDay';
import { t } from '../../../src/i18n';
import { offLines, spanText, takenText } from '../../../src/features/workflow/flow/leaveContextModel';

addFeatureWords();
const start = (date: string, half: 'morning' | 'afternoon' = 'morning') => halfDayMs(date, half, 1) ?? 0;
const end = (date: string, half: 'morning' | 'afternoon' = 'afternoon') => halfDayMs(date, half, 2) ?? 0;

const context: LeaveContextData = {
  applies: true,
  unitName: '心内科病区',
  colleagues: [
    {
      userId: 'u-1',
      userName: '王芳',
      leaveTypeName: '病假',
      startTime: start('2027-02-03'),
      endTime: end('2027-02-05'),
      dayCount: 3,
      flowStatus: FLOW_STATUS.approved,
    },
    {
      userId: 'u-2',
      userName: '陈晨',
      leaveTypeName: '',
      startTime: start('2027-02-04', 'afternoon'),
      endTime: end('2027-02-04'),
      dayCount: 0.5,
      flowStatus: FLOW_STATUS.inApproval,
    },
  ],
  taken: [
    { leaveTypeName: '事假', days: 1.5 },
    { leaveTypeName: '病假', days: 2 },
  ],
};

describe('who else is off', () => {
  it('each wardmate by name, type, half days and days; approved or in approval', () => {
    expect(offLines(t, context)).toEqual([
      { key: expect.any(String), who: '王芳', what: '病假 · 02-03 上午 – 02-05 下午 · 3 天', approved: true },
      { key: expect.any(String), who: '陈晨', what: '02-04 下午 · 0.5 天', approved: false },
    ]);
  });

  it('a span within one half reads as that half once', () => {
    expect(spanText(t, start('2027-02-04', 'afternoon'), end('2027-02-04'))).toBe('02-04 下午');
  });

  it('the leave granted this year, by type; nothing when none', () => {
    expect(takenText(t, context)).toBe('事假 1.5 天、病假 2 天');
    expect(takenText(t, { ...context, taken: [] })).toBe('');
  });
});
