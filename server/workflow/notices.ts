/**
 * The message each notice becomes: its title, and the bodyText `type` telling the app which list the flow
 * belongs to for the reader (1 my flow moved on, 2 waiting for me, 3 copied to me), so tapping it opens it.
 * A title names the application (its key facts, #30 item 2: 您的请假申请（事假 · 11-28 – 11-30）已被驳回) and,
 * for a decision told to the applicant, the decider's words (：理由不充分，请补充病历).
 */
import { FLOW_MESSAGE_TYPE } from '../../contract';
import type { NoticeKind } from './types';

export type NoticeText = { title: string; flowType: number };

/** What a title says besides its kind: the application's facts and the decider's words (either may be ''). */
export type NoticeAbout = { facts: string; opinion: string };

/** How much of the decider's words a title carries (the flow's detail shows them whole). */
const MAX_OPINION = 60;

const opinionOf = (opinion: string): string => {
  const words = opinion.trim().replace(/\s+/g, ' ');
  if (!words) return '';
  return `：${words.length > MAX_OPINION ? `${words.slice(0, MAX_OPINION)}…` : words}`;
};

export function noticeText(
  kind: NoticeKind,
  flowName: string,
  applicantName: string,
  about: NoticeAbout = { facts: '', opinion: '' },
): NoticeText {
  const facts = about.facts ? `（${about.facts}）` : '';
  const theirs = `${applicantName}的${flowName}${facts}`;
  const mine = `您的${flowName}${facts}`;
  switch (kind) {
    case 'todo':
      return { title: `待审批：${theirs}`, flowType: FLOW_MESSAGE_TYPE.todo };
    case 'urge':
      return { title: `催办：${theirs}，请尽快审批`, flowType: FLOW_MESSAGE_TYPE.todo };
    case 'copy':
      return { title: `抄送：${theirs}`, flowType: FLOW_MESSAGE_TYPE.copy };
    case 'approved':
      return { title: `${mine}已审批通过${opinionOf(about.opinion)}`, flowType: FLOW_MESSAGE_TYPE.launch };
    case 'rejected':
      return { title: `${mine}已被驳回${opinionOf(about.opinion)}`, flowType: FLOW_MESSAGE_TYPE.launch };
    case 'withdrawn':
      return { title: `${mine}已撤回`, flowType: FLOW_MESSAGE_TYPE.launch };
    case 'terminated':
      return {
        title: `${mine}已被管理员终止${opinionOf(about.opinion)}`,
        flowType: FLOW_MESSAGE_TYPE.launch,
      };
  }
}
