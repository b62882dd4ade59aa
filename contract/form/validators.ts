// The generic validators of spec §5 as pure predicates, plus the VALIDATORS table the form engine reads.
// Values are not trimmed (the form engine trims); numbers are checked by their decimal text.

import { MOBILE_PATTERN } from '../mobile';
import { isIdCard15, isIdCard18 } from './idCard';

/** The text a validator checks: strings as they are, finite numbers as decimal text, anything else none. */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

const matches =
  (pattern: RegExp) =>
  (value: unknown): boolean => {
    const text = textOf(value);
    return text !== null && pattern.test(text);
  };

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
const PLATE_CHAR = 'A-HJ-NP-Z0-9';
/** New-energy letters (D, F and, since 2021, the other letters A–K) without I. */
const ENERGY = 'A-HJK';
const PLATE_7 = `[${PROVINCES}][A-Z][${PLATE_CHAR}]{4}[${PLATE_CHAR}挂学警港澳]`;
const PLATE_8 = `[${PROVINCES}][A-Z](?:[${ENERGY}][${PLATE_CHAR}]\\d{4}|\\d{5}[${ENERGY}])`;

/** 1, then 3–9, then 9 digits. */
export const isMobile = matches(MOBILE_PATTERN);
export const isEmail = matches(
  /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
);
/** Whole-unit plates are 7 characters; new-energy plates are 8. Letters must be upper case. */
export const isCarPlate = matches(new RegExp(`^(?:${PLATE_7}|${PLATE_8})$`));
/** Non-negative, no leading zeros, at most two decimals, no thousands separators. */
export const isAmount = matches(/^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/);
export const isDigits = matches(/^\d+$/);
/** Han characters, including the rare ones outside the basic block that appear in names. */
export const isChinese = matches(/^\p{Script=Han}+$/u);
export const isLetters = matches(/^[A-Za-z]+$/);
/** Area code (0 and 2–3 digits), a hyphen, then a 7- or 8-digit number: 010-12345678, 0571-1234567. */
export const isLandline = matches(/^0\d{2,3}-\d{7,8}$/);

/** http(s) URLs with a host; the scheme is required. */
export function isUrl(value: unknown): boolean {
  const text = textOf(value);
  if (text === null || /\s/.test(text) || !/^https?:\/\/[^/?#]/i.test(text)) return false;
  try {
    return new URL(text).hostname.length > 0;
  } catch {
    return false;
  }
}

export function isIdCard(value: unknown): boolean {
  const text = textOf(value);
  return text !== null && (isIdCard18(text) || isIdCard15(text));
}

/** Exactly `length` digits (a verification code); a length that is not a positive integer never matches. */
export function isCode(value: unknown, length = 6): boolean {
  const text = textOf(value);
  if (text === null || !Number.isInteger(length) || length < 1) return false;
  return text.length === length && /^\d+$/.test(text);
}

/** A string holding a JSON object or array (bare numbers, strings and null are not accepted). */
export function isJson(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}

export interface ValidatorRule {
  test: (value: unknown, param?: number) => boolean;
  message: string;
}

export const VALIDATORS = {
  mobile: { test: isMobile, message: '请输入正确的手机号码' },
  email: { test: isEmail, message: '请输入正确的邮箱地址' },
  url: { test: isUrl, message: '请输入正确的网址' },
  idCard: { test: isIdCard, message: '请输入正确的身份证号码' },
  carPlate: { test: isCarPlate, message: '请输入正确的车牌号' },
  amount: { test: isAmount, message: '请输入正确的金额，最多两位小数' },
  digits: { test: isDigits, message: '只能输入数字' },
  chinese: { test: isChinese, message: '只能输入中文' },
  letters: { test: isLetters, message: '只能输入字母' },
  landline: { test: isLandline, message: '请输入正确的座机号码，如 010-12345678' },
  code: { test: (value: unknown, length?: number) => isCode(value, length), message: '请输入正确的验证码' },
  json: { test: isJson, message: '请输入正确的 JSON 字符串' },
} as const satisfies Record<string, ValidatorRule>;

export type ValidatorName = keyof typeof VALIDATORS;

/** The rule's error message when the value fails, otherwise null. */
export function validate(name: ValidatorName, value: unknown, param?: number): string | null {
  const rule: ValidatorRule = VALIDATORS[name];
  return rule.test(value, param) ? null : rule.message;
}
