/**
 * 注销账号 (issue #17, spec §2 `/pages/my/cancellation`): a person asks for their account to be closed, with a
 * reason, confirmed by a code sent to their own bound mobile (or, on a server that sends no SMS, their
 * password). HR reviews it through the workflow engine (flow `accountCancellation`, one HR step); the account
 * is disabled — every session then gets 602 — only when HR approves. Withdrawn or sent back, nothing changes.
 * One request at a time: while one is under review, another is refused.
 */
import { z } from 'zod/mini';

export const CANCELLATION_PATH = '/api/permission/Users/Current/Cancellation';
/** GET: a code to the caller's own bound mobile (the SMS limits of sms.ts apply). */
export const CANCEL_CODE_PATH = '/api/permission/Users/Current/CancelCode';
export const CANCELLATION_FLOW = 'accountCancellation';

export const CANCEL_REASON_MAX = 500;

export const cancellationBody = z.object({
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, '请填写注销原因'),
      z.maxLength(CANCEL_REASON_MAX, `注销原因不超过 ${CANCEL_REASON_MAX} 字`),
    ),
  /** The 6-digit code sent to the bound mobile (servers that send SMS). */
  code: z.optional(z.string().check(z.regex(/^\d{6}$/, '验证码为 6 位数字'))),
  /** md5 of the password, lower-case hex (servers without SMS). */
  password: z.optional(z.string().check(z.regex(/^[0-9a-f]{32}$/i, '密码须为 md5 十六进制串'))),
});
export type CancellationBody = z.infer<typeof cancellationBody>;

/** The caller's latest request (null: none): its flow task, the flow's status (FLOW_STATUS), reason, time (ms). */
export const cancellationData = z.nullable(
  z.object({
    id: z.string(),
    taskId: z.string(),
    status: z.int(),
    reason: z.string(),
    createdAt: z.int(),
  }),
);
export type Cancellation = z.infer<typeof cancellationData>;

/** How the request must be confirmed on this server: by SMS code to the bound mobile, or by password. */
export const cancelCodeData = z.object({ resendAfter: z.int() });

export const CANCEL_PENDING = '已有注销申请正在审核，请勿重复提交';
export const CANCEL_NO_MOBILE = '未绑定手机号，无法接收验证码，请联系人事处';
