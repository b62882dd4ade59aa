/**
 * Builders for the HR forms' fields in the platform's vocabulary, so each definition reads as the list of
 * what the HR office asks. Labels are i18n keys `hr.field.<name>` (words.ts holds them in Chinese and
 * English); a field's name is its `__vModel__` and its key in the body.
 */
import { HALF_DAY_DATE, RELATION_FORM } from '../form/kinds';
import type { FieldConfig, FieldDef, FieldOption } from '../form/types';

export const label = (name: string): string => `hr.field.${name}`;

type Opts = Partial<Pick<FieldConfig, 'required' | 'label' | 'validators' | 'regList' | 'userFact'>> &
  Partial<Pick<FieldDef, 'maxlength' | 'min' | 'max' | 'precision' | 'multiple' | 'limit' | 'placeholder'>>;

function field(name: string, jnpfKey: string, o: Opts = {}, config: Partial<FieldConfig> = {}): FieldDef {
  const { required, label: l, validators, regList, userFact, ...rest } = o;
  const rules = {
    ...(required ? { required } : {}),
    ...(validators ? { validators } : {}),
    ...(regList ? { regList } : {}),
    ...(userFact ? { userFact } : {}),
  };
  return { __vModel__: name, __config__: { label: l ?? label(name), jnpfKey, ...rules, ...config }, ...rest };
}

/** One line of text (≤ 50 characters unless said); `validators` are spec §5's by name. */
export const text = (name: string, o: Opts = {}): FieldDef =>
  field(name, 'comInput', { maxlength: 50, ...o });

/** A mobile number (spec §5: 1, then 3–9, then 9 digits). */
export const mobile = (name = 'mobile', o: Opts = {}): FieldDef =>
  text(name, { maxlength: 11, validators: ['mobile'], ...o });

/** A national ID card number (spec §5: 15 or 18 characters with a valid date and check digit). */
export const idCard = (name = 'idCard', o: Opts = {}): FieldDef =>
  text(name, { maxlength: 18, validators: ['idCard'], ...o });

/** A bank card number: 12 to 19 digits (the lengths Chinese banks issue). */
export const bankCard = (name: string, o: Opts = {}): FieldDef =>
  text(name, {
    maxlength: 19,
    regList: [{ pattern: '/^\\d{12,19}$/', message: '银行卡号应为 12–19 位数字' }],
    ...o,
  });

/** Several lines (≤ 500 characters). */
export const para = (name: string, o: Opts = {}): FieldDef =>
  field(name, 'textarea', { maxlength: 500, ...o });

/** A count or score: a number in [min, max] with `precision` decimals (0 unless said). */
export const count = (name: string, o: Opts = {}): FieldDef =>
  field(name, 'numInput', { min: 0, precision: 0, ...o });

/** An amount of money in 元: ≥ 0, at most two decimals (spec §5 amount rule). */
export const money = (name: string, o: Opts = {}): FieldDef =>
  field(name, 'numInput', { min: 0, max: 99_999_999.99, precision: 2, ...o });

export const date = (name: string, o: Opts = {}): FieldDef => field(name, 'date', o);

/** A half day: a start (type 1, 00:00:00 / 12:00:00) or an end (type 2, 11:59:59 / 23:59:59). */
export const halfDay = (name: string, end: boolean, o: Opts = {}): FieldDef =>
  field(name, HALF_DAY_DATE, o, {
    halfDayType: end ? 2 : 1,
    defaultHalf: end ? 'afternoon' : 'morning',
  });

/** A value of a dictionary (server/seed/reference.ts DICTIONARIES) by its enCode. */
export const dict = (name: string, dictionaryType: string, o: Opts = {}): FieldDef =>
  field(name, 'dicSelect', o, { dataType: 'dictionary', dictionaryType });

/** A fixed choice; option names are i18n keys `hr.option.<name>.<id>`. */
export function choice(name: string, ids: readonly string[], o: Opts = {}): FieldDef {
  const options: FieldOption[] = ids.map((id) => ({ id, fullName: `hr.option.${name}.${id}` }));
  return { ...field(name, 'radio', o, { dataType: 'static' }), __slot__: { options } };
}

export const dept = (name: string, o: Opts = {}): FieldDef => field(name, 'depSelect', o);
export const post = (name: string, o: Opts = {}): FieldDef => field(name, 'posSelect', o);
export const user = (name: string, o: Opts = {}): FieldDef => field(name, 'userSelect', o);

/** Files (certificates, letters): at most 9, any type. */
export const files = (o: Opts = {}): FieldDef => field('fileJson', 'uploadFz', { limit: 9, ...o });

/** A heading between sections. */
export const heading = (name: string): FieldDef => field(name, 'groupTitle', { label: `hr.group.${name}` });

/** The earlier form this one follows on (leave return → leave): required, stored as `refId`. */
export const follows = (formKeys: readonly string[]): FieldDef =>
  field('refId', RELATION_FORM, { required: true }, { relationForm: formKeys });

/** The platform's system fields, first in every form: bill number, who, where, when. */
export function systemFields(billRule: string): FieldDef[] {
  return [
    field('billNo', 'billRule', {}, { rule: billRule }),
    field('applyUser', 'createUser'),
    field('applyDept', 'currOrganize'),
    field('applyPost', 'currPosition'),
    field('applyDate', 'createTime'),
  ];
}

/**
 * 紧急程度, last in every form (#30 item 15): it defaults to 普通 and is seldom changed, so it does not lead
 * what the nurse fills in (as DingTalk's 审批 keeps it out of the way).
 */
export function urgencyField(): FieldDef {
  return {
    ...field('flowUrgent', 'radio', { required: true }, { dataType: 'static', defaultValue: 1 }),
    __slot__: { options: [1, 2, 3].map((id) => ({ id, fullName: `leave.urgency.${id}` })) },
  };
}
