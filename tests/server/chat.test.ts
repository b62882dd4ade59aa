/**
 * One-to-one chat over a real socket (#15, spec §4 and §7): a message is stored before it is pushed, reaches
 * the sender's sockets as sendMessage and the receiver's as receiveMessage; the same client message id sent
 * twice is one message; history pages from the newest, each oldest first; reading clears the unread count (initMessage, imreply);
 * and a message to nobody, or naming a file that is not the sender's, is refused with its id and stores
 * nothing. The outbox's HTTP door (IM_SEND_PATH) does the same; reading tells the sender; a chat image is
 * readable by its receiver and no one else.
 */
import type { AddressInfo } from 'node:net';
import { eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_TEXT_MAX,
  chatRow,
  IM_REPLY_PATH,
  IM_SEND_PATH,
  imReplyData,
  initMessage,
  messageListReply,
  messageReadFrame,
  receivedFrame,
  sentFrame,
  WS_PATH,
} from '../../contract';
import { chatMessages, messages, users } from '../../server/db/schema';
import { send as post, uploadAs } from './flowRequests';
import { createHarness, getJson, tokenFor, type Harness } from './harness';
import { connect, hello, type Client } from './socketClient';

const NURSE = 'u-nurse01';
const HEAD = 'u-head01';

let h: Harness;
let url: string;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  h = await createHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(h.app.server.address() as AddressInfo).port}${WS_PATH}`;
  for (const account of ['nurse01', 'head01', 'hr01']) tokens[account] = await tokenFor(h.app, account);
});
afterAll(() => h.close());

async function signedIn(account: string): Promise<Client & { init: ReturnType<typeof initMessage.parse> }> {
  const client = await connect(url);
  client.ws.send(hello(tokens[account]!));
  return { ...client, init: initMessage.parse(await client.next()) };
}

const send = (client: Client, account: string, frame: Record<string, unknown>) =>
  client.ws.send(
    JSON.stringify({ method: 'SendMessage', token: tokens[account], messageType: 'text', ...frame }),
  );

const stored = (senderId: string) =>
  h.database.db.select().from(chatMessages).where(eq(chatMessages.senderId, senderId));

describe('sending', () => {
  it('is stored, then echoed to the sender and delivered to the receiver with the sender’s name', async () => {
    const nurse = await signedIn('nurse01');
    const head = await signedIn('head01');
    send(nurse, 'nurse01', {
      toUserId: HEAD,
      messageContent: '护士长，明天能换班吗？',
      clientMessageId: 'c-swap-0001',
    });
    const sent = sentFrame.parse(await nurse.next());
    const got = receivedFrame.parse(await head.next());
    expect(sent).toMatchObject({
      toUserId: HEAD,
      toMessage: '护士长，明天能换班吗？',
      clientMessageId: 'c-swap-0001',
    });
    expect(got).toMatchObject({ id: sent.id, formUserId: NURSE, formMessage: '护士长，明天能换班吗？' });
    expect(got.realName).not.toBe('');
    expect((await stored(NURSE)).map((m) => m.id)).toContain(sent.id);
    nurse.ws.close();
    head.ws.close();
  });

  it('the same client message id twice is one message, answered with the stored one', async () => {
    const nurse = await signedIn('nurse01');
    const before = (await stored(NURSE)).length;
    const frame = { toUserId: HEAD, messageContent: '收到', clientMessageId: 'c-retry-0001' };
    send(nurse, 'nurse01', frame);
    const first = sentFrame.parse(await nurse.next());
    send(nurse, 'nurse01', frame);
    const again = sentFrame.parse(await nurse.next());
    expect(again.id).toBe(first.id);
    expect((await stored(NURSE)).length).toBe(before + 1);
    nurse.ws.close();
  });

  it('refuses a message to oneself, to nobody, too long, or naming someone else’s file — storing nothing', async () => {
    const nurse = await signedIn('nurse01');
    const before = (await stored(NURSE)).length;
    const hrPicture = await uploadAs(h, tokens.hr01!, Buffer.from('89504e47', 'hex'));
    const cases = [
      {
        toUserId: NURSE,
        messageContent: '自言自语',
        clientMessageId: 'c-self-0001',
        msg: '不能给自己发消息',
      },
      {
        toUserId: 'u-nobody',
        messageContent: '你好',
        clientMessageId: 'c-nobody-01',
        msg: '对方不存在或已停用',
      },
      { toUserId: HEAD, messageContent: '   ', clientMessageId: 'c-blank-001', msg: '消息不能为空' },
      {
        toUserId: HEAD,
        messageType: 'image',
        messageContent: hrPicture,
        clientMessageId: 'c-image-001',
        msg: '只能发送本人上传的图片',
      },
      {
        toUserId: HEAD,
        messageType: 'voice',
        messageContent: '{"path":1}',
        clientMessageId: 'c-voice-001',
        msg: '语音消息格式错误',
      },
    ];
    for (const { msg, ...frame } of cases) {
      send(nurse, 'nurse01', frame);
      expect(await nurse.next()).toEqual({ method: 'error', msg, clientMessageId: frame.clientMessageId });
    }
    send(nurse, 'nurse01', { toUserId: HEAD, messageContent: '长'.repeat(CHAT_TEXT_MAX + 1) });
    expect(await nurse.next()).toMatchObject({ method: 'error', msg: '消息格式错误' });
    expect((await stored(NURSE)).length).toBe(before);
    nurse.ws.close();
  });

  it('an image the sender uploaded goes through', async () => {
    const nurse = await signedIn('nurse01');
    const picture = await uploadAs(h, tokens.nurse01!, Buffer.from('89504e47', 'hex'));
    send(nurse, 'nurse01', { toUserId: HEAD, messageType: 'image', messageContent: picture });
    expect(sentFrame.parse(await nurse.next())).toMatchObject({ messageType: 'image', toMessage: picture });
    nurse.ws.close();
  });
});

describe('bad frames', () => {
  it('are answered with an error frame, the socket kept open and nothing stored', async () => {
    const nurse = await signedIn('nurse01');
    const before = (await stored(NURSE)).length;
    const token = tokens.nurse01;
    const frames = [
      JSON.stringify({ method: 'DeleteEverything', token }),
      '{"method": "SendMessage", ',
      JSON.stringify({
        method: 'SendMessage',
        token,
        toUserId: HEAD,
        messageType: 'text',
        messageContent: 'x'.repeat(70_000),
      }),
      JSON.stringify({
        method: 'SendMessage',
        token,
        toUserId: HEAD,
        messageType: 'text',
        messageContent: '',
      }),
      JSON.stringify({ method: 'MessageList', token, toUserId: HEAD, currentPage: 0 }),
      JSON.stringify({ method: 'MessageList', token, toUserId: HEAD, currentPage: 10_001 }),
      JSON.stringify({ method: 'MessageList', token, toUserId: HEAD, pageSize: 1000 }),
    ];
    for (const frame of frames) {
      nurse.ws.send(frame);
      expect(await nurse.next()).toMatchObject({ method: 'error' });
    }
    // Still open and answering.
    nurse.ws.send(JSON.stringify({ method: 'MessageList', token, toUserId: HEAD, pageSize: 1 }));
    expect(messageListReply.parse(await nurse.next()).pagination.pageSize).toBe(1);
    expect((await stored(NURSE)).length).toBe(before);
    nurse.ws.close();
  });

  it('a message to a disabled colleague is refused', async () => {
    const [someone] = await h.database.db
      .select({ id: users.id })
      .from(users)
      .where(notInArray(users.account, ['nurse01', 'head01', 'hr01', 'admin']))
      .limit(1);
    await h.database.db.update(users).set({ enabled: false }).where(eq(users.id, someone!.id));
    const nurse = await signedIn('nurse01');
    send(nurse, 'nurse01', {
      toUserId: someone!.id,
      messageContent: '在吗',
      clientMessageId: 'c-disabled-1',
    });
    expect(await nurse.next()).toMatchObject({ method: 'error', msg: '对方不存在或已停用' });
    nurse.ws.close();
  });
});

describe('sending over HTTP (the outbox)', () => {
  it('is stored once per client message id and pushed to both sides once', async () => {
    const nurse = await signedIn('nurse01');
    const head = await signedIn('head01');
    const before = (await stored(NURSE)).length;
    const body = {
      toUserId: HEAD,
      messageType: 'text',
      messageContent: '离线写的',
      clientMessageId: 'o-0001-abc',
    };
    const first = await post(h.app, IM_SEND_PATH, body, tokens.nurse01!);
    const again = await post(h.app, IM_SEND_PATH, body, tokens.nurse01!);
    expect(first.status).toBe(200);
    const row = chatRow.parse(first.body.data);
    expect(chatRow.parse(again.body.data).id).toBe(row.id);
    expect(sentFrame.parse(await nurse.next())).toMatchObject({ id: row.id, clientMessageId: 'o-0001-abc' });
    expect(receivedFrame.parse(await head.next())).toMatchObject({ id: row.id, formMessage: '离线写的' });
    expect((await stored(NURSE)).length).toBe(before + 1);
    nurse.ws.close();
    head.ws.close();
  });

  it('refuses with HTTP 400 and stores nothing', async () => {
    const before = (await stored(NURSE)).length;
    for (const body of [
      { toUserId: NURSE, messageType: 'text', messageContent: '自己' },
      { toUserId: HEAD, messageType: 'text', messageContent: '   ' },
      { toUserId: HEAD, messageType: 'image', messageContent: '/api/file/Download/annex/nobody.png' },
      { toUserId: HEAD, messageType: 'text', messageContent: '长'.repeat(CHAT_TEXT_MAX + 1) },
      { toUserId: HEAD, messageType: 'sticker', messageContent: 'x' },
    ]) {
      const reply = await post(h.app, IM_SEND_PATH, body, tokens.nurse01!);
      expect(reply.status).toBe(400);
      expect(reply.body.code).toBe(400);
    }
    expect((await stored(NURSE)).length).toBe(before);
  });

  it('a chat image is readable by its receiver, not by anyone else', async () => {
    const picture = await uploadAs(h, tokens.nurse01!, Buffer.from('89504e47', 'hex'));
    const body = { toUserId: HEAD, messageType: 'image', messageContent: picture };
    expect((await post(h.app, IM_SEND_PATH, body, tokens.nurse01!)).status).toBe(200);
    const as = (account: string) =>
      h.app.inject({ method: 'GET', url: picture, headers: { authorization: tokens[account]! } });
    expect((await as('head01')).statusCode).toBe(200);
    expect((await as('hr01')).statusCode).toBe(404);
  });
});

describe('history and reading', () => {
  it('pages a conversation from the newest, each page oldest first, from either side, with its total', async () => {
    const head = await signedIn('head01');
    const page = async (currentPage: number, pageSize: number, sord: 'desc' | 'asc') => {
      const ask = {
        method: 'MessageList',
        token: tokens.head01,
        toUserId: NURSE,
        currentPage,
        pageSize,
        sord,
      };
      head.ws.send(JSON.stringify(ask));
      return messageListReply.parse(await head.next());
    };
    const newest = await page(1, 2, 'desc');
    const all = await stored(NURSE);
    expect(newest.toUserId).toBe(NURSE);
    expect(newest.pagination).toEqual({ currentPage: 1, pageSize: 2, total: all.length });
    // The whole conversation oldest first (sord asc, one page): the newest page is its last two, in that order.
    const whole = (await page(1, 50, 'asc')).list.map((m) => m.id);
    expect(whole).toHaveLength(all.length);
    expect(newest.list.map((m) => m.id)).toEqual(whole.slice(-2));
    expect((await page(2, 2, 'desc')).list.map((m) => m.id)).toEqual(whole.slice(-4, -2));
    head.ws.close();
  });

  it('unread until read: initMessage and imreply count them, UpdateReadMessage clears them', async () => {
    const head = await signedIn('head01');
    const fromNurse = head.init.unreadNums.find((u) => u.sendUserId === NURSE);
    const count = (await stored(NURSE)).length;
    expect(fromNurse?.unreadNum).toBe(count);
    // Chat unread are counted per sender; unreadMessageCount is the in-site system messages' (below).
    expect(head.init.unreadNums.reduce((n, u) => n + u.unreadNum, 0)).toBe(count);
    const before = imReplyData.parse((await getJson(h.app, IM_REPLY_PATH, tokens.head01)).body.data);
    expect(before.list.find((c) => c.id === NURSE)).toMatchObject({
      unreadMessage: count,
      account: 'nurse01',
    });

    head.ws.send(JSON.stringify({ method: 'UpdateReadMessage', token: tokens.head01, formUserId: NURSE }));
    // A MessageList after it answers once the read has been stored (frames of a socket run in order).
    head.ws.send(JSON.stringify({ method: 'MessageList', token: tokens.head01, toUserId: NURSE }));
    const page = messageListReply.parse(await head.next());
    expect(page.list.every((m) => m.sendUserId !== NURSE || m.state === 1)).toBe(true);
    const after = imReplyData.parse((await getJson(h.app, IM_REPLY_PATH, tokens.head01)).body.data);
    expect(after.list.find((c) => c.id === NURSE)?.unreadMessage).toBe(0);
    // The nurse's own list holds the same conversation, nothing unread on her side.
    const mine = imReplyData.parse((await getJson(h.app, IM_REPLY_PATH, tokens.nurse01)).body.data);
    expect(mine.list[0]).toMatchObject({ id: HEAD, unreadMessage: 0 });
    head.ws.close();
  });

  it('reading tells the sender’s sockets (the read receipt)', async () => {
    const nurse = await signedIn('nurse01');
    const head = await signedIn('head01');
    send(nurse, 'nurse01', { toUserId: HEAD, messageContent: '看到了吗', clientMessageId: 'c-receipt-01' });
    sentFrame.parse(await nurse.next());
    receivedFrame.parse(await head.next());
    head.ws.send(JSON.stringify({ method: 'UpdateReadMessage', token: tokens.head01, formUserId: NURSE }));
    expect(messageReadFrame.parse(await nurse.next()).userId).toBe(HEAD);
    nurse.ws.close();
    head.ws.close();
  });

  it('initMessage counts my unread in-site notices and system messages, each with its latest title', async () => {
    const at = (s: number) => new Date(Date.UTC(2026, 10, 20, 8, 0, s));
    await h.database.db.insert(messages).values([
      { id: 'm-init-1', userId: NURSE, type: 1, title: '旧通知', createdAt: at(1) },
      { id: 'm-init-2', userId: NURSE, type: 1, title: '新通知', createdAt: at(2) },
      { id: 'm-init-3', userId: NURSE, type: 2, title: '待办提醒', createdAt: at(3) },
      { id: 'm-init-4', userId: NURSE, type: 2, title: '已读', createdAt: at(4), isRead: true },
    ]);
    const nurse = await signedIn('nurse01');
    expect(nurse.init).toMatchObject({
      unreadNoticeCount: 2,
      noticeDefaultText: '新通知',
      unreadMessageCount: 1,
      messageDefaultText: '待办提醒',
    });
    nurse.ws.close();
  });
});

describe('presence', () => {
  /** The next presence frame about `userId` (earlier tests' users may still be leaving). */
  async function presenceOf(client: Client, userId: string) {
    for (;;) {
      const frame = await client.nextPresence();
      if (frame.userId === userId) return frame;
    }
  }

  it('a user’s first socket is told to others as Online, the last one closed as Offline', async () => {
    const head = await signedIn('head01');
    const nurse = await signedIn('nurse01');
    expect(await presenceOf(head, NURSE)).toEqual({ method: 'Online', userId: NURSE });
    const second = await signedIn('nurse01');
    second.ws.close();
    nurse.ws.close();
    // Only the last of the nurse's two sockets makes her offline: the next frame about her is that one.
    expect(await presenceOf(head, NURSE)).toEqual({ method: 'Offline', userId: NURSE });
    expect(nurse.init.onlineUsers).toContain(HEAD);
    head.ws.close();
  });
});
