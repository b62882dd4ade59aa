// "As of" time for cached data (ARCHITECTURE §7: every screen says how fresh its data is): HH:mm when it
// was fetched today, MM-dd HH:mm earlier this year, yyyy-MM-dd HH:mm before that. Local time.

import { formatDate } from './dateFormat';

export function asOfTime(fetchedAt: number, now: number): string {
  const then = new Date(fetchedAt);
  const today = new Date(now);
  if (then.getFullYear() !== today.getFullYear()) return formatDate(fetchedAt, 'yyyy-MM-dd HH:mm');
  const sameDay = then.getMonth() === today.getMonth() && then.getDate() === today.getDate();
  return formatDate(fetchedAt, sameDay ? 'HH:mm' : 'MM-dd HH:mm');
}
