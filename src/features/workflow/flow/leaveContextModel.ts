/**
 * A leave's context in the approver's words, pure: each wardmate off on its days as who, what, when (their
 * half days, as the leave form writes them) and whether their leave is approved or still in approval; and
 * the applicant's leave approved this year by type (病假 2 天、事假 1.5 天).
 */
import { FLOW_STATUS, type LeaveContextData } from '../../../../contract';
import type { Translate } from '../../../../contract/form/issueText';
import { formatDate } from '../../../../core/lib/dateFormat';
import { splitHalfDay } from '../../../forms/halfDay';

export interface OffLine {
  key: string;
  who: string;
  /** 病假 · 12-03 上午 – 12-05 下午 · 3 天 */
  what: string;
  approved: boolean;
}

function halfText(t: Translate, ms: number, type: 1 | 2): string {
  const parts = splitHalfDay(ms, type);
  return parts ? `${parts.date.slice(5)} ${t(`form.half.${parts.half}`)}` : formatDate(ms, 'MM-dd');
}

/** A span of half days: 12-03 上午 – 12-05 下午 (a single half: 12-03 上午 – 12-03 上午 reads as one). */
export function spanText(t: Translate, start: number, end: number): string {
  const from = halfText(t, start, 1);
  const to = halfText(t, end, 2);
  return from === to ? from : `${from} – ${to}`;
}

const daysText = (t: Translate, days: number) => t('wfFlow.key.days', { days });

export function offLines(t: Translate, context: LeaveContextData): OffLine[] {
  return context.colleagues.map((c) => ({
    key: `${c.userId}:${c.startTime}`,
    who: c.userName,
    what: [c.leaveTypeName, spanText(t, c.startTime, c.endTime), daysText(t, c.dayCount)]
      .filter(Boolean)
      .join(' · '),
    approved: c.flowStatus === FLOW_STATUS.approved,
  }));
}

/** 事假 1.5 天、病假 2 天; '' when none was approved this year. */
export function takenText(t: Translate, context: LeaveContextData): string {
  return context.taken
    .map((k) => `${k.leaveTypeName || t('wfFlow.key.otherLeave')} ${daysText(t, k.days)}`)
    .join('、');
}
