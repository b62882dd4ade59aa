/**
 * The personal centre (spec §7 "Current user", issue #17), in the platform's shapes (its 3.3 client's
 * personal-data, business and modify-password pages): `Users/Current/BaseInfo` (GET/PUT), `Current/major`
 * and `Current/Actions/ModifyPassword`. Which fields the person keeps and which HR keeps is declared here
 * once, for the server's check and the screen's read-only marks.
 */
import { z } from 'zod/mini';
import { isEmail, isLandline, isMobile } from './form/validators';
import { reauthShape } from './waysIn';

/** Fields the person may change here, each with the spec §5 rule it must meet (an empty value clears it). */
export const SELF_FIELDS = {
  email: { max: 100, test: isEmail },
  landline: { max: 20, test: isLandline },
  telePhone: { max: 20, test: (v: string) => isMobile(v) || isLandline(v) },
  postalAddress: { max: 200, test: () => true },
  urgentContacts: { max: 20, test: () => true },
  urgentTelePhone: { max: 20, test: (v: string) => isMobile(v) || isLandline(v) },
  signature: { max: 100, test: () => true },
} as const satisfies Record<string, { max: number; test: (value: string) => boolean }>;
export type SelfField = keyof typeof SELF_FIELDS;
export const SELF_FIELD_NAMES = Object.keys(SELF_FIELDS) as SelfField[];

/**
 * Fields HR keeps: shown, and sent back unchanged by the platform's page (which posts every field), but
 * never changed here. The mobile is the SMS sign-in's number: it changes with a code sent to the new one.
 */
export const HR_FIELDS = [
  'realName',
  'gender',
  'birthday',
  'nation',
  'education',
  'nativePlace',
  'certificatesType',
  'certificatesNumber',
  'mobilePhone',
] as const;
export type HrField = (typeof HR_FIELDS)[number];

const text = z.nullable(z.string());
const ms = z.nullable(z.number());

/** `GET Users/Current/BaseInfo`. Dates are ms; `gender` is the `sex` item's enCode ("1" 男, "2" 女). */
export const baseInfo = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  /** The head, a download path ('' none). */
  avatar: z.string(),
  gender: z.string(),
  /** Unit path (医院/科室/病区), manager's name, post and role names, as the platform's page shows them. */
  organize: z.string(),
  manager: z.string(),
  position: z.string(),
  roleId: z.string(),
  creatorTime: z.number(),
  prevLogTime: ms,
  entryDate: ms,
  birthday: ms,
  /** Dictionary item ids (`nation`, `education`); no identity document is kept here. */
  nation: text,
  education: text,
  nativePlace: text,
  certificatesType: text,
  certificatesNumber: text,
  mobilePhone: text,
  email: text,
  landline: text,
  telePhone: text,
  postalAddress: text,
  urgentContacts: text,
  urgentTelePhone: text,
  signature: text,
});
export type BaseInfo = z.infer<typeof baseInfo>;

const bounded = z.optional(z.nullable(z.string().check(z.maxLength(200))));

/** `PUT Users/Current/BaseInfo`: the platform's page sends all 17 fields; ours sends its own fields only. */
export const baseInfoBody = z.object({
  id: bounded,
  realName: bounded,
  gender: z.optional(z.nullable(z.union([z.string().check(z.maxLength(10)), z.number()]))),
  birthday: z.optional(z.nullable(z.union([z.number(), z.string().check(z.maxLength(30))]))),
  nation: bounded,
  education: bounded,
  nativePlace: bounded,
  certificatesType: bounded,
  certificatesNumber: bounded,
  mobilePhone: bounded,
  email: bounded,
  landline: bounded,
  telePhone: bounded,
  postalAddress: bounded,
  urgentContacts: bounded,
  urgentTelePhone: bounded,
  signature: bounded,
});
export type BaseInfoBody = z.infer<typeof baseInfoBody>;

/** `PUT Users/Current/major`: make one of one's units or posts the main one. */
export const majorBody = z.object({
  majorId: z.string().check(z.minLength(1), z.maxLength(64)),
  majorType: z.enum(['Organize', 'Position']),
});

const md5 = z.string().check(z.regex(/^[0-9a-fA-F]{32}$/));

/**
 * `POST Users/Current/Actions/ModifyPassword`: md5 hex of the old and the new password, as the platform
 * sends them (its captcha `code` and `timestamp` are accepted and not needed here). An account without a
 * password (issue #28) sends, instead of the old one, `reauthCode`: a code sent to its current number
 * (waysIn.ts). The old password's absence is refused by the server, naming it.
 */
export const modifyPasswordBody = z.object({
  oldPassword: z.optional(md5),
  reauthCode: reauthShape.reauthCode,
  password: md5,
  code: z.optional(z.nullable(z.string().check(z.maxLength(10)))),
  timestamp: z.optional(z.nullable(z.union([z.number(), z.string().check(z.maxLength(30))]))),
});

/** The personal fields' labels, in both languages: the screen shows them, the server names a refused one. */
export const PERSONAL_WORDS = {
  zh: {
    account: '账号',
    realName: '姓名',
    gender: '性别',
    birthday: '出生日期',
    nation: '民族',
    education: '学历',
    nativePlace: '籍贯',
    certificatesType: '证件类型',
    certificatesNumber: '证件号码',
    mobilePhone: '手机号码',
    email: '电子邮箱',
    landline: '座机',
    telePhone: '办公电话',
    postalAddress: '通讯地址',
    urgentContacts: '紧急联系人',
    urgentTelePhone: '紧急联系电话',
    signature: '个性签名',
    organize: '所属组织',
    position: '岗位',
    manager: '直属上级',
    roleId: '角色',
    entryDate: '入职日期',
  },
  en: {
    account: 'Account',
    realName: 'Name',
    gender: 'Gender',
    birthday: 'Birthday',
    nation: 'Ethnicity',
    education: 'Education',
    nativePlace: 'Native place',
    certificatesType: 'ID type',
    certificatesNumber: 'ID number',
    mobilePhone: 'Mobile',
    email: 'E-mail',
    landline: 'Landline',
    telePhone: 'Office phone',
    postalAddress: 'Postal address',
    urgentContacts: 'Emergency contact',
    urgentTelePhone: 'Emergency phone',
    signature: 'Signature',
    organize: 'Unit',
    position: 'Post',
    manager: 'Manager',
    roleId: 'Roles',
    entryDate: 'Joined',
  },
} as const;

export type SelfFieldIssue = 'tooLong' | 'format';

/** What is wrong with a value for one of the person's own fields (trimmed; '' clears it), or null. */
export function selfFieldIssue(field: SelfField, value: string): SelfFieldIssue | null {
  const rule = SELF_FIELDS[field];
  if (value.length > rule.max) return 'tooLong';
  return value === '' || rule.test(value) ? null : 'format';
}
