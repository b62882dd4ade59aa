/**
 * One flow as an item of the four lists (to-do, done, copied to me, my initiated): the platform's list item
 * of API-CONTRACT.md, named from the flow's template. Each list supplies its own item id (operator, copy
 * or task), status (the task's, or in the done list the decision) and time (when it reached the list).
 */
import { z } from 'zod/mini';
import { FLOW_STATUS, flowListItem as listItemSchema, paged } from '../../../contract';
import { flowNameOf, nodeNameOf, templateOf } from '../../workflow';
import { flowTasks } from '../../db/schema';
import type { TaskRow } from './flow-repository';

/** The task columns a list item is made of: a list reads no more (every app start reads the to-do list). */
export const LIST_TASK_COLUMNS = {
  id: flowTasks.id,
  flowKey: flowTasks.flowKey,
  applicantId: flowTasks.applicantId,
  title: flowTasks.title,
  billNo: flowTasks.billNo,
  formId: flowTasks.formId,
  urgent: flowTasks.urgent,
  status: flowTasks.status,
  createdAt: flowTasks.createdAt,
  currentNode: flowTasks.currentNode,
  completion: flowTasks.completion,
};

/**
 * The item as we send it: the platform's, plus the id of the form the task carries (on the platform a
 * system form's id is its task's). Our outbox's delivery check reads it (workers/outbox/heldAlready.ts);
 * the app's lists do not, so it stays out of the shared contract and off the first screen's script.
 */
export const listItemOut = z.extend(listItemSchema, { formId: z.string() });
export const listDataOut = paged(listItemOut);

export type ListRow = { task: Pick<TaskRow, keyof typeof LIST_TASK_COLUMNS>; userName: string };
export type ListView = { id: string; status: number; time: Date };

export function flowListItem({ task, userName }: ListRow, view: ListView): z.infer<typeof listItemOut> {
  const running = task.status === FLOW_STATUS.inApproval;
  return {
    id: view.id,
    processId: task.id,
    enCode: task.flowKey,
    fullName: task.title,
    flowName: flowNameOf(task.flowKey),
    flowCode: task.flowKey,
    billNo: task.billNo,
    formId: task.formId,
    flowId: task.flowKey,
    flowCategory: templateOf(task.flowKey)?.category ?? '',
    formType: 1,
    flowUrgent: task.urgent,
    thisStep: running ? nodeNameOf(task.flowKey, task.currentNode) : '',
    thisStepId: running ? (task.currentNode ?? '') : '',
    status: view.status,
    startTime: task.createdAt.getTime(),
    creatorTime: view.time.getTime(),
    creatorUserId: task.applicantId,
    userName,
    description: '',
    completion: task.status === FLOW_STATUS.approved ? 100 : task.completion,
  };
}
