/** Spec §4: badge count and the received-chat-message rules. */
import { describe, expect, it } from 'vitest';
import {
  decreaseBadge,
  increaseBadge,
  INITIAL_MESSAGE_BADGE_STATE,
  messageBadgeReducer,
  pushIncrement,
  setBadge,
  type ChatMessage,
  type Conversation,
  type MessageBadgeAction,
  type MessageBadgeState,
} from '../../../src/lib/badge';

const conv = (id: string, unreadMessage = 0): Conversation => ({
  id,
  account: `acc-${id}`,
  realName: `Name ${id}`,
  headIcon: `${id}.png`,
  latestDate: 1,
  latestMessage: 'old',
  messageType: 'text',
  unreadMessage,
});

const msg = (sendUserId: string, content = 'hello', sendTime = 1000): ChatMessage => ({
  sendUserId,
  contentType: 'text',
  content,
  sendTime,
});

const state = (patch: Partial<MessageBadgeState> = {}): MessageBadgeState => ({
  ...INITIAL_MESSAGE_BADGE_STATE,
  ...patch,
});

const run = (s: MessageBadgeState, ...actions: MessageBadgeAction[]): MessageBadgeState =>
  actions.reduce(messageBadgeReducer, s);

describe('badge count', () => {
  it('badge can be set', () => {
    expect(setBadge(7)).toBe(7);
  });
  it('badge can be increased, by 1 by default', () => {
    expect(increaseBadge(2)).toBe(3);
    expect(increaseBadge(2, 5)).toBe(7);
  });
  it('badge can be decreased, by 1 by default', () => {
    expect(decreaseBadge(3)).toBe(2);
    expect(decreaseBadge(9, 4)).toBe(5);
  });
  it('badge never goes below 0', () => {
    expect(setBadge(-3)).toBe(0);
    expect(decreaseBadge(0)).toBe(0);
    expect(decreaseBadge(2, 5)).toBe(0);
  });
  it('increasing by a negative amount does not lower the badge', () => {
    expect(increaseBadge(4, -10)).toBe(4);
  });
  it('a badge that is not a finite number counts as 0', () => {
    expect(setBadge(Number.NaN)).toBe(0);
    expect(setBadge(Number.POSITIVE_INFINITY)).toBe(0);
  });
  it('badge is a whole number', () => {
    expect(setBadge(2.9)).toBe(2);
  });
  it('reducer set / increase / decrease follow the same rules', () => {
    const s = run(state(), { type: 'setBadge', value: 2 }, { type: 'increaseBadge', by: 3 });
    expect(s.badge).toBe(5);
    expect(run(s, { type: 'decreaseBadge' }).badge).toBe(4);
    expect(run(s, { type: 'decreaseBadge', by: 99 }).badge).toBe(0);
    expect(run(s, { type: 'setBadge', value: -1 }).badge).toBe(0);
  });
});

describe('received chat message', () => {
  it('a message from the user whose chat is open is appended to that chat with unread 0', () => {
    const s = run(state({ openChatUserId: 'u1', badge: 3 }), { type: 'receiveMessage', message: msg('u1') });
    expect(s.openChatMessages).toEqual([{ ...msg('u1'), unread: 0 }]);
    expect(s.badge).toBe(3);
  });
  it('messages from the open chat are appended in arrival order', () => {
    const s = run(
      state({ openChatUserId: 'u1' }),
      { type: 'receiveMessage', message: msg('u1', 'a') },
      { type: 'receiveMessage', message: msg('u1', 'b') },
    );
    expect(s.openChatMessages.map((m) => m.content)).toEqual(['a', 'b']);
  });
  it('a message from anyone else gets unread 1 and raises the badge by 1', () => {
    const s = run(state({ openChatUserId: 'u1', badge: 3, conversations: [conv('u2')] }), {
      type: 'receiveMessage',
      message: msg('u2'),
    });
    expect(s.badge).toBe(4);
    expect(s.openChatMessages).toEqual([]);
    expect(s.conversations[0]?.unreadMessage).toBe(1);
  });
  it('with no chat open every message is unread', () => {
    const s = run(state(), { type: 'receiveMessage', message: msg('u1') });
    expect(s.badge).toBe(1);
    expect(s.conversations[0]?.unreadMessage).toBe(1);
  });
  it('the conversation list is updated with the latest message (unread case)', () => {
    const s = run(state({ conversations: [conv('u1'), conv('u2', 2)] }), {
      type: 'receiveMessage',
      message: { ...msg('u2', 'new text', 5000), contentType: 'image' },
    });
    expect(s.conversations.map((c) => c.id)).toEqual(['u2', 'u1']);
    expect(s.conversations[0]).toEqual({
      ...conv('u2', 3),
      latestMessage: 'new text',
      latestDate: 5000,
      messageType: 'image',
    });
  });
  it('the conversation list is updated with the latest message (open chat case)', () => {
    const s = run(state({ openChatUserId: 'u2', conversations: [conv('u1'), conv('u2')] }), {
      type: 'receiveMessage',
      message: msg('u2', 'seen', 9000),
    });
    expect(s.conversations[0]).toMatchObject({ id: 'u2', latestMessage: 'seen', latestDate: 9000 });
    expect(s.conversations[0]?.unreadMessage).toBe(0);
  });
  it('a message from a new sender starts a conversation with the sender details', () => {
    const s = run(state({ conversations: [conv('u1')] }), {
      type: 'receiveMessage',
      message: { ...msg('u9', 'hi', 42), account: 'zhang', realName: '张三', headIcon: 'z.png' },
    });
    expect(s.conversations).toHaveLength(2);
    expect(s.conversations[0]).toEqual({
      id: 'u9',
      account: 'zhang',
      realName: '张三',
      headIcon: 'z.png',
      latestDate: 42,
      latestMessage: 'hi',
      messageType: 'text',
      unreadMessage: 1,
    });
  });
  it('opening a chat starts with an empty message list for that user', () => {
    const s = run(
      state({ openChatUserId: 'u1' }),
      { type: 'receiveMessage', message: msg('u1') },
      { type: 'openChat', userId: 'u2' },
    );
    expect(s.openChatUserId).toBe('u2');
    expect(s.openChatMessages).toEqual([]);
  });
  it('the reducer never changes the state it was given', () => {
    const before = state({ openChatUserId: 'u1', conversations: [conv('u1')] });
    const snapshot = structuredClone(before);
    run(
      before,
      { type: 'receiveMessage', message: msg('u1') },
      { type: 'receiveMessage', message: msg('u2') },
    );
    expect(before).toEqual(snapshot);
  });
});

describe('push notices', () => {
  it('message type 1 is a notice: it adds to the notice count and text', () => {
    const s = run(state({ noticeCount: 1 }), {
      type: 'push',
      notice: { messageType: 1, title: '新公告', unreadNoticeCount: 2 },
    });
    expect(s.noticeCount).toBe(3);
    expect(s.noticeText).toBe('新公告');
    expect(s.messageCount).toBe(0);
  });
  it('any other type adds to the message count and text', () => {
    const s = run(state({ messageCount: 4, noticeText: 'keep' }), {
      type: 'push',
      notice: { messageType: 2, title: '待办提醒', unreadNoticeCount: 1 },
    });
    expect(s.messageCount).toBe(5);
    expect(s.messageText).toBe('待办提醒');
    expect(s.noticeCount).toBe(0);
    expect(s.noticeText).toBe('keep');
  });
  it('the badge goes up by the unread notice count', () => {
    const s = run(state({ badge: 1 }), {
      type: 'push',
      notice: { messageType: 1, title: 't', unreadNoticeCount: 4 },
    });
    expect(s.badge).toBe(5);
  });
  it('the badge goes up by 1 if no unread notice count is given', () => {
    const s = run(state({ badge: 1 }), { type: 'push', notice: { messageType: 3, title: 't' } });
    expect(s.badge).toBe(2);
    expect(s.messageCount).toBe(1);
  });
  it('a null, zero, negative or non-numeric count counts as none given (1)', () => {
    for (const unreadNoticeCount of [null, 0, -2, Number.NaN]) {
      expect(pushIncrement({ messageType: 1, title: 't', unreadNoticeCount })).toBe(1);
    }
  });
});

describe('reading one item', () => {
  it('reading a notice reduces the notice count by 1 and the badge by 1', () => {
    const s = run(state({ badge: 5, noticeCount: 2, messageCount: 3 }), { type: 'readItem', messageType: 1 });
    expect([s.badge, s.noticeCount, s.messageCount]).toEqual([4, 1, 3]);
  });
  it('reading a message reduces the message count by 1 and the badge by 1', () => {
    const s = run(state({ badge: 5, noticeCount: 2, messageCount: 3 }), { type: 'readItem', messageType: 2 });
    expect([s.badge, s.noticeCount, s.messageCount]).toEqual([4, 2, 2]);
  });
  it('reading never takes a count or the badge below 0', () => {
    const s = run(state(), { type: 'readItem', messageType: 1 }, { type: 'readItem', messageType: 2 });
    expect([s.badge, s.noticeCount, s.messageCount]).toEqual([0, 0, 0]);
  });
});
