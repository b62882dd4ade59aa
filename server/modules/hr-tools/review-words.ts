/**
 * What the person is told of HR's decision on their punch, in one in-site message (type 2, plain text): when
 * and where it was taken, why it was flagged, the decision and, for 未通过, the reason. Pure.
 */
import { PUNCH_FLAG_WORDS, type PunchFlag, type PunchReviewState } from '../../../contract';
import { HOSPITAL_TIME_ZONE } from '../../hospital-time';

const FLAG_WORDS = PUNCH_FLAG_WORDS.zh;

export const STATE_WORDS: Record<PunchReviewState, string> = { accepted: '已核对', rejected: '未通过' };

const WHEN = new Intl.DateTimeFormat('zh-CN', {
  timeZone: HOSPITAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `2026-11-27 08:03` in the hospital's time zone. */
export function hospitalMinute(ms: number): string {
  const part = (type: string) => WHEN.formatToParts(ms).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

export type DecidedPunch = {
  punchedAt: number;
  siteName: string | null;
  flags: readonly PunchFlag[];
  state: PunchReviewState;
  reason: string;
};

export function reviewMessage(p: DecidedPunch): { title: string; bodyText: string } {
  const where = p.siteName ? `（${p.siteName}）` : '';
  const why = p.flags.map((f) => FLAG_WORDS[f]).join('、');
  const taken = `您 ${hospitalMinute(p.punchedAt)}${where} 的外勤打卡（异常：${why}）`;
  if (p.state === 'accepted')
    return { title: '外勤打卡已核对', bodyText: `${taken}已由人事核对通过，按正常打卡记录。` };
  return {
    title: '外勤打卡未通过核对',
    bodyText: `${taken}未通过人事核对。原因：${p.reason}。如有疑问，请联系人事处。`,
  };
}
