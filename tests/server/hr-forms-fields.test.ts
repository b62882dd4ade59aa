/**
 * Each HR form field is checked by its kind and the form's rules, and every refusal is HTTP 400 naming the
 * field with the words the form shows: a bad ID card, mobile or bank card, an amount with three decimals,
 * an end before its start, a value not among the options, a dictionary item of another dictionary, a unit,
 * post or person that does not exist, a value of the wrong shape. Fields the form does not have are not
 * stored; the bill number must be the form's own rule's; only the caller applies for themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../contract';
import { hrFormSample } from '../shared/hrFormSamples';
import { createHarness, tokenFor, type Harness } from './harness';
import { expectFieldRefused, NURSE, readForm, sendForm, storeSampleFiles } from './hr-formRequests';
import { savedData } from './leaveRequests';

let h: Harness;
let nurse: string;

beforeAll(async () => {
  h = await createHarness();
  await storeSampleFiles(h);
  nurse = await tokenFor(h.app, 'nurse01');
});
afterAll(() => h.close());

const refusal = async (formKey: string, change: Record<string, unknown>, field: string) =>
  expectFieldRefused(await sendForm(h, formKey, hrFormSample(formKey, NURSE, change), nurse), field);

describe('field values are refused naming the field', () => {
  const cases: [string, string, Record<string, unknown>, string][] = [
    [
      'RetirementApply',
      'idCard',
      { idCard: '110105198001011230' },
      'idCard: 身份证号：请输入正确的身份证号码',
    ],
    ['DimissionApply', 'mobile', { mobile: '12345678901' }, 'mobile: 联系电话：请输入正确的手机号码'],
    [
      'WageCardChange',
      'newCardNo',
      { newCardNo: '6222-0212' },
      'newCardNo: 新卡号：银行卡号应为 12–19 位数字',
    ],
    [
      'SignContractApply',
      'monthlySalary',
      { monthlySalary: 8000.123 },
      'monthlySalary: 月薪（元）最多 2 位小数',
    ],
    [
      'PersonnelSecondment',
      'endDate',
      { startDate: Date.UTC(2027, 0, 2), endDate: Date.UTC(2027, 0, 1) },
      'endDate: 结束日期不能早于开始日期',
    ],
    [
      'TrainApply',
      'endTime',
      { startTime: Date.UTC(2027, 0, 2), endTime: Date.UTC(2027, 0, 1) },
      'endTime: 结束时间不能早于开始时间',
    ],
    [
      'WageCardChange',
      'newCardNo',
      { oldCardNo: '6222021234567890123', newCardNo: '6222021234567890123' },
      'newCardNo: 新卡号不能与原卡号相同',
    ],
    ['CreditApply', 'credits', { credits: 51 }, 'credits: 学分不能大于 50'],
    ['RetirementApply', 'retireType', { retireType: 'someday' }, 'retireType: 退休类型不是可选的选项'],
    [
      'SignContractApply',
      'contractType',
      { contractType: 'dict-education-1' },
      'contractType: 合同类型：不在字典中，请从字典中选择',
    ],
    [
      'TransferPositionApply',
      'toDept',
      { toDept: 'dept-nowhere' },
      'toDept: 调入科室：所选项不存在，请重新选择',
    ],
    [
      'TransferPositionApply',
      'toPost',
      { toPost: 'pos-nowhere' },
      'toPost: 调入岗位：所选项不存在，请重新选择',
    ],
    [
      'DimissionApply',
      'handoverTo',
      { handoverTo: 'u-nobody' },
      'handoverTo: 工作交接人：所选人员不存在或已停用',
    ],
    // A number typed as text is the platform's encoding and read as the number; other text is refused.
    ['SignContractApply', 'monthlySalary', { monthlySalary: '八千' }, 'monthlySalary: 月薪（元）须为数字'],
    [
      'RetirementApply',
      'birthDate',
      { birthDate: '1960-01-01' },
      'birthDate: 出生日期须为日期（毫秒时间戳）',
    ],
    ['RetirementApply', 'reason', { reason: 42 }, 'reason: 申请事由须为文字'],
    [
      'HonorApply',
      'fileJson',
      { fileJson: [{ name: 'a.png' }] },
      'fileJson: 相关附件须为已上传文件的列表（fileId、name、url）',
    ],
    ['HonorApply', 'fileJson', { fileJson: [] }, 'fileJson: 请选择相关附件'],
    ['RetirementApply', 'reason', { reason: '  ' }, 'reason: 请填写申请事由'],
  ];
  it.each(cases)('%s %s', async (formKey, field, change, message) => {
    expect(await refusal(formKey, change, field)).toBe(message);
  });
});

describe('the system fields', () => {
  it("a bill number of another form's rule, or one already used, is refused", async () => {
    expect(await refusal('DimissionApply', { billNo: 'QJ202611230001' }, 'billNo')).toMatch(
      /^billNo: 单据编号格式不正确，应为前缀、日期和流水号，如 LZ\d{8}0001$/,
    );
    const body = hrFormSample('CreditApply', NURSE);
    savedData(await sendForm(h, 'CreditApply', body, nurse));
    const again = await sendForm(
      h,
      'CreditApply',
      { ...hrFormSample('CreditApply', NURSE), billNo: body.billNo },
      nurse,
    );
    expect([again.body.code, again.body.msg]).toEqual([
      CODE.BAD_REQUEST,
      `单据编号 ${body.billNo} 已被其他申请使用，请重新获取编号`,
    ]);
  });

  it('applying for someone else is refused', async () => {
    const reply = await sendForm(h, 'CreditApply', hrFormSample('CreditApply', 'u-head01'), nurse);
    expect([reply.status, reply.body.code]).toEqual([200, CODE.FORBIDDEN]);
  });

  it('a bad system field is refused by the schema naming it', async () => {
    expectFieldRefused(
      await sendForm(h, 'CreditApply', hrFormSample('CreditApply', NURSE, { flowUrgent: 4 }), nurse),
      'flowUrgent',
    );
    expectFieldRefused(
      await sendForm(h, 'CreditApply', hrFormSample('CreditApply', NURSE, { flowTitle: ' ' }), nurse),
      'flowTitle',
    );
  });
});

describe('what is stored', () => {
  it('fields the form does not have are dropped; computed fields are computed again', async () => {
    const body = hrFormSample('SupportApply', NURSE, { dayCount: 99, salary: 100000, leaveType: 'x' });
    const saved = savedData(await sendForm(h, 'SupportApply', body, nurse));
    const { body: got } = await readForm(h, 'SupportApply', saved.id, nurse);
    expect(got.data).toMatchObject({ dayCount: 2, supportUnit: body.supportUnit });
    expect(got.data).not.toHaveProperty('salary');
    expect(got.data).not.toHaveProperty('leaveType');
  });
});
