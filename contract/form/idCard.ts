// Chinese resident ID card numbers: the 18-character form (GB 11643 checksum) and the old 15-digit form.
// Both must carry a real birth date; the check character may be a lower-case x.

import { isCalendarDate } from './calendar';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';
const ID18 = /^[1-9]\d{5}(\d{4})(\d{2})(\d{2})\d{3}[\dX]$/;
const ID15 = /^[1-9]\d{5}(\d{2})(\d{2})(\d{2})\d{3}$/;
const MIN_BIRTH_YEAR = 1900;

/** The GB 11643 check character for the first 17 digits. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i += 1) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARS[sum % 11] ?? '';
}

function birthDateOk(year: string, month: string, day: string): boolean {
  return Number(year) >= MIN_BIRTH_YEAR && isCalendarDate(Number(year), Number(month), Number(day));
}

export function isIdCard18(value: string): boolean {
  const id = value.toUpperCase();
  const m = ID18.exec(id);
  if (!m) return false;
  return birthDateOk(m[1] ?? '', m[2] ?? '', m[3] ?? '') && idCardCheckChar(id) === id[17];
}

/** The 15-digit form (issued before 1999) has a two-digit year in the 1900s and no check character. */
export function isIdCard15(value: string): boolean {
  const m = ID15.exec(value);
  return m !== null && birthDateOk(`19${m[1] ?? ''}`, m[2] ?? '', m[3] ?? '');
}
