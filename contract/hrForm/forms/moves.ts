/**
 * Moving staff: support to another hospital and back, transfer to another post, secondment and its return,
 * and the return of staff borrowed from another unit.
 */
import { choice, count, date, dept, files, halfDay, heading, para, post, text } from '../fields';
import { defineHrForm } from '../define';
import { allOf, differs, notBefore, spanInto } from '../rules';

export const SUPPORT = defineHrForm(
  'supportApply',
  [
    text('supportUnit', { required: true, maxlength: 100 }),
    choice('supportType', ['counterpart', 'emergency', 'outreach'], { required: true }),
    halfDay('startTime', false, { required: true }),
    halfDay('endTime', true, { required: true }),
    { ...count('dayCount', { precision: 1 }), disabled: true },
    para('task', { required: true }),
    files(),
  ],
  {
    keyFields: ['supportUnit', 'supportType', 'startTime', 'endTime', 'dayCount', 'task'],
    derive: spanInto('startTime', 'endTime', 'dayCount'),
    check: notBefore('endTime', 'startTime'),
  },
);

export const SUPPORT_RETURN = defineHrForm(
  'supportReturn',
  [date('returnDate', { required: true }), para('workSummary', { required: true }), files()],
  { keyFields: ['returnDate', 'workSummary'] },
);

export const TRANSFER_POSITION = defineHrForm(
  'transferPositionApply',
  [
    heading('from'),
    dept('fromDept', { required: true }),
    post('fromPost', { required: true }),
    heading('to'),
    dept('toDept', { required: true }),
    post('toPost', { required: true }),
    date('transferDate', { required: true }),
    para('reason', { required: true }),
    files(),
  ],
  {
    keyFields: ['fromDept', 'fromPost', 'toDept', 'toPost', 'transferDate', 'reason'],
    // Another post in the same unit, or the same post in another unit; not where one is already.
    check: (values) => (values.toDept === values.fromDept ? differs('toPost', 'fromPost')(values) : []),
  },
);

export const SECONDMENT = defineHrForm(
  'personnelSecondment',
  [
    text('hostUnit', { required: true, maxlength: 100 }),
    text('hostPost', { required: true }),
    date('startDate', { required: true }),
    date('endDate', { required: true }),
    choice('salaryBy', ['home', 'host'], { required: true }),
    para('reason', { required: true }),
    files(),
  ],
  {
    keyFields: ['hostUnit', 'hostPost', 'startDate', 'endDate', 'reason'],
    check: notBefore('endDate', 'startDate'),
  },
);

export const SECONDMENT_RETURN = defineHrForm(
  'secondmentReturn',
  [
    date('returnDate', { required: true }),
    dept('returnDept', { required: true }),
    para('performance', { required: true }),
    files(),
  ],
  { keyFields: ['returnDate', 'returnDept', 'performance'] },
);

export const BORROW_RETURN = defineHrForm(
  'borrowReturn',
  [
    text('borrowedFrom', { required: true, maxlength: 100 }),
    date('startDate', { required: true }),
    date('endDate', { required: true }),
    date('returnDate', { required: true }),
    para('workSummary', { required: true }),
    files(),
  ],
  {
    keyFields: ['borrowedFrom', 'startDate', 'endDate', 'returnDate'],
    check: allOf(notBefore('endDate', 'startDate'), notBefore('returnDate', 'startDate')),
  },
);
