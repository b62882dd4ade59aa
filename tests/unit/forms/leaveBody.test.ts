/** The leave form's values become the contract's LeaveApplyBody (status 0), checked before it is queued. */
import { describe, expect, it } from 'vitest';
import { contractIssue, leaveFlowTitle, toLeaveBody } from '../../../src/features/leave/leaveBody';
import { deriveLeave } from '../../../src/features/leave/leaveForm';
import { halfDayMs } from '../../../src/forms/halfDay';

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

describe('leave body', () => {
  const body = toLeaveBody(values, { now: 99, userName: '李护士' });
  it('is a submission (status 0) titled after the applicant', () => {
    expect(body).toMatchObject({
      status: 0,
      flowTitle: leaveFlowTitle('李护士'),
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
    expect(body.leaveEndTime).toBeGreaterThan(body.leaveStartTime);
  });
  it('an empty position is null, as the contract has it', () => {
    expect(body.applyPost).toBeNull();
  });
  it('lists attachments by local file id, url filled by the upload', () => {
    expect(body.fileJson).toEqual([{ fileId: 'f1', name: '证明.jpg', url: '', size: 2048 }]);
  });
  it('passes the contract with the bill number still to come', () => {
    expect(body.billNo).toBe('');
    expect(contractIssue(body)).toBeNull();
  });
  it('an unknown urgency is 普通', () => {
    expect(toLeaveBody({ ...values, flowUrgent: 7 }, { now: 1, userName: 'x' }).flowUrgent).toBe(1);
  });
  it('the contract names what is wrong', () => {
    expect(contractIssue({ ...body, leaveReason: '' })).toBe('请填写请假事由');
    expect(contractIssue({ ...body, leaveDayCount: 0 })).toBe('请假天数须大于 0');
  });
});
