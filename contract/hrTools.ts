/**
 * HR's tools (issue #30 item 18), ours beyond the platform's API: the flagged punches to review (accept, or
 * reject with a reason; the person is told) and who is on leave today, by unit. Each is held by a resource
 * permission of the model `hrTools` (the seed gives it to HR); the server checks it on every call.
 */
import { z } from 'zod/mini';
import { punchRecord } from './punch';

export const HR_TOOLS_MODEL = 'hrTools';
/** The resource permissions (permissionList: modelId `hrTools`, kind `resource`). */
export const HR_TOOLS = {
  punchReview: { modelId: HR_TOOLS_MODEL, enCode: 'hrTools.punchReview' },
  absences: { modelId: HR_TOOLS_MODEL, enCode: 'hrTools.absences' },
} as const;
export type HrTool = keyof typeof HR_TOOLS;

/** `GET`: the flagged punches waiting for review and those decided lately; `POST /{punchId}`: a decision. */
export const PUNCH_REVIEW_PATH = '/api/SubDev/HrTools/PunchReview';
export const punchReviewPath = (punchId: string): string =>
  `${PUNCH_REVIEW_PATH}/${encodeURIComponent(punchId)}`;
/** `GET`: the approved leaves covering today, by the applicant's unit. */
export const ABSENCES_TODAY_PATH = '/api/SubDev/HrTools/Absences/Today';

/** How far back the review list looks (by the punch's server time), and how many decided it lists. */
export const PUNCH_REVIEW_DAYS = 31;
export const PUNCH_REVIEW_DECIDED_LIMIT = 50;
export const REVIEW_REASON_MAX = 200;

/** A flagged punch as HR sees it: the record with whose it is. */
export const flaggedPunch = z.extend(punchRecord, {
  userName: z.string(),
  account: z.string(),
  unitName: z.string(),
});
export type FlaggedPunch = z.infer<typeof flaggedPunch>;

export const punchReviewList = z.object({
  /** Oldest first: the longest waiting at the top. */
  pending: z.array(flaggedPunch),
  /** Newest decision first. */
  decided: z.array(flaggedPunch),
});
export type PunchReviewList = z.infer<typeof punchReviewList>;

export const punchReviewParam = z.object({ punchId: z.string().check(z.minLength(1), z.maxLength(64)) });

export const PUNCH_DECISIONS = ['accept', 'reject'] as const;
export type PunchDecision = (typeof PUNCH_DECISIONS)[number];

export const REASON_REQUIRED = '请填写不通过的原因';

export const punchDecisionBody = z
  .object({
    decision: z.enum(PUNCH_DECISIONS),
    reason: z._default(z.string().check(z.trim(), z.maxLength(REVIEW_REASON_MAX, '原因最多 200 字')), ''),
  })
  .check(
    z.refine((b) => b.decision === 'accept' || b.reason.length > 0, {
      message: REASON_REQUIRED,
      path: ['reason'],
    }),
  );
export type PunchDecisionBody = z.infer<typeof punchDecisionBody>;

/** One person away today: the approved leave (its type by name), and when they came back (销假) if they did. */
export const absence = z.object({
  formId: z.string(),
  billNo: z.string(),
  userId: z.string(),
  userName: z.string(),
  positionName: z.string(),
  leaveType: z.string(),
  startTime: z.int(),
  endTime: z.int(),
  days: z.number(),
  /** The approved leave return's time back, when one ends the leave early. */
  backTime: z.nullable(z.int()),
});
export type Absence = z.infer<typeof absence>;

export const absenceUnit = z.object({ unitId: z.string(), unitName: z.string(), people: z.array(absence) });
export type AbsenceUnit = z.infer<typeof absenceUnit>;

export const absencesToday = z.object({
  /** The hospital's day, YYYY-MM-DD. */
  day: z.string(),
  total: z.int(),
  units: z.array(absenceUnit),
});
export type AbsencesToday = z.infer<typeof absencesToday>;
