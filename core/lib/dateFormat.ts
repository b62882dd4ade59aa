// Date formatting with the spec's yyyy-MM-dd style patterns (spec §9), mapped onto dayjs tokens.
// Takes epoch ms and formats in local time.

import dayjs from 'dayjs';

/** The default date format, and the date helper's default. */
export const DATE_FORMAT = 'yyyy-MM-dd';
export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm';

const TOKENS: Readonly<Record<string, string>> = {
  yyyy: 'YYYY',
  yy: 'YY',
  MM: 'MM',
  M: 'M',
  dd: 'DD',
  d: 'D',
  HH: 'HH',
  H: 'H',
  hh: 'hh',
  h: 'h',
  mm: 'mm',
  m: 'm',
  ss: 'ss',
  s: 's',
  SSS: 'SSS',
};
const TOKEN_PATTERN = /(yyyy|yy|MM|M|dd|d|HH|H|hh|h|mm|m|ss|s|SSS)/;

/** Turns a yyyy-MM-dd style pattern into a dayjs one; everything that is not a token stays literal. */
export function toDayjsFormat(format: string): string {
  return format
    .split(TOKEN_PATTERN)
    .map((part, i) => (i % 2 === 1 ? (TOKENS[part] ?? part) : literal(part)))
    .join('');
}

function literal(text: string): string {
  if (text === '') return '';
  return text
    .split(']')
    .map((piece) => (piece === '' ? '' : `[${piece}]`))
    .join(']');
}

/** Formats epoch ms; an invalid time gives ''. */
export function formatDate(ms: number, format: string = DATE_TIME_FORMAT): string {
  const date = dayjs(ms);
  return Number.isFinite(ms) && date.isValid() ? date.format(toDayjsFormat(format)) : '';
}
