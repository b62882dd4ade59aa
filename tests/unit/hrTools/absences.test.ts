/**
 * Who is away on a day (server/modules/hr-tools/absences.ts, pure): an approved leave meeting the day in any
 * half, not one that ended before it or starts after; a leave return (销假) ends it at its time back; grouped
 * by unit in the organisation's order, people by name, each person counted once.
 */
import { describe, expect, it } from 'vitest';
import { absencesOn, awayOn, type LeaveFact } from '../../../server/modules/hr-tools/absences';

const DAY = 86_400_000;
const START = Date.parse('2026-12-01T00:00:00+08:00');
const day = { day: '2026-12-01', start: START, end: START + DAY };

function leave(formId: string, over: Partial<LeaveFact> = {}): LeaveFact {
  return {
    formId,
    billNo: `QJ-${formId}`,
    userId: `u-${formId}`,
    userName: '张小雨',
    positionName: '护士',
    leaveType: '事假',
    startTime: START,
    endTime: START + DAY - 1000,
    days: 1,
    unitId: 'ward',
    unitName: '心内科病区',
    unitSort: 5,
    ...over,
  };
}

describe('away on the day', () => {
  it('a leave of the afternoon, or one that began days before and runs on, is away', () => {
    expect(awayOn({ startTime: START + DAY / 2, endTime: START + DAY - 1000 }, null, day)).toBe(true);
    expect(awayOn({ startTime: START - 3 * DAY, endTime: START + 2 * DAY }, null, day)).toBe(true);
  });

  it('a leave that ended the evening before, or starts tomorrow, is not', () => {
    expect(awayOn({ startTime: START - DAY, endTime: START - 1000 }, null, day)).toBe(false);
    expect(awayOn({ startTime: START + DAY, endTime: START + 2 * DAY }, null, day)).toBe(false);
  });

  it('a return before the day ends the leave; a return at noon leaves the morning away', () => {
    const long = { startTime: START - 3 * DAY, endTime: START + 2 * DAY };
    expect(awayOn(long, START, day)).toBe(false);
    expect(awayOn(long, START + DAY / 2, day)).toBe(true);
  });
});

describe('grouped by unit', () => {
  it('units in the organisation’s order, people by name, each person counted once, with the return time', () => {
    const result = absencesOn(
      [
        leave('b', { userName: '王芳' }),
        leave('a', { userName: '李娜' }),
        leave('x', { unitId: 'dept', unitName: '心内科', unitSort: 2, userName: '赵强' }),
        leave('a2', { userId: 'u-a', userName: '李娜', startTime: START + DAY / 2 }),
        leave('gone', { userName: '孙丽', endTime: START - 1000 }),
      ],
      new Map([['b', START + DAY / 2]]),
      day,
    );
    expect(result.units.map((u) => u.unitName)).toEqual(['心内科', '心内科病区']);
    expect(result.units[1]!.people.map((p) => p.formId)).toEqual(['a', 'a2', 'b']);
    expect(result.units[1]!.people.find((p) => p.formId === 'b')?.backTime).toBe(START + DAY / 2);
    expect(result.total).toBe(3);
    expect(result.day).toBe('2026-12-01');
  });
});
