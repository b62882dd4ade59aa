/**
 * What the person is told of HR's decision on their punch, in one in-site message (type 2, plain text): when
 * and where it was taken, why it was flagged, the decision and, for 未通过, the reason. Pure.
 */
import { PUNCH_FLAG_WORDS, type PunchFlag, type PunchReviewState } from '../../../contract';
import { hospitalStamp } from '../../hospital-time';

const FLAG_WORDS = PUNCH_FLAG_WORDS.zh;

export const STATE_WORDS: Record<PunchReviewState, string> = { accepted: '已核对', rejected: '未通过' };

/** `2026-11-27 08:03` in the hospital's time zone (its wall clock, to the minute). */
export const hospitalMinute = (ms: number): string => hospitalStamp(ms).slice(0, 16);

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
