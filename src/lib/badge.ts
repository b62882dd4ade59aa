// Badge count and the received-chat-message rules of spec §4, as pure functions and one reducer.
// The shell feeds socket events in as actions and renders the state; nothing here touches the DOM.

/** Sets the badge; it never goes below 0 and non-numbers count as 0. */
export function setBadge(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;
}

export function increaseBadge(badge: number, by = 1): number {
  return setBadge(setBadge(badge) + setBadge(by));
}

export function decreaseBadge(badge: number, by = 1): number {
  return setBadge(setBadge(badge) - setBadge(by));
}

/** A chat message as it arrives over the socket (receiveMessage). */
export interface ChatMessage {
  sendUserId: string;
  contentType: string;
  content: string;
  sendTime: number;
  method?: string;
  /** Filled in by the reducer: 0 when read in the open chat, 1 otherwise. */
  unread?: 0 | 1;
  /** Sender details, used when the conversation is new. */
  account?: string;
  realName?: string;
  headIcon?: string;
}

export interface Conversation {
  id: string;
  account: string;
  realName: string;
  headIcon: string;
  latestDate: number;
  latestMessage: string;
  messageType: string;
  unreadMessage: number;
}

/** A push notice (messagePush). Message type 1 is a notice; anything else is a message. */
export interface PushNotice {
  messageType: number;
  title: string;
  unreadNoticeCount?: number | null;
}

export interface MessageBadgeState {
  badge: number;
  noticeCount: number;
  noticeText: string;
  messageCount: number;
  messageText: string;
  openChatUserId: string | null;
  openChatMessages: readonly ChatMessage[];
  conversations: readonly Conversation[];
}

export type MessageBadgeAction =
  | { type: 'setBadge'; value: number }
  | { type: 'increaseBadge'; by?: number }
  | { type: 'decreaseBadge'; by?: number }
  | { type: 'openChat'; userId: string | null }
  | { type: 'receiveMessage'; message: ChatMessage }
  | { type: 'push'; notice: PushNotice }
  | { type: 'readItem'; messageType: number };

export const NOTICE_MESSAGE_TYPE = 1;

export const INITIAL_MESSAGE_BADGE_STATE: MessageBadgeState = {
  badge: 0,
  noticeCount: 0,
  noticeText: '',
  messageCount: 0,
  messageText: '',
  openChatUserId: null,
  openChatMessages: [],
  conversations: [],
};

function newConversation(message: ChatMessage): Conversation {
  return {
    id: message.sendUserId,
    account: message.account ?? '',
    realName: message.realName ?? '',
    headIcon: message.headIcon ?? '',
    latestDate: message.sendTime,
    latestMessage: message.content,
    messageType: message.contentType,
    unreadMessage: 0,
  };
}

function conversationFor(message: ChatMessage, existing: Conversation | undefined): Conversation {
  const base = existing ?? newConversation(message);
  return {
    ...base,
    latestDate: message.sendTime,
    latestMessage: message.content,
    messageType: message.contentType,
    unreadMessage: base.unreadMessage + (message.unread ?? 0),
  };
}

/** Puts the conversation with the sender first, carrying the latest message and its unread count. */
export function updateConversations(
  conversations: readonly Conversation[],
  message: ChatMessage,
): Conversation[] {
  const existing = conversations.find((c) => c.id === message.sendUserId);
  const others = conversations.filter((c) => c.id !== message.sendUserId);
  return [conversationFor(message, existing), ...others];
}

/** Rule: from the open chat → appended with unread 0; otherwise unread 1 and badge + 1. */
export function receiveMessage(state: MessageBadgeState, incoming: ChatMessage): MessageBadgeState {
  const isOpen = state.openChatUserId !== null && state.openChatUserId === incoming.sendUserId;
  const message: ChatMessage = { ...incoming, unread: isOpen ? 0 : 1 };
  return {
    ...state,
    badge: isOpen ? setBadge(state.badge) : increaseBadge(state.badge),
    openChatMessages: isOpen ? [...state.openChatMessages, message] : state.openChatMessages,
    conversations: updateConversations(state.conversations, message),
  };
}

/** A push adds its unread notice count, or 1 when none (or 0, or garbage) is given. */
export function pushIncrement(notice: PushNotice): number {
  const count = setBadge(notice.unreadNoticeCount ?? 0);
  return count > 0 ? count : 1;
}

/** Rule: type 1 adds to the notice count and text, any other type to the message count and text. */
export function receivePush(state: MessageBadgeState, notice: PushNotice): MessageBadgeState {
  const by = pushIncrement(notice);
  const badge = increaseBadge(state.badge, by);
  if (notice.messageType === NOTICE_MESSAGE_TYPE) {
    return { ...state, badge, noticeCount: increaseBadge(state.noticeCount, by), noticeText: notice.title };
  }
  return { ...state, badge, messageCount: increaseBadge(state.messageCount, by), messageText: notice.title };
}

/** Rule: reading one item takes 1 off the notice or message count and 1 off the badge, never below 0. */
export function readItem(state: MessageBadgeState, messageType: number): MessageBadgeState {
  const badge = decreaseBadge(state.badge);
  if (messageType === NOTICE_MESSAGE_TYPE) {
    return { ...state, badge, noticeCount: decreaseBadge(state.noticeCount) };
  }
  return { ...state, badge, messageCount: decreaseBadge(state.messageCount) };
}

export function messageBadgeReducer(state: MessageBadgeState, action: MessageBadgeAction): MessageBadgeState {
  switch (action.type) {
    case 'setBadge':
      return { ...state, badge: setBadge(action.value) };
    case 'increaseBadge':
      return { ...state, badge: increaseBadge(state.badge, action.by) };
    case 'decreaseBadge':
      return { ...state, badge: decreaseBadge(state.badge, action.by) };
    case 'openChat':
      return { ...state, openChatUserId: action.userId, openChatMessages: [] };
    case 'receiveMessage':
      return receiveMessage(state, action.message);
    case 'push':
      return receivePush(state, action.notice);
    case 'readItem':
      return readItem(state, action.messageType);
  }
}
