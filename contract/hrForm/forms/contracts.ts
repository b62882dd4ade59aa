/** Labour contracts: signing, renewing and terminating one (the last two name the contract they act on). */
import { choice, count, date, dict, files, idCard, mobile, money, para, post, user } from '../fields';
import { defineHrForm } from '../define';
import { notBefore } from '../rules';

export const SIGN_CONTRACT = defineHrForm(
  'signContractApply',
  [
    dict('contractType', 'contractType', { required: true }),
    dict('employmentType', 'employmentType', { required: true }),
    post('contractPost', { required: true }),
    date('contractStart', { required: true }),
    // Left empty for a contract without a fixed term (无固定期限).
    date('contractEnd'),
    count('probationMonths', { max: 6 }),
    money('monthlySalary', { required: true }),
    idCard('idCard', { required: true }),
    mobile('mobile', { required: true, userFact: 'mobile' }),
    para('remark'),
    files(),
  ],
  {
    keyFields: [
      'contractType',
      'employmentType',
      'contractPost',
      'contractStart',
      'contractEnd',
      'monthlySalary',
    ],
    check: notBefore('contractEnd', 'contractStart'),
  },
);

export const RENEW_CONTRACT = defineHrForm(
  'renewContractApply',
  [
    dict('contractType', 'contractType', { required: true }),
    date('renewStart', { required: true }),
    date('renewEnd'),
    money('monthlySalary', { required: true }),
    para('reason', { required: true }),
    files(),
  ],
  {
    keyFields: ['contractType', 'renewStart', 'renewEnd', 'monthlySalary', 'reason'],
    check: notBefore('renewEnd', 'renewStart'),
  },
);

export const TERMINATE_CONTRACT = defineHrForm(
  'terminateContractApply',
  [
    choice('terminateType', ['mutual', 'employee', 'employer', 'expiry'], { required: true }),
    date('terminateDate', { required: true }),
    user('handoverTo', { required: true }),
    money('compensation'),
    para('reason', { required: true }),
    files(),
  ],
  { keyFields: ['terminateType', 'terminateDate', 'handoverTo', 'compensation', 'reason'] },
);
