/**
 * Bill numbers (单据编号): prefix, the period the counter belongs to (the day in the hospital's time zone,
 * formatted by the rule) and the counter padded to the rule's width, e.g. QJ + 20261123 + 0001.
 */
export function formatBillNumber(rule: { prefix: string; period: string; digits: number; number: number }) {
  return `${rule.prefix}${rule.period}${String(rule.number).padStart(rule.digits, '0')}`;
}

/** The period a rule's date format gives a day: 'YYYYMMDD' → '20261123' (as the SQL of nextBillNumber does). */
export function billPeriod(dateFormat: string, day: { YYYY: string; MM: string; DD: string }): string {
  return dateFormat.replaceAll('YYYY', day.YYYY).replaceAll('MM', day.MM).replaceAll('DD', day.DD);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a number of the rule looks like: prefix, the date in the rule's format, then at least `digits` digits. */
export function billNumberPattern(rule: { prefix: string; dateFormat: string; digits: number }): RegExp {
  const date = escapeRegExp(rule.dateFormat)
    .replaceAll('YYYY', '\\d{4}')
    .replaceAll('MM', '\\d{2}')
    .replaceAll('DD', '\\d{2}');
  return new RegExp(`^${escapeRegExp(rule.prefix)}${date}\\d{${rule.digits},}$`);
}
