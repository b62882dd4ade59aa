/**
 * Leave's values become its body through the one form pipeline (status 0, the catalogue's LeaveApply):
 * the system fields, the times, the computed days and hours, the trimmed reason; checked before queueing.
 */
import { describe, expect, it } from 'vitest';
import { LEAVE } from '../../../contract/hrForm/forms/attendance';
import { deriveLeave } from '../../../contract/hrForm/leave';
import { hrBodyIssue, hrFlowTitle, toHrFormBody } from '../../../src/features/hrForms/hrFormBody';
import { addHrWords } from '../../../src/forms/formWords';
import { halfDayMs } from '../../../src/forms/halfDay';

addHrWords();
const start = halfDayMs('2026-11-23', 'afternoon', 1) ?? 0;
const end = halfDayMs('2026-11-24', 'morning', 2) ?? 0;
const values = deriveLeave({
  billNo: '',
  applyUser: 'u1',
  applyDept: 'd1',
  applyPost: '',
  applyDate: 1,
  flowUrgent: 3,
  leaveType: 'dict-sick',
  leaveStartTime: start,
  leaveEndTime: end,
  leaveReason: '  发热  ',
  fileJson: [{ fileId: 'f1', name: '证明.jpg', size: 2048, type: 'image/jpeg' }],
});
const toBody = (v: typeof values, ctx = { now: 99, userName: '李护士' }) =>
  toHrFormBody(LEAVE, 'leaveApply', v, ctx);

describe('leave body', () => {
  const body = toBody(values);
  it('is a submission (status 0) titled after the applicant', () => {
    expect(body).toMatchObject({
      status: 0,
      flowTitle: hrFlowTitle('李护士', 'leaveApply'),
      flowUrgent: 3,
      applyDate: 99,
    });
    expect(body.flowTitle).toBe('李护士的请假申请');
  });
  it('carries the times, the computed days and hours, the trimmed reason', () => {
    expect(body).toMatchObject({
      leaveStartTime: start,
      leaveEndTime: end,
      leaveDayCount: 1,
      leaveHour: 8,
      leaveReason: '发热',
      leaveType: 'dict-sick',
    });
    expect(body.leaveEndTime as number).toBeGreaterThan(body.leaveStartTime as number);
  });
  it('an empty position is null, as the contract has it', () => {
    expect(body.applyPost).toBeNull();
  });
  it('lists attachments by local file id, url filled by the upload', () => {
    expect(body.fileJson).toEqual([{ fileId: 'f1', name: '证明.jpg', url: '', size: 2048 }]);
  });
  it('passes the checks with the bill number still to come', () => {
    expect(body.billNo).toBe('');
    expect(hrBodyIssue(LEAVE, body)).toBeNull();
  });
  it('an unknown urgency is 普通', () => {
    expect(toBody({ ...values, flowUrgent: 7 }, { now: 1, userName: 'x' }).flowUrgent).toBe(1);
  });
  it('the checks name what is wrong', () => {
    expect(hrBodyIssue(LEAVE, { ...body, leaveReason: '' })).toBe('请填写请假事由');
    expect(hrBodyIssue(LEAVE, { ...body, leaveType: '' })).toBe('请选择请假类型');
  });
});
