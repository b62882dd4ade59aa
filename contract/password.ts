/**
 * The password policy (issue #17), one table for the screen that shows it as the user types and the server
 * that enforces what it can see. The wire carries md5(password) only (the platform's way), so the server
 * checks what a hash allows — not the account, not a common password, not one of the last five — and the
 * length and character classes are checked on the device before anything is sent.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;
/** Character classes of which a password needs at least this many: lower, upper, digit, symbol. */
export const PASSWORD_CLASSES = 3;
/** A new password may not be the current one or one of the four before it. */
export const PASSWORD_HISTORY = 5;

/** `POST`: change one's own password (md5 on the wire, with the proof of the person). */
export const MODIFY_PASSWORD_PATH = '/api/permission/Users/Current/Actions/ModifyPassword';

/** Passwords met first in every leak (and their favourites on Chinese sites); compared whole, case-blind. */
export const COMMON_PASSWORDS = [
  '12345678',
  '123456789',
  '1234567890',
  '87654321',
  '11111111',
  '88888888',
  '66666666',
  '00000000',
  '12341234',
  '11223344',
  '147258369',
  '123123123',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'admin123',
  'admin@123',
  'qwerty123',
  'qwe123!@#',
  'qwer1234',
  'qwerty12',
  'abc12345',
  'abcd1234',
  'abc@1234',
  'a1234567',
  'a12345678',
  'aa123456',
  'woaini1314',
  'woaini520',
  '5201314a',
  'iloveyou',
  'zxcvbnm1',
  '1qaz2wsx',
  '1qaz@wsx',
  'zaq12wsx',
  'asdf1234',
  'huawei123',
  'hospital1',
  'hospital@123',
  'test1234',
  'welcome1',
  'welcome@123',
  'changeme',
  'Aa123456',
  'Aa123456!',
  'Abc@123456',
  'P@ssw0rd1',
] as const;

export type PasswordRule = 'length' | 'classes' | 'account' | 'common';

const CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z0-9]/];

/** The rules a new password breaks, in the order the screen lists them ([] = acceptable). */
export function passwordIssues(plain: string, account: string): PasswordRule[] {
  const issues: PasswordRule[] = [];
  if (plain.length < PASSWORD_MIN || plain.length > PASSWORD_MAX) issues.push('length');
  if (CLASSES.filter((c) => c.test(plain)).length < PASSWORD_CLASSES) issues.push('classes');
  const lower = plain.toLowerCase();
  if (account && lower.includes(account.toLowerCase())) issues.push('account');
  if ((COMMON_PASSWORDS as readonly string[]).some((p) => p.toLowerCase() === lower)) issues.push('common');
  return issues;
}
