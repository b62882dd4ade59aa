/**
 * The rules of spec §4 for the Messages tab, as pure functions (the worker applies them to what arrives
 * over the socket, the in-site screens to what the user reads): a received chat message (appended read in
 * the open chat, otherwise unread and the badge up by one; the conversation list updated either way — the
 * in-site counts are the notices' and system messages'), a pushed in-site message (type 1 a notice, any
 * other a message; the badge up by its unread notice count, or 1), reading one item or all of a kind
 * (counts and the badge down), and the badge itself (set, increased, decreased, never below 0).
 */
import type { ImReplyItem, InitMessage, ReceivedFrame } from '../../contract';

/** The Messages tab's unread summary (spec §3 "Chat unread summary" / "Message info"). */
export interface MessageSummary {
  unreadNoticeCount: number;
  noticeText: string;
  noticeDate: number | null;
  unreadMessageCount: number;
  messageText: string;
  messageDate: number | null;
  /** The tab's badge. */
  badge: number;
}

export type Conversation = ImReplyItem;

export interface ChatState {
  summary: MessageSummary;
  /** Newest first. */
  conversations: Conversation[];
  /** The partner whose chat is on screen, if any. */
  openChat: string | null;
}

export const EMPTY_SUMMARY: MessageSummary = {
  unreadNoticeCount: 0,
  noticeText: '',
  noticeDate: null,
  unreadMessageCount: 0,
  messageText: '',
  messageDate: null,
  badge: 0,
};

/** The badge: set, increased or decreased, never below 0. */
export const setBadge = (s: MessageSummary, n: number): MessageSummary => ({ ...s, badge: Math.max(0, n) });
export const addBadge = (s: MessageSummary, n: number): MessageSummary => setBadge(s, s.badge + n);

/**
 * The summary initMessage starts from: its in-site counts (notices, system messages); the badge their sum
 * plus every unread chat message (`unreadNums`).
 */
export function summaryOfInit(init: InitMessage): MessageSummary {
  const summary = {
    unreadNoticeCount: init.unreadNoticeCount,
    noticeText: init.noticeDefaultText,
    noticeDate: null,
    unreadMessageCount: init.unreadMessageCount,
    messageText: init.messageDefaultText,
    messageDate: null,
    badge: 0,
  };
  const chat = init.unreadNums.reduce((n, u) => n + u.unreadNum, 0);
  return setBadge(summary, init.unreadNoticeCount + init.unreadMessageCount + chat);
}

/** The conversation list with `c` moved to the top (replacing the partner's older entry). */
function toTop(list: readonly Conversation[], c: Conversation): Conversation[] {
  return [c, ...list.filter((x) => x.id !== c.id)];
}

export interface Received {
  state: ChatState;
  /** The message as the chat shows it: unread 0 in the open chat, 1 elsewhere. */
  unread: 0 | 1;
}

/** A chat message arrives (receiveMessage). */
export function receiveChat(state: ChatState, frame: ReceivedFrame): Received {
  const open = state.openChat === frame.formUserId;
  const unread = open ? 0 : 1;
  const old = state.conversations.find((c) => c.id === frame.formUserId);
  const conversation: Conversation = {
    id: frame.formUserId,
    realName: frame.realName,
    account: old?.account ?? '',
    headIcon: frame.headIcon,
    latestMessage: frame.formMessage,
    latestDate: frame.latestDate,
    messageType: frame.messageType,
    unreadMessage: (old?.unreadMessage ?? 0) + unread,
  };
  const summary = open ? state.summary : addBadge(state.summary, 1);
  return { state: { ...state, summary, conversations: toTop(state.conversations, conversation) }, unread };
}

/** A pushed in-site message (messagePush): type 1 is a notice, any other a message. */
export function receivePush(
  s: MessageSummary,
  push: { messageType: number; title: string; unreadNoticeCount?: number },
  at: number,
): MessageSummary {
  const by = push.unreadNoticeCount || 1;
  const counted =
    push.messageType === 1
      ? { ...s, unreadNoticeCount: s.unreadNoticeCount + by, noticeText: push.title, noticeDate: at }
      : { ...s, unreadMessageCount: s.unreadMessageCount + by, messageText: push.title, messageDate: at };
  return addBadge(counted, by);
}

/** Reading one item: its count and the badge down by one, neither below 0. */
export function readOne(s: MessageSummary, kind: 'notice' | 'message'): MessageSummary {
  const counted =
    kind === 'notice'
      ? { ...s, unreadNoticeCount: Math.max(0, s.unreadNoticeCount - 1) }
      : { ...s, unreadMessageCount: Math.max(0, s.unreadMessageCount - 1) };
  return addBadge(counted, -1);
}

/** Reading all of one kind (全部已读): its count to 0, the badge down by what it was. */
export function readAll(s: MessageSummary, kind: 'notice' | 'message'): MessageSummary {
  const n = kind === 'notice' ? s.unreadNoticeCount : s.unreadMessageCount;
  const counted = kind === 'notice' ? { ...s, unreadNoticeCount: 0 } : { ...s, unreadMessageCount: 0 };
  return addBadge(counted, -n);
}

/** Opening a chat reads all of it: the partner's unread leave the conversation and the badge. */
export function openChat(state: ChatState, partner: string): ChatState {
  const c = state.conversations.find((x) => x.id === partner);
  const summary = addBadge(state.summary, -(c?.unreadMessage ?? 0));
  const conversations = state.conversations.map((x) => (x.id === partner ? { ...x, unreadMessage: 0 } : x));
  return { summary, conversations, openChat: partner };
}
