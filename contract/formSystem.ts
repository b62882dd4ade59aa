/**
 * The platform's system fields every form body carries, leave and every HR form alike (contract/leave.ts,
 * contract/hrForm/api.ts): status, title, bill number, urgency, who applies from where, and when.
 */
import { z } from 'zod/mini';
import { epochMs } from './time';

/** Urgency (`flowUrgent`): 1 普通, 2 重要, 3 紧急 (dictionary flowUrgent). */
export const flowUrgent = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/**
 * The platform's system fields every HR form body carries, leave included (contract/hrForm for the others):
 * status, title, bill number, urgency, who applies from where, and when.
 */
export const formSystem = z.object({
  /** 0 submit, 1 save. */
  status: z.union([z.literal(0), z.literal(1)]),
  flowId: z.optional(z.string().check(z.maxLength(64))),
  flowTitle: z.string().check(z.trim(), z.minLength(1, '请填写流程标题'), z.maxLength(100)),
  billNo: z.string().check(z.trim(), z.minLength(1, '缺少单据编号'), z.maxLength(50)),
  flowUrgent,
  applyUser: z.string().check(z.minLength(1), z.maxLength(64)),
  applyDept: z.string().check(z.minLength(1), z.maxLength(64)),
  applyPost: z.nullable(z.string().check(z.maxLength(64))),
  /** When the form was filled in: a real date, after 1970. */
  applyDate: epochMs.check(z.gt(0, '申请日期无效')),
});
export type FormSystem = z.infer<typeof formSystem>;
