/**
 * The platform's leave page (pages/workFlow/workFlowForm/leaveApply and its mixin, both clients) as it
 * treats a form's field rights, `formOperates` ([{ id, read, write }]): a field is drawn unless its entry
 * says `read: false` (no entry, or no list: drawn); it can be changed only where its entry says `write: true`
 * (no entry: disabled; an empty list: every field can). Before 提交 (and 通过, 暂存) it validates every drawn
 * field its rules require, so a required field drawn disabled must already hold a value: on a new leave only
 * what the page fills in itself does.
 */
export type Operate = { id: string; read: boolean; write: boolean };

/** Every field the page draws. */
export const LEAVE_PAGE_FIELDS = [
  'flowTitle',
  'billNo',
  'flowUrgent',
  'applyUser',
  'applyDept',
  'applyPost',
  'applyDate',
  'leaveType',
  'leaveReason',
  'leaveStartTime',
  'leaveEndTime',
  'leaveDayCount',
  'leaveHour',
  'fileJson',
] as const;

/** What its rules require. */
const REQUIRED = [
  'flowTitle',
  'billNo',
  'flowUrgent',
  'leaveType',
  'leaveStartTime',
  'leaveEndTime',
  'leaveDayCount',
  'leaveHour',
];

/** What it fills in itself on a new leave (from the signed-in user, the clock and the bill number). */
const PREFILLED = ['flowTitle', 'billNo', 'flowUrgent', 'applyUser', 'applyDept', 'applyPost', 'applyDate'];

/** What the nurse enters herself. */
export const NURSE_ENTERS = ['leaveType', 'leaveReason', 'leaveStartTime', 'leaveEndTime'] as const;

const entry = (ops: readonly Operate[], id: string) => ops.find((o) => o.id === id);

export const drawn = (ops: readonly Operate[], id: string): boolean => entry(ops, id)?.read ?? true;

export const editable = (ops: readonly Operate[], id: string): boolean =>
  ops.length === 0 || entry(ops, id)?.write === true;

/** Why the nurse cannot enter and send a new leave under these rights; empty when she can. */
export function newLeaveProblems(ops: readonly Operate[]): string[] {
  const cannotEnter = NURSE_ENTERS.filter((id) => !drawn(ops, id) || !editable(ops, id)).map(
    (id) => `${id}: she cannot enter it`,
  );
  const blocked = REQUIRED.filter(
    (id) => drawn(ops, id) && !editable(ops, id) && !PREFILLED.includes(id),
  ).map((id) => `${id}: required, drawn disabled and empty, so 提交 never passes`);
  return [...cannotEnter, ...blocked];
}

/** The field rights of a template JSON's start node (`properties.formOperates`). */
export const templateOperates = (flowTemplateJson: unknown): Operate[] =>
  (JSON.parse(String(flowTemplateJson)) as { properties: { formOperates?: Operate[] } }).properties
    .formOperates ?? [];
