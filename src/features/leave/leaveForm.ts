/**
 * The leave application (请假申请, FormKey LeaveApply) as data in the platform's form vocabulary, with the
 * fields of API-CONTRACT.md. Start and end are half days: the start is where its half begins (spec §5
 * type 1: 00:00:00 / 12:00:00), the end where its half ends (type 2: 11:59:59 / 23:59:59), so the end is
 * always after the start and `leaveEndTime` is the instant the leave ends. Days and hours are computed.
 */
import { DICTIONARY, LEAVE_BILL_RULE } from '../../../contract';
// The pure modules by path, so the rules load (and are tested) without the React half of the engine.
import { halfDaySpan, hoursOf } from '../../forms/halfDay';
import { HALF_DAY_DATE } from '../../../contract/form/kinds';
import type { FieldIssue, FormDef, FormValues } from '../../../contract/form/types';

export const LEAVE_FORM_KEY = 'LeaveApply';
/** The contract's limit (leaveDayCount ≤ 365). */
export const MAX_LEAVE_DAYS = 365;
const START = { type: 1 } as const;
const END = { type: 2 } as const;

const L = (name: string) => `leave.field.${name}`;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The leave's length in days (halves) from its start and end values, or why there is none. */
export function leaveSpan(values: FormValues) {
  return halfDaySpan(
    { ms: num(values.leaveStartTime), type: START.type },
    { ms: num(values.leaveEndTime), type: END.type },
  );
}

/** Day count and hours follow start and end; cleared while either is missing or the end is first. */
export function deriveLeave(values: FormValues): FormValues {
  const span = leaveSpan(values);
  const days = span.ok ? span.days : null;
  return { ...values, leaveDayCount: days, leaveHour: days === null ? null : hoursOf(days) };
}

export function checkLeave(values: FormValues): FieldIssue[] {
  const span = leaveSpan(values);
  if (!span.ok) {
    const both = num(values.leaveStartTime) !== null && num(values.leaveEndTime) !== null;
    return both ? [{ field: 'leaveEndTime', rule: 'order', params: { other: L('leaveStartTime') } }] : [];
  }
  if (span.days > MAX_LEAVE_DAYS)
    return [{ field: 'leaveDayCount', rule: 'max', params: { max: MAX_LEAVE_DAYS } }];
  return [];
}

export const LEAVE_FORM: FormDef = {
  formKey: LEAVE_FORM_KEY,
  title: 'leave.title',
  derive: deriveLeave,
  check: checkLeave,
  fields: [
    { __vModel__: 'billNo', __config__: { label: L('billNo'), jnpfKey: 'billRule', rule: LEAVE_BILL_RULE } },
    { __vModel__: 'applyUser', __config__: { label: L('applyUser'), jnpfKey: 'createUser' } },
    { __vModel__: 'applyDept', __config__: { label: L('applyDept'), jnpfKey: 'currOrganize' } },
    { __vModel__: 'applyPost', __config__: { label: L('applyPost'), jnpfKey: 'currPosition' } },
    { __vModel__: 'applyDate', __config__: { label: L('applyDate'), jnpfKey: 'createTime' } },
    {
      __vModel__: 'flowUrgent',
      __config__: {
        label: L('flowUrgent'),
        jnpfKey: 'radio',
        required: true,
        dataType: 'static',
        defaultValue: 1,
      },
      __slot__: {
        options: [1, 2, 3].map((id) => ({ id, fullName: `leave.urgency.${id}` })),
      },
    },
    { __vModel__: 'leaveGroup', __config__: { label: 'leave.group', jnpfKey: 'groupTitle' } },
    {
      __vModel__: 'leaveType',
      __config__: {
        label: L('leaveType'),
        jnpfKey: 'dicSelect',
        required: true,
        dataType: 'dictionary',
        dictionaryType: DICTIONARY.leaveType,
      },
    },
    {
      __vModel__: 'leaveStartTime',
      __config__: {
        label: L('leaveStartTime'),
        jnpfKey: HALF_DAY_DATE,
        required: true,
        halfDayType: START.type,
        defaultHalf: 'morning',
      },
    },
    {
      __vModel__: 'leaveEndTime',
      __config__: {
        label: L('leaveEndTime'),
        jnpfKey: HALF_DAY_DATE,
        required: true,
        halfDayType: END.type,
        defaultHalf: 'afternoon',
      },
    },
    {
      __vModel__: 'leaveDayCount',
      __config__: { label: L('leaveDayCount'), jnpfKey: 'numInput' },
      disabled: true,
    },
    { __vModel__: 'leaveHour', __config__: { label: L('leaveHour'), jnpfKey: 'numInput' }, disabled: true },
    {
      __vModel__: 'leaveReason',
      __config__: { label: L('leaveReason'), jnpfKey: 'textarea', required: true },
      placeholder: 'leave.reasonPlaceholder',
      maxlength: 500,
    },
    { __vModel__: 'fileJson', __config__: { label: L('fileJson'), jnpfKey: 'uploadFz' }, limit: 20 },
  ],
};
