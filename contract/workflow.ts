/**
 * The workflow lists of API-CONTRACT.md (`/api/workflow/Engine/...`): to-do, done, copied to me and my
 * initiated (`GET FlowLaunch`), paged with keyword and date filters. The list item is the platform's.
 */
import { z } from 'zod/mini';
import { pageQuery, paged } from './envelope';

/** Paging plus the creation-time window (Unix ms, inclusive). */
export const flowListQuery = z.extend(pageQuery, {
  startTime: z.optional(z.coerce.number().check(z.int())),
  endTime: z.optional(z.coerce.number().check(z.int())),
});
export type FlowListQuery = z.infer<typeof flowListQuery>;

export const flowListItem = z.object({
  /** The operator id in the approver lists; the task id in my initiated. */
  id: z.string(),
  /** The task id. */
  processId: z.string(),
  enCode: z.string(),
  /** The task's title (流程标题). */
  fullName: z.string(),
  flowName: z.string(),
  flowCode: z.string(),
  flowId: z.string(),
  flowCategory: z.string(),
  formType: z.int(),
  flowUrgent: z.int(),
  /** The node waiting now, empty once the flow has ended. */
  thisStep: z.string(),
  thisStepId: z.string(),
  /** Task status code (FLOW_STATUS); in the done list the operator's decision. */
  status: z.int(),
  startTime: z.int(),
  creatorTime: z.int(),
  creatorUserId: z.string(),
  userName: z.string(),
  description: z.string(),
  /** Percent of the flow completed. */
  completion: z.int(),
});
export type FlowListItem = z.infer<typeof flowListItem>;

export const flowListData = paged(flowListItem);
export type FlowListData = z.infer<typeof flowListData>;

export const FLOW_LAUNCH_PATH = '/api/workflow/Engine/FlowLaunch';
