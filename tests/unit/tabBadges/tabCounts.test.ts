/**
 * The tab bar's counts (#30 item 1, spec §1 "unread badges", §4): 消息 is the unread notices + system
 * messages + chat messages the worker stored, never below 0; 业务办理 is the stored to-do list's total —
 * both read from the user's database alone, as on a cold start offline.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_SUMMARY_KEY } from '../../../core/store/chatKeys';
import { createUserDb, type UserDb } from '../../../core/store/db';
import { messagesTabCount, todoTabCount } from '../../../core/lib/tabCounts';
import { readTabCounts } from '../../../core/store/tabCounts';
import type { ConversationRow } from '../../../core/store/types';

const conversation = (id: string, unreadMessage: number): ConversationRow => ({
  id,
  realName: id,
  account: id,
  headIcon: '',
  latestMessage: '你好',
  latestDate: 1,
  messageType: 'text',
  unreadMessage,
  updatedAt: 1,
});

describe('messagesTabCount: notices + messages + chat, never below 0', () => {
  it('adds the unread notices, system messages and every chat message', () => {
    expect(messagesTabCount({ unreadNoticeCount: 2, unreadMessageCount: 3 }, [1, 4])).toBe(10);
  });
  it('a count gone below 0 counts as none, so the sum never goes below 0', () => {
    expect(messagesTabCount({ unreadNoticeCount: -5, unreadMessageCount: 1 }, [-2, 1])).toBe(2);
    expect(messagesTabCount({ unreadNoticeCount: -5, unreadMessageCount: -1 }, [-2])).toBe(0);
  });
  it('nothing stored yet is 0', () => {
    expect(messagesTabCount(null, [])).toBe(0);
  });
});

describe('todoTabCount: the to-do list’s total', () => {
  it('is the total on the server, not the rows of page 1', () => {
    expect(todoTabCount({ total: 45, rows: new Array(20).fill({}) })).toBe(45);
  });
  it('is the rows stored when no total came, and 0 with no list', () => {
    expect(todoTabCount({ rows: [{}, {}] })).toBe(2);
    expect(todoTabCount(undefined)).toBe(0);
  });
});

describe('readTabCounts: both counts from the stored state alone', () => {
  let db: UserDb | null = null;
  afterEach(async () => {
    await db?.delete();
    db = null;
  });

  it('reads 消息 from the chat summary and the conversations, 业务办理 from the stored to-do page', async () => {
    db = createUserDb(`tab-counts-${Math.random()}`);
    expect(await readTabCounts(db)).toEqual({ messages: 0, todo: 0 });
    await db.kv.put({
      key: CHAT_SUMMARY_KEY,
      value: { unreadNoticeCount: 1, unreadMessageCount: 2, badge: 0 },
    });
    await db.conversations.bulkPut([conversation('a', 3), conversation('b', 0)]);
    await db.flowLists.put({ key: 'todo', rows: [{}], fetchedAt: 1, total: 7 });
    expect(await readTabCounts(db)).toEqual({ messages: 6, todo: 7 });
  });
});
