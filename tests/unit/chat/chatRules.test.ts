/**
 * Spec §4's rules for what arrives over the chat socket, as the worker applies them: a received chat
 * message, a pushed notice or message, reading one item or all of a kind, opening a chat, and the badge
 * never below 0.
 */
import { describe, expect, it } from 'vitest';
import type { ReceivedFrame } from '../../../contract';
import {
  EMPTY_SUMMARY,
  addBadge,
  openChat,
  readAll,
  readOne,
  receiveChat,
  receivePush,
  setBadge,
  summaryOfInit,
  type ChatState,
} from '../../../core/lib/chatRules';

const frame = (from: string, text: string, at: number): ReceivedFrame => ({
  method: 'receiveMessage',
  id: `m-${at}`,
  formUserId: from,
  messageType: 'text',
  formMessage: text,
  dateTime: at,
  latestDate: at,
  headIcon: '',
  realName: from === 'u-head01' ? '王护士长' : '李医生',
});

const start: ChatState = {
  summary: EMPTY_SUMMARY,
  conversations: [
    {
      id: 'u-doctor',
      realName: '李医生',
      account: 'doctor',
      headIcon: '',
      latestMessage: '好的',
      latestDate: 1,
      messageType: 'text',
      unreadMessage: 0,
    },
  ],
  openChat: null,
};

describe('a received chat message', () => {
  it('from the partner whose chat is open: appended read, no badge, the list updated', () => {
    const { state, unread } = receiveChat({ ...start, openChat: 'u-head01' }, frame('u-head01', '可以换', 5));
    expect(unread).toBe(0);
    expect(state.summary.badge).toBe(0);
    expect(state.conversations[0]).toMatchObject({
      id: 'u-head01',
      latestMessage: '可以换',
      unreadMessage: 0,
    });
  });
  it('from anyone else: unread 1, the badge up by one, the conversation on top', () => {
    const { state, unread } = receiveChat(start, frame('u-doctor', '明早查房', 7));
    expect(unread).toBe(1);
    // The in-site counts (notices, system messages) are not the chat's.
    expect(state.summary).toMatchObject({ badge: 1, unreadMessageCount: 0, messageText: '' });
    expect(state.conversations).toHaveLength(1);
    expect(state.conversations[0]).toMatchObject({
      latestMessage: '明早查房',
      unreadMessage: 1,
      account: 'doctor',
    });
  });
});

describe('a pushed in-site message', () => {
  it('type 1 is a notice: notice count and text, the badge up by its unread notice count', () => {
    const s = receivePush(
      EMPTY_SUMMARY,
      { messageType: 1, title: '院内通知：消防演练', unreadNoticeCount: 2 },
      9,
    );
    expect(s).toMatchObject({
      unreadNoticeCount: 2,
      noticeText: '院内通知：消防演练',
      noticeDate: 9,
      badge: 2,
    });
  });
  it('any other type is a message; without an unread notice count the badge goes up by 1', () => {
    const s = receivePush(EMPTY_SUMMARY, { messageType: 2, title: '您有一条待办' }, 9);
    expect(s).toMatchObject({
      unreadMessageCount: 1,
      messageText: '您有一条待办',
      badge: 1,
      unreadNoticeCount: 0,
    });
  });
});

describe('reading', () => {
  it('one item takes one off its count and the badge, never below 0', () => {
    const s = readOne({ ...EMPTY_SUMMARY, unreadNoticeCount: 1, badge: 1 }, 'notice');
    expect(s).toMatchObject({ unreadNoticeCount: 0, badge: 0 });
    expect(readOne(s, 'notice')).toMatchObject({ unreadNoticeCount: 0, badge: 0 });
    expect(readOne(s, 'message')).toMatchObject({ unreadMessageCount: 0, badge: 0 });
  });
  it('opening a chat reads all of it', () => {
    const one = receiveChat(start, frame('u-doctor', '在吗', 3)).state;
    const two = receiveChat(one, frame('u-doctor', '急', 4)).state;
    const opened = openChat(two, 'u-doctor');
    expect(opened.summary.badge).toBe(0);
    expect(opened.conversations[0]!.unreadMessage).toBe(0);
    expect(opened.openChat).toBe('u-doctor');
  });
});

describe('the badge', () => {
  it('is set, increased or decreased, and never goes below 0', () => {
    expect(setBadge(EMPTY_SUMMARY, 3).badge).toBe(3);
    expect(addBadge(setBadge(EMPTY_SUMMARY, 3), 2).badge).toBe(5);
    expect(addBadge(setBadge(EMPTY_SUMMARY, 1), -4).badge).toBe(0);
    expect(setBadge(EMPTY_SUMMARY, -2).badge).toBe(0);
  });
  it('starts from initMessage: notices, system messages and unread chat messages', () => {
    const s = summaryOfInit({
      method: 'initMessage',
      onlineUsers: [],
      unreadNums: [
        {
          sendUserId: 'u-doctor',
          receiveUserId: 'u-nurse01',
          unreadNum: 4,
          defaultMessage: '在吗',
          defaultMessageType: 'text',
          defaultMessageTime: 1,
        },
      ],
      unreadNoticeCount: 2,
      noticeDefaultText: '通知',
      unreadMessageCount: 3,
      messageDefaultText: '你好',
      dateTime: 0,
    });
    expect(s).toMatchObject({ badge: 9, unreadNoticeCount: 2, unreadMessageCount: 3, noticeText: '通知' });
  });
});

describe('reading all of a kind', () => {
  it('sets that count to 0 and takes it off the badge, the other kind untouched', () => {
    const s = readAll({ ...EMPTY_SUMMARY, unreadNoticeCount: 3, unreadMessageCount: 2, badge: 6 }, 'notice');
    expect(s).toMatchObject({ unreadNoticeCount: 0, unreadMessageCount: 2, badge: 3 });
  });
});
