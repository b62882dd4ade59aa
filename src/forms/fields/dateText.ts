/**
 * Between the values dates are kept in (epoch ms, as they travel) and the text a date field shows
 * (yyyy-MM-dd, local time).
 */
import { formatDate } from '../../../core/lib/dateFormat';

export function dateText(ms: unknown): string {
  return typeof ms === 'number' && Number.isFinite(ms) ? formatDate(ms, 'yyyy-MM-dd') : '';
}

/** Local midnight of the day, or null for an empty or broken input. */
export function dateMs(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const ms = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime();
  return Number.isFinite(ms) ? ms : null;
}
