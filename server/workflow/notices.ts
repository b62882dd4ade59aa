/**
 * The message each notice becomes: its title, and the bodyText `type` telling the app which list the flow
 * belongs to for the reader (1 my flow moved on, 2 waiting for me, 3 copied to me), so tapping it opens it.
 */
import { FLOW_MESSAGE_TYPE } from '../../contract';
import type { NoticeKind } from './types';

export type NoticeText = { title: string; flowType: number };

export function noticeText(kind: NoticeKind, flowName: string, applicantName: string): NoticeText {
  const theirs = `${applicantName}的${flowName}`;
  switch (kind) {
    case 'todo':
      return { title: `待审批：${theirs}`, flowType: FLOW_MESSAGE_TYPE.todo };
    case 'urge':
      return { title: `催办：${theirs}，请尽快审批`, flowType: FLOW_MESSAGE_TYPE.todo };
    case 'copy':
      return { title: `抄送：${theirs}`, flowType: FLOW_MESSAGE_TYPE.copy };
    case 'approved':
      return { title: `您的${flowName}已审批通过`, flowType: FLOW_MESSAGE_TYPE.launch };
    case 'rejected':
      return { title: `您的${flowName}已被驳回`, flowType: FLOW_MESSAGE_TYPE.launch };
    case 'withdrawn':
      return { title: `您的${flowName}已撤回`, flowType: FLOW_MESSAGE_TYPE.launch };
    case 'terminated':
      return { title: `您的${flowName}已被管理员终止`, flowType: FLOW_MESSAGE_TYPE.launch };
  }
}
