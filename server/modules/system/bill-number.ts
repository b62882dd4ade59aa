/**
 * Bill numbers (单据编号): prefix, the period the counter belongs to (the day in the hospital's time zone,
 * formatted by the rule) and the counter padded to the rule's width, e.g. QJ + 20261123 + 0001.
 */
export function formatBillNumber(rule: { prefix: string; period: string; digits: number; number: number }) {
  return `${rule.prefix}${rule.period}${String(rule.number).padStart(rule.digits, '0')}`;
}
