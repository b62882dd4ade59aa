/** 学习荣誉 (studyHonor): credentials, further study (its change and return), training, honours, education, credits. */
import { choice, count, date, dict, files, halfDay, heading, money, para, text, user } from '../fields';
import { defineHrForm } from '../define';
import { allOf, notBefore, spanInto } from '../rules';

export const CREDENTIAL = defineHrForm(
  'credentialApply',
  [
    dict('certificateType', 'certificateType', { required: true }),
    text('certificateName', { required: true, maxlength: 100 }),
    text('certificateNo', {
      required: true,
      regList: [{ pattern: '/^[A-Za-z0-9-]{4,40}$/', message: '证书编号为 4–40 位字母、数字或短横线' }],
    }),
    text('issuer', { required: true, maxlength: 100 }),
    date('issueDate', { required: true }),
    date('validUntil'),
    choice('purpose', ['register', 'change', 'renew'], { required: true }),
    files({ required: true }),
  ],
  {
    keyFields: ['certificateType', 'certificateName', 'issueDate', 'validUntil', 'purpose'],
    check: notBefore('validUntil', 'issueDate'),
  },
);

export const FURTHER_STUDY = defineHrForm(
  'furtherStudyApply',
  [
    dict('studyType', 'furtherStudyType', { required: true }),
    text('institution', { required: true, maxlength: 100 }),
    text('major', { required: true }),
    date('startDate', { required: true }),
    date('endDate', { required: true }),
    money('budget'),
    choice('funding', ['hospital', 'self', 'shared'], { required: true }),
    para('plan', { required: true }),
    files(),
  ],
  {
    keyFields: ['studyType', 'institution', 'major', 'startDate', 'endDate', 'funding'],
    check: notBefore('endDate', 'startDate'),
  },
);

export const FURTHER_STUDY_AMEND = defineHrForm(
  'furtherStudyApplyAmend',
  [
    choice('amendType', ['extend', 'shorten', 'institution', 'cancel'], { required: true }),
    date('newStartDate'),
    date('newEndDate'),
    text('newInstitution', { maxlength: 100 }),
    para('reason', { required: true }),
    files(),
  ],
  {
    keyFields: ['amendType', 'newStartDate', 'newEndDate', 'newInstitution', 'reason'],
    check: notBefore('newEndDate', 'newStartDate'),
  },
);

export const FURTHER_STUDY_BACK = defineHrForm(
  'furtherStudyBack',
  [date('backDate', { required: true }), para('results', { required: true }), files({ required: true })],
  { keyFields: ['backDate', 'results'] },
);

export const TRAIN = defineHrForm(
  'trainApply',
  [
    text('trainName', { required: true, maxlength: 100 }),
    text('organizer', { required: true, maxlength: 100 }),
    text('location', { required: true, maxlength: 100 }),
    halfDay('startTime', false, { required: true }),
    halfDay('endTime', true, { required: true }),
    { ...count('dayCount', { precision: 1 }), disabled: true },
    money('budget'),
    count('credits', { max: 100, precision: 1 }),
    para('reason', { required: true }),
    files(),
  ],
  {
    keyFields: ['trainName', 'location', 'startTime', 'endTime', 'dayCount', 'credits'],
    derive: spanInto('startTime', 'endTime', 'dayCount'),
    check: notBefore('endTime', 'startTime'),
  },
);

export const HONOR = defineHrForm(
  'honorApply',
  [
    // The 推荐人 who reviews it first (the flow's candidates node, catalogue `chooses`).
    user('recommender', { required: true }),
    text('honorName', { required: true, maxlength: 100 }),
    dict('honorLevel', 'honorLevel', { required: true }),
    text('awardedBy', { required: true, maxlength: 100 }),
    date('awardDate', { required: true }),
    para('deeds', { required: true }),
    files({ required: true }),
  ],
  { keyFields: ['honorName', 'honorLevel', 'awardedBy', 'awardDate'] },
);

export const EDUCATION = defineHrForm(
  'educationApply',
  [
    dict('education', 'education', { required: true }),
    dict('degree', 'degree'),
    text('school', { required: true, maxlength: 100 }),
    text('major', { required: true }),
    choice('studyMode', ['fullTime', 'partTime'], { required: true }),
    heading('period'),
    date('startDate', { required: true }),
    date('graduationDate', { required: true }),
    text('certificateNo', { required: true, maxlength: 40 }),
    files({ required: true }),
  ],
  {
    keyFields: ['education', 'degree', 'school', 'major', 'graduationDate'],
    check: allOf(notBefore('graduationDate', 'startDate')),
  },
);

export const CREDIT = defineHrForm(
  'creditApply',
  [
    text('activityName', { required: true, maxlength: 100 }),
    choice('creditType', ['I', 'II'], { required: true }),
    text('organizer', { required: true, maxlength: 100 }),
    date('activityDate', { required: true }),
    count('credits', { required: true, min: 0.5, max: 50, precision: 1 }),
    files({ required: true }),
  ],
  { keyFields: ['activityName', 'creditType', 'activityDate', 'credits'] },
);
