/**
 * 请假申请 (leaveApply): the direct manager approves; a leave over 3 days also goes to the head of the
 * applicant's department (科主任), over 15 days also to the hospital leader (院长); HR is copied at the end.
 */
import type { FlowTemplate } from '../types';
import { SYSTEM_FIELDS } from './system-fields';

export const LEAVE_FIELDS = [
  ...SYSTEM_FIELDS,
  { id: 'leaveType', name: '请假类型' },
  { id: 'leaveReason', name: '请假事由' },
  { id: 'leaveStartTime', name: '开始时间' },
  { id: 'leaveEndTime', name: '结束时间' },
  { id: 'leaveDayCount', name: '请假天数' },
  { id: 'leaveHour', name: '请假小时' },
  { id: 'fileJson', name: '相关附件' },
] as const;

export const LEAVE_TEMPLATE: FlowTemplate = {
  key: 'leaveApply',
  name: '请假申请',
  formKey: 'LeaveApply',
  category: '假勤管理',
  icon: 'icon-ym icon-ym-leave',
  sortCode: 1,
  fields: LEAVE_FIELDS,
  nodes: [
    { type: 'start', code: 'start', name: '申请人' },
    { type: 'approver', code: 'manager', name: '直属上级审批', rule: { kind: 'manager' } },
    {
      type: 'approver',
      code: 'director',
      name: '科主任审批',
      rule: { kind: 'departmentHead' },
      when: [{ field: 'leaveDayCount', op: '>', value: 3 }],
    },
    {
      type: 'approver',
      code: 'leader',
      name: '院领导审批',
      rule: { kind: 'position', position: 'director' },
      when: [{ field: 'leaveDayCount', op: '>', value: 15 }],
    },
    { type: 'end', code: 'end', name: '结束', copyTo: [{ kind: 'role', role: 'hr' }] },
  ],
};
