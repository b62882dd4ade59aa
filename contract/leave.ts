/**
 * The leave application's wire shape as API-CONTRACT.md documents it (its system fields: formSystem.ts): `GET/POST/PUT /api/workflow/Form/LeaveApply[/{id}]`, `status` 0 submits
 * (starts the flow), 1 saves a draft. Dates are Unix ms; half days are expressed by the start/end times
 * (上午 starts 00:00, 下午 starts 12:00 — spec §5 half-day helper, type 1), and `leaveDayCount` is exactly
 * their halfDaySpan. The server checks a leave by its definition like every form (contract/hrForm: leave.ts
 * and forms/attendance.ts); `leaveApplyBody` / `leaveApplyData` describe what travels, for clients and tests.
 */
import { z } from 'zod/mini';
import { formSystem } from './formSystem';
import { epochMs } from './time';

/** A file already uploaded (fileJson entries). */
export const attachment = z.object({
  fileId: z.string().check(z.minLength(1), z.maxLength(100)),
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  url: z.string().check(z.maxLength(500)),
  size: z.optional(z.int().check(z.gte(0))),
});
export type Attachment = z.infer<typeof attachment>;

export const leaveApplyBody = z.extend(formSystem, {
  /** Dictionary `leaveType` item id. */
  leaveType: z.string().check(z.minLength(1, '请选择请假类型'), z.maxLength(64)),
  leaveReason: z.string().check(z.trim(), z.minLength(1, '请填写请假事由'), z.maxLength(500)),
  leaveStartTime: epochMs,
  /** The instant the leave ends: the end of its last half (spec §5 type 2: 上午 11:59:59, 下午 23:59:59). */
  leaveEndTime: epochMs,
  /** Days, in halves (0.5 steps). */
  leaveDayCount: z.number().check(z.gt(0, '请假天数须大于 0'), z.lte(365)),
  leaveHour: z.number().check(z.gte(0), z.lte(365 * 24)),
  fileJson: z.array(attachment).check(z.maxLength(20)),
});
export type LeaveApplyBody = z.infer<typeof leaveApplyBody>;

export const leaveApplyData = z.extend(leaveApplyBody, {
  id: z.string(),
  /** The flow task started on submit (null for a saved draft). */
  taskId: z.nullable(z.string()),
  /** Task status code of API-CONTRACT.md: 0 draft, 1 in approval, 2 approved, 3 rejected, 4 withdrawn, 5 terminated. */
  flowStatus: z.int(),
  creatorTime: z.int(),
});
export type LeaveApplyData = z.infer<typeof leaveApplyData>;

/** `POST`/`PUT` answer: the stored application's id and its task. */
export const leaveSavedData = z.object({
  id: z.string(),
  taskId: z.nullable(z.string()),
  billNo: z.string(),
});

/** `{id}` of `GET/PUT /api/workflow/Form/LeaveApply/{id}`. */
export const leaveApplyParam = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

/** Body `status` of the HR forms. */
export const FORM_ACTION = { submit: 0, save: 1 } as const;

/** Task status codes (`flowStatus`) of API-CONTRACT.md. */
export const FLOW_STATUS = {
  draft: 0,
  inApproval: 1,
  approved: 2,
  rejected: 3,
  withdrawn: 4,
  terminated: 5,
} as const;
