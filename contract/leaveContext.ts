/**
 * What an approver weighs beside a leave (#30 item 13), our own read (`GET FlowBefore/LeaveContext/{taskId}`,
 * not the platform's): who else in the applicant's unit is off on any of its days (their leave approved or
 * in approval), and the leave the applicant has been granted this calendar year, by type. The server keeps
 * no leave balance (no entitlement is stored anywhere), so none is given. Only those who may see the flow
 * may read it.
 */
import { z } from 'zod/mini';
import { WORKFLOW_ENGINE_PATH } from './workflow';

export const LEAVE_CONTEXT_PATH = `${WORKFLOW_ENGINE_PATH}/FlowBefore/LeaveContext`;
export const leaveContextPath = (taskId: string): string =>
  `${LEAVE_CONTEXT_PATH}/${encodeURIComponent(taskId)}`;

/** A colleague's leave that overlaps this one. */
export const overlappingLeave = z.object({
  userId: z.string(),
  userName: z.string(),
  /** The leave type's name (病假); '' when its dictionary item is gone. */
  leaveTypeName: z.string(),
  startTime: z.number(),
  endTime: z.number(),
  dayCount: z.number(),
  /** FLOW_STATUS: 1 in approval, 2 approved. */
  flowStatus: z.int(),
});
export type OverlappingLeave = z.infer<typeof overlappingLeave>;

export const leaveContextData = z.object({
  /** False when the flow is not a leave: the lists are empty. */
  applies: z.boolean(),
  /** The unit the applicant applied from (the form's 所在部门), whose people are listed. */
  unitName: z.string(),
  /** By start, then name. */
  colleagues: z.array(overlappingLeave),
  /** Days of leave approved this calendar year (of the leave's start), by type; this leave not counted. */
  taken: z.array(z.object({ leaveTypeName: z.string(), days: z.number() })),
});
export type LeaveContextData = z.infer<typeof leaveContextData>;
