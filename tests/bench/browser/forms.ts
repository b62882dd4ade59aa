/**
 * In-page figures of issue #4, on the app's own modules in Chromium: the main-thread cost of a draft
 * autosave (the leave form with text and five attachments), measured as the whole save from its start until
 * IndexedDB has committed it — an upper bound of the time it can hold the main thread.
 */
import { createUserDb } from '../../../core/store/db';
import { LEAVE as LEAVE_FORM } from '../../../contract/hrForm/forms/attendance';
import { DraftSession } from '../../../src/forms/draftSession';
import { halfDayMs } from '../../../src/forms/halfDay';
import { initialValues } from '../../../src/forms/values';

const RUNS = 30;

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const USER = {
  userId: 'u-bench',
  userName: '压测护士',
  organizeId: 'ward-xinneike',
  departmentName: '心内科病区',
  positionId: 'pos-nurse',
  positionName: '护士',
};

/** A leave draft as a nurse leaves it: every field filled, a long reason, five photos attached. */
function filledLeave(session: DraftSession): void {
  session.setField('leaveType', 'dict-leaveType-2');
  session.setField('leaveStartTime', halfDayMs('2026-12-01', 'morning', 1));
  session.setField('leaveEndTime', halfDayMs('2026-12-03', 'afternoon', 2));
  session.setField('leaveReason', '发热伴咳嗽，门诊建议居家休息观察三天，'.repeat(12));
  session.setField(
    'fileJson',
    Array.from({ length: 5 }, (_, i) => ({
      fileId: `f-${i}`,
      name: `检查报告-${i}.jpg`,
      size: 2_400_000,
      type: 'image/jpeg',
    })),
  );
}

/** Median and worst of RUNS autosaves, each one keystroke then the save (start → committed), in ms. */
export async function autosaveMs(): Promise<{ median: number; worst: number; syncMedian: number }> {
  const db = createUserDb('hr-bench-forms');
  await db.open();
  const values = initialValues(LEAVE_FORM, { user: USER, now: Date.now() });
  const session = new DraftSession(db, LEAVE_FORM, {
    draftId: 'bench',
    values,
    state: 'editing',
    savedAt: null,
  });
  filledLeave(session);
  await session.flush(true);
  const whole: number[] = [];
  const sync: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    session.setField('leaveReason', `${String(session.values.leaveReason)}。`);
    const t0 = performance.now();
    const saved = session.flush();
    sync.push(performance.now() - t0);
    await saved;
    whole.push(performance.now() - t0);
  }
  db.close();
  return { median: median(whole), worst: Math.max(...whole), syncMedian: median(sync) };
}
