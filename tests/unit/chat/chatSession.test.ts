/**
 * The worker's chat (issue #15) against a real Dexie database: initMessage and imreply set the Messages
 * tab (counts, conversations, who is online); a partner's message is unread unless their chat is open (spec
 * §4); opening a chat reads it and asks its newest page; pages are stored and paging stops at the total;
 * my own message written offline and the server's copy of it are one row, read once the partner reads it;
 * frames apply in the order heard.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatRow, ClientMessage, ImReplyItem, InitMessage, ReceivedFrame } from '../../../contract';
import { CHAT_ONLINE_KEY, CHAT_SUMMARY_KEY, CHAT_SYNCED_KEY, chatHistoryKey } from '../../../core/store/chat';
import { createUserDb, userDbName, type UserDb } from '../../../core/store/db';
import { startChatSession, type ChatSession } from '../../../workers/chat/session';

const SERVER = 'https://hr.example.org';
const ME = 'u-nurse01';
const HEAD = 'u-head01';
const DOCTOR = 'u-doctor';

let db: UserDb;
let chat: ChatSession;
let sent: ClientMessage[];
let conversations: ImReplyItem[];

const conversation = (id: string, unread: number, at: number): ImReplyItem => ({
  id,
  realName: id === HEAD ? '王护士长' : '李医生',
  account: id.slice(2),
  headIcon: '',
  latestMessage: '好的',
  latestDate: at,
  messageType: 'text',
  unreadMessage: unread,
});

const init = (unread: Record<string, number>, notices = 0): InitMessage => ({
  method: 'initMessage',
  onlineUsers: [HEAD],
  unreadNums: Object.entries(unread).map(([sendUserId, unreadNum]) => ({
    sendUserId,
    receiveUserId: ME,
    unreadNum,
    defaultMessage: '在吗',
    defaultMessageType: 'text',
    defaultMessageTime: 1,
  })),
  unreadNoticeCount: notices,
  noticeDefaultText: notices ? '消防演练' : '',
  unreadMessageCount: 0,
  messageDefaultText: '',
  dateTime: 1_000,
});

const received = (from: string, text: string, at: number): ReceivedFrame => ({
  method: 'receiveMessage',
  id: `s-${at}`,
  clientMessageId: `c-${at}-from`,
  formUserId: from,
  messageType: 'text',
  formMessage: text,
  dateTime: at,
  latestDate: at,
  headIcon: '',
  realName: '李医生',
});

const row = (i: number, from: string, to: string, state = 0): ChatRow => ({
  id: `s-row-${i}`,
  sendUserId: from,
  receiveUserId: to,
  sendTime: 10_000 + i,
  receiveTime: null,
  content: `第${i}条`,
  contentType: 'text',
  state,
  clientMessageId: null,
});

const summary = async () =>
  (await db.kv.get(CHAT_SUMMARY_KEY))?.value as { badge: number } & Record<string, unknown>;

beforeEach(() => {
  sent = [];
  conversations = [conversation(HEAD, 0, 5), conversation(DOCTOR, 2, 7)];
  db = createUserDb(userDbName(SERVER, `${ME}-${Math.random()}`));
  const fetch = async () =>
    new Response(JSON.stringify({ code: 200, msg: 'ok', data: { list: conversations } }));
  chat = startChatSession({ serverUrl: SERVER, token: 'Bearer t', userId: ME }, (m) => sent.push(m) > 0, {
    fetch,
    openDb: () => db,
    now: () => 50_000,
  });
});
afterEach(() => chat.stop());

describe('connecting', () => {
  it('sets the counts, the conversations (newest first) and who is online', async () => {
    await chat.onFrame(init({ [DOCTOR]: 2 }, 1));
    expect(await summary()).toMatchObject({ badge: 3, unreadNoticeCount: 1, noticeText: '消防演练' });
    const list = await db.conversations.orderBy('updatedAt').reverse().toArray();
    expect(list.map((c) => [c.id, c.unreadMessage])).toEqual([
      [DOCTOR, 2],
      [HEAD, 0],
    ]);
    expect((await db.kv.get(CHAT_ONLINE_KEY))?.value).toEqual([HEAD]);
    // The tab's 数据更新于: when the server last gave it all.
    expect((await db.kv.get(CHAT_SYNCED_KEY))?.value).toBe(50_000);
  });
});

describe('a partner’s message (spec §4)', () => {
  it('is unread and adds to the badge when their chat is not open', async () => {
    await chat.onFrame(init({ [DOCTOR]: 2 }));
    await chat.onFrame(received(DOCTOR, '明早查房', 20_000));
    expect((await summary()).badge).toBe(3);
    expect(await db.conversations.get(DOCTOR)).toMatchObject({ unreadMessage: 3, latestMessage: '明早查房' });
    expect(await db.chatMessages.get(`${DOCTOR}:c-20000-from`)).toMatchObject({
      conversationId: DOCTOR,
      state: 'sent',
    });
  });

  it('arrives read in the open chat, and the server hears it is read', async () => {
    await chat.onFrame(init({ [DOCTOR]: 2 }));
    await chat.open(DOCTOR);
    expect((await summary()).badge).toBe(0);
    sent = [];
    await chat.onFrame(received(DOCTOR, '急', 21_000));
    expect((await summary()).badge).toBe(0);
    expect((await db.chatMessages.get(`${DOCTOR}:c-21000-from`))?.state).toBe('read');
    expect(sent).toEqual([{ method: 'UpdateReadMessage', token: 'Bearer t', formUserId: DOCTOR }]);
  });
});

describe('opening and paging a chat', () => {
  it('opening marks what the partner sent read', async () => {
    await chat.onFrame(init({ [DOCTOR]: 2 }));
    await chat.onFrame(received(DOCTOR, '一', 20_000));
    await chat.onFrame(received(DOCTOR, '二', 20_001));
    await chat.open(DOCTOR);
    const mine = await db.chatMessages.where('conversationId').equals(DOCTOR).toArray();
    expect(mine.map((m) => m.state)).toEqual(['read', 'read']);
  });

  it('opening a chat already read writes nothing (no write lock holds the screen’s first read)', async () => {
    await chat.onFrame(init({ [DOCTOR]: 2 }));
    await chat.onFrame(received(DOCTOR, '一', 20_000));
    await chat.open(DOCTOR);
    chat.close(DOCTOR);
    let writes = 0;
    const count = () => void writes++;
    for (const table of [db.kv, db.conversations, db.chatMessages]) {
      table.hook('creating', count);
      table.hook('updating', count);
    }
    await chat.open(DOCTOR);
    expect(writes).toBe(0);
    // A new unread message: the next open writes again.
    chat.close(DOCTOR);
    await chat.onFrame(received(DOCTOR, '二', 20_001));
    writes = 0;
    await chat.open(DOCTOR);
    expect(writes).toBeGreaterThan(0);
    expect((await db.chatMessages.get(`${DOCTOR}:c-20001-from`))?.state).toBe('read');
  });

  it('reads it, asks page 1, stores pages and stops asking at the total', async () => {
    await chat.onFrame(init({ [DOCTOR]: 2 }));
    await chat.open(DOCTOR);
    expect(sent.map((m) => m.method)).toEqual(['UpdateReadMessage', 'MessageList']);
    expect(await db.conversations.get(DOCTOR)).toMatchObject({ unreadMessage: 0 });
    const page = (n: number, total: number, rows: ChatRow[]) =>
      chat.onFrame({
        method: 'messageList',
        toUserId: DOCTOR,
        list: rows,
        pagination: { currentPage: n, pageSize: 30, total },
      });
    await page(
      1,
      31,
      Array.from({ length: 30 }, (_, i) => row(31 - i, i % 2 ? ME : DOCTOR, i % 2 ? DOCTOR : ME)),
    );
    expect(await db.chatMessages.where('conversationId').equals(DOCTOR).count()).toBe(30);
    expect((await db.kv.get(chatHistoryKey(DOCTOR)))?.value).toEqual({ pages: 1, total: 31 });
    expect(await chat.older(DOCTOR)).toBe(true);
    expect(sent.at(-1)).toMatchObject({ method: 'MessageList', currentPage: 2 });
    await page(2, 31, [row(0, DOCTOR, ME)]);
    expect(await chat.older(DOCTOR)).toBe(false);
  });

  it('a JNPF back end’s page names no partner: its rows, or for an empty page the open chat, say whose it is', async () => {
    await chat.onFrame(init({}));
    await chat.open(HEAD);
    const platformPage = (rows: ChatRow[], total: number) =>
      chat.onFrame({
        method: 'messageList',
        list: rows,
        pagination: { currentPage: 1, pageSize: 30, total },
      });
    await platformPage([row(1, HEAD, ME), row(2, ME, HEAD)], 2);
    expect(await db.chatMessages.where('conversationId').equals(HEAD).count()).toBe(2);
    expect((await db.kv.get(chatHistoryKey(HEAD)))?.value).toEqual({ pages: 1, total: 2 });
    await chat.open(DOCTOR);
    await platformPage([], 0);
    expect((await db.kv.get(chatHistoryKey(DOCTOR)))?.value).toEqual({ pages: 1, total: 0 });
  });
});

describe('my own message', () => {
  it('written offline and its server copy are one row; the partner reading it marks it read', async () => {
    await chat.onFrame(init({}));
    await db.chatMessages.put({
      id: `${ME}:o-1`,
      conversationId: HEAD,
      serverId: null,
      sendUserId: ME,
      receiveUserId: HEAD,
      sendTime: 30_000,
      contentType: 'text',
      content: '我晚点到',
      state: 'sending',
      outboxId: 'o-1',
    });
    await chat.onFrame({
      method: 'sendMessage',
      id: 's-9',
      clientMessageId: 'o-1',
      toUserId: HEAD,
      messageType: 'text',
      toMessage: '我晚点到',
      dateTime: 30_050,
      latestDate: 30_050,
    });
    expect(await db.chatMessages.count()).toBe(1);
    expect(await db.chatMessages.get(`${ME}:o-1`)).toMatchObject({
      state: 'sent',
      serverId: 's-9',
      outboxId: 'o-1',
    });
    expect(await db.conversations.get(HEAD)).toMatchObject({ latestMessage: '我晚点到', latestDate: 30_050 });
    await chat.onFrame({ method: 'messageRead', userId: HEAD, dateTime: 40_000 });
    expect((await db.chatMessages.get(`${ME}:o-1`))?.state).toBe('read');
  });
});

describe('presence and pushes', () => {
  it('Online/Offline keep the online list; a pushed notice counts on the notice row', async () => {
    await chat.onFrame(init({}));
    await chat.onFrame({ method: 'Online', userId: DOCTOR });
    await chat.onFrame({ method: 'Offline', userId: HEAD });
    expect((await db.kv.get(CHAT_ONLINE_KEY))?.value).toEqual([DOCTOR]);
    await chat.onFrame({
      method: 'messagePush',
      userId: 'u-admin',
      toUserId: [ME],
      title: '院内通知',
      unreadNoticeCount: 1,
      messageType: 1,
      id: 'm-1',
    });
    expect(await summary()).toMatchObject({
      unreadNoticeCount: 1,
      noticeText: '院内通知',
      noticeDate: 50_000,
      badge: 1,
    });
  });

  it('frames apply in the order heard, whatever each takes', async () => {
    void chat.onFrame(init({}));
    void chat.onFrame({ method: 'Online', userId: DOCTOR });
    await chat.onFrame({ method: 'Offline', userId: DOCTOR });
    expect((await db.kv.get(CHAT_ONLINE_KEY))?.value).toEqual([HEAD]);
  });
});
