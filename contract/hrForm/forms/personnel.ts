/** 人事管理 (personnelManage): retirement, regularisation, titles, resignation, wage card. */
import {
  bankCard,
  choice,
  count,
  date,
  dict,
  files,
  heading,
  idCard,
  mobile,
  para,
  post,
  text,
  user,
} from '../fields';
import { defineHrForm } from '../define';
import { allOf, differs, notBefore } from '../rules';

export const RETIREMENT = defineHrForm(
  'retirementApply',
  [
    heading('person'),
    idCard('idCard', { required: true }),
    date('birthDate', { required: true }),
    date('workStartDate', { required: true }),
    dict('professionalTitle', 'professionalTitle'),
    heading('retirement'),
    choice('retireType', ['normal', 'early', 'deferred'], { required: true }),
    date('retireDate', { required: true }),
    mobile('mobile', { required: true, userFact: 'mobile' }),
    text('address', { maxlength: 100 }),
    para('reason', { required: true }),
    files(),
  ],
  {
    keyFields: ['retireType', 'retireDate', 'reason'],
    check: allOf(notBefore('workStartDate', 'birthDate'), notBefore('retireDate', 'workStartDate')),
  },
);

export const REGULAR_WORKER = defineHrForm(
  'regularWorkerApply',
  [
    dict('employmentType', 'employmentType', { required: true }),
    date('entryDate', { required: true, userFact: 'entryDate' }),
    date('probationEndDate', { required: true }),
    date('regularDate', { required: true }),
    para('workSummary', { required: true }),
    files(),
  ],
  {
    keyFields: ['employmentType', 'entryDate', 'regularDate', 'workSummary'],
    check: allOf(notBefore('probationEndDate', 'entryDate'), notBefore('regularDate', 'entryDate')),
  },
);

export const PROFESSIONAL_TITLE = defineHrForm(
  'professionalTitleApply',
  [
    heading('current'),
    dict('currentTitle', 'professionalTitle'),
    date('currentTitleDate'),
    count('yearsInTitle', { required: true, max: 60 }),
    heading('apply'),
    dict('applyTitle', 'professionalTitle', { required: true }),
    text('specialty', { required: true }),
    dict('education', 'education', { required: true }),
    dict('degree', 'degree'),
    count('paperCount', { max: 999 }),
    para('achievements', { required: true }),
    files({ required: true }),
  ],
  { keyFields: ['currentTitle', 'applyTitle', 'yearsInTitle', 'achievements'] },
);

export const ENGAGE = defineHrForm(
  'engageApply',
  [
    dict('engageTitle', 'professionalTitle', { required: true }),
    date('qualifiedDate', { required: true }),
    post('engagePost', { required: true }),
    date('engageStart', { required: true }),
    date('engageEnd', { required: true }),
    para('reason', { required: true }),
    files(),
  ],
  {
    keyFields: ['engageTitle', 'engagePost', 'engageStart', 'engageEnd', 'reason'],
    check: allOf(notBefore('engageStart', 'qualifiedDate'), notBefore('engageEnd', 'engageStart')),
  },
);

export const DIMISSION = defineHrForm(
  'dimissionApply',
  [
    dict('dimissionReason', 'dimissionReason', { required: true }),
    date('entryDate', { required: true, userFact: 'entryDate' }),
    date('lastWorkDate', { required: true }),
    user('handoverTo', { required: true }),
    mobile('mobile', { required: true, userFact: 'mobile' }),
    para('reason', { required: true }),
    files(),
  ],
  {
    keyFields: ['dimissionReason', 'lastWorkDate', 'handoverTo', 'reason'],
    check: notBefore('lastWorkDate', 'entryDate'),
  },
);

export const WAGE_CARD = defineHrForm(
  'wageCardChange',
  [
    text('accountName', { required: true, maxlength: 30 }),
    idCard('idCard', { required: true }),
    text('bankName', { required: true }),
    text('bankBranch'),
    bankCard('oldCardNo'),
    bankCard('newCardNo', { required: true }),
    para('reason', { required: true }),
    files(),
  ],
  { keyFields: ['bankName', 'newCardNo', 'reason'], check: differs('newCardNo', 'oldCardNo') },
);
