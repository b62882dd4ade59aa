/**
 * A form whose first send was delivered but whose answer was lost, sent again to a server without our
 * Idempotency-Key replay (a JNPF back end): the server refuses the bill number, because it already holds
 * the form. Bill numbers are handed out one per request, so if the caller's own launched flows hold a form
 * with this row's number, that form is this row: the row is delivered, with that form's ids as its result.
 * Found by the platform's own calls — FlowLaunch searched by keyword (the platform matches it against the
 * task's code, which is the bill number; ours against the number too), then the form read by its task id —
 * or at once where the list names each item's bill number and form (our server).
 */
import { CODE } from '../../contract/codes';
import { hrFormKeyOf, hrFormPath } from '../../contract/hrForm/api';
import { FLOW_LAUNCH_PATH } from '../../contract/workflow';
import { kindOf } from '../../core/store/outboxKinds';
import type { OutboxRow } from '../../core/store/types';
import { decide, type Answer } from './policy';
import { getAnswer, type SendOptions } from './send';

/** Launched flows read for the number: a number matches one form, the rest is slack for a fuzzy search. */
const SEARCHED = 5;

type Found = { id: string; taskId: string; billNo: string };

/** The row's own bill number when the answer refuses it; null for any other answer or row. */
export function refusedOwnNumber(row: OutboxRow, answer: Answer): string | null {
  if (answer.kind !== 'http' || answer.code === CODE.OK || !kindOf(row)?.billNumber) return null;
  const billNo = (row.body as { billNo?: unknown } | null)?.billNo;
  if (typeof billNo !== 'string' || billNo === '') return null;
  return answer.msg?.includes(billNo) ? billNo : null;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * What the search found of my launched flows: a form known at once where the list names its number and
 * form (ours), else the task ids to read the form of (the platform's list has neither; its task id is the
 * form's id).
 */
function searched(data: unknown, billNo: string): { found: Found } | { taskIds: string[] } {
  const list = Array.isArray(record(data).list) ? (record(data).list as unknown[]) : [];
  const items = list.map(record);
  const named = items.find(
    (item) => item.billNo === billNo && typeof item.formId === 'string' && item.formId,
  );
  const taskOf = (item: Record<string, unknown>) => String(item.processId ?? item.id ?? '');
  if (named) return { found: { id: String(named.formId), taskId: taskOf(named), billNo } };
  const taskIds = items
    .filter((item) => item.billNo === undefined || item.billNo === '')
    .map(taskOf)
    .filter(Boolean);
  return { taskIds: taskIds.slice(0, SEARCHED) };
}

/**
 * A GET's data; nothing for a refusal (not there, not mine); or the answer that stops the check — a lost
 * network, a busy server, an ended session — which the row then settles by (try again, pause).
 */
async function read(
  path: string,
  options: SendOptions,
): Promise<{ data: unknown } | { stop: Answer } | null> {
  const answer = await getAnswer(path, options);
  const { action } = decide(answer);
  if (action === 'done') return { data: answer.kind === 'http' ? answer.data : undefined };
  return action === 'fail' ? null : { stop: answer };
}

/** The form of mine read by its task id, if it carries the number; else the answer that stopped the read. */
async function formOf(
  path: string,
  billNo: string,
  taskId: string,
  options: SendOptions,
): Promise<Found | Answer | null> {
  const form = await read(path, options);
  if (form && 'stop' in form) return form.stop;
  const data = record(form?.data);
  return data.billNo === billNo ? { id: String(data.id ?? taskId), taskId, billNo } : null;
}

async function findForm(
  row: OutboxRow,
  billNo: string,
  options: SendOptions,
): Promise<Found | Answer | null> {
  const formKey = row.formKey ?? hrFormKeyOf(row.url);
  if (!formKey) return null;
  const query = `keyword=${encodeURIComponent(billNo)}&currentPage=1&pageSize=${SEARCHED}`;
  const launched = await read(`${FLOW_LAUNCH_PATH}?${query}`, options);
  if (!launched || 'stop' in launched) return launched?.stop ?? null;
  const result = searched(launched.data, billNo);
  if ('found' in result) return result.found;
  for (const taskId of result.taskIds) {
    const found = await formOf(hrFormPath(formKey, taskId), billNo, taskId, options);
    if (found) return found;
  }
  return null;
}

/**
 * The answer to settle the row by: success with the form's ids when the refusal was of a form the server
 * already holds from this row; when that could not be checked, the answer that stopped the check (the row
 * tries again, or pauses for a new sign-in); else the refusal as it came.
 */
export async function heldAlready(row: OutboxRow, answer: Answer, options: SendOptions): Promise<Answer> {
  const billNo = refusedOwnNumber(row, answer);
  if (billNo === null) return answer;
  const found = await findForm(row, billNo, options);
  if (found === null) return answer;
  if ('kind' in found) return found;
  return { kind: 'http', status: 200, code: CODE.OK, msg: null, data: found };
}
