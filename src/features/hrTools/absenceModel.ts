/**
 * How a leave's dates read in 今日请假, pure: a leave runs in half days (上午 from 00:00, 下午 from 12:00;
 * ending 11:59:59 or 23:59:59), so each end is its date and its half — `12-01 上午`.
 */
import { formatDate } from '../../../core/lib/dateFormat';

export type Half = 'morning' | 'afternoon';

/** The date (MM-dd, in the phone's time zone) and half of an instant. */
export function halfDayOf(ms: number): { date: string; half: Half } {
  const hour = new Date(ms).getHours();
  return { date: formatDate(ms, 'MM-dd'), half: hour < 12 ? 'morning' : 'afternoon' };
}
