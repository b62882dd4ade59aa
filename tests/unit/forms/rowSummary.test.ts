/**
 * Two forms of one kind are told apart in a list (#14 item 6): by their dates (start – end, with the half
 * day), their computed days, their reason cut short — never by the form's name alone.
 */
import { describe, expect, it } from 'vitest';
import { LEAVE } from '../../../contract/hrForm/forms/attendance';
import { hrFormDef } from '../../../contract/hrForm/forms';
import { deriveLeave } from '../../../contract/hrForm/leave';
import { addHrWords } from '../../../src/forms/formWords';
import { t } from '../../../src/i18n';
import { halfDayMs } from '../../../src/forms/halfDay';
import { rowSummary } from '../../../src/forms/rowSummary';

addHrWords();
const leave = (from: string, to: string, reason: string) =>
  deriveLeave({
    leaveStartTime: halfDayMs(from, 'morning', 1),
    leaveEndTime: halfDayMs(to, 'afternoon', 2),
    leaveReason: reason,
  });

describe('what tells two forms apart', () => {
  it('a leave by its half days, its days and its reason', () => {
    expect(rowSummary(t, LEAVE, leave('2026-12-14', '2026-12-15', '复查'))).toBe(
      '12-14 上午 – 12-15 下午 · 请假天数 2 · 复查',
    );
  });
  it('two leaves of the same form read differently', () => {
    const a = rowSummary(t, LEAVE, leave('2026-12-14', '2026-12-14', '发热'));
    const b = rowSummary(t, LEAVE, leave('2026-12-21', '2026-12-22', '发热'));
    expect(a).not.toBe(b);
  });
  it('a long reason is cut short', () => {
    const summary = rowSummary(t, LEAVE, { leaveReason: '家中老人住院需要陪护，请假照顾，预计一周左右' });
    expect(summary).toBe('家中老人住院需要陪护，请假照顾，…');
  });
  it('a form without dates by its first text; a bill number once there is one', () => {
    const def = hrFormDef('WageCardChange');
    expect(rowSummary(t, def, { billNo: 'GZK202612010001' })).toBe('GZK202612010001');
  });
  it('an unknown form shows its bill number or nothing', () => {
    expect(rowSummary(t, undefined, { billNo: 'X1' })).toBe('X1');
    expect(rowSummary(t, undefined, {})).toBe('');
  });
});
