/**
 * The worker's chat state in the user's database (issue #15): applies spec §4's rules (rules.ts) to what
 * arrives over the socket and writes the result — the Messages tab's summary and who is online (kv), the
 * conversations, the messages — so every screen reads it offline through Dexie. The partner whose chat is
 * on screen is kept here (in memory): what they send arrives read.
 */
import {
  CHAT_PAGE_SIZE,
  type ImReplyItem,
  type InitMessage,
  type MessageListReply,
  type MessageReadFrame,
  type ReceivedFrame,
  type SentFrame,
} from '../../contract';
import {
  CHAT_ONLINE_KEY,
  CHAT_SUMMARY_KEY,
  CHAT_SYNCED_KEY,
  chatHistoryKey,
  chatMessageId,
  conversationRow,
  kvValue,
  localMessage,
  mergeMessage,
  touchConversation,
  type ChatHistory,
} from '../../core/store/chat';
import type { UserDb } from '../../core/store/db';
import type { ChatMessageRow, ConversationRow } from '../../core/store/types';
import {
  EMPTY_SUMMARY,
  openChat,
  receiveChat,
  receivePush,
  summaryOfInit,
  type ChatState,
  type MessageSummary,
} from '../../core/lib/chatRules';

type PushFrame = { messageType: number; title: string; unreadNoticeCount?: number };

const withoutUpdatedAt = ({ updatedAt: _u, ...c }: ConversationRow): ImReplyItem => c;

/** How many of a chat's newest messages a read mark walks (two pages). */
const RECENT = 2 * CHAT_PAGE_SIZE;

export class ChatStore {
  private open: string | null = null;

  constructor(
    private readonly db: UserDb,
    private readonly me: string,
  ) {}

  get openPartner(): string | null {
    return this.open;
  }

  private async summary(): Promise<MessageSummary> {
    return (await kvValue<MessageSummary>(this.db, CHAT_SUMMARY_KEY)) ?? EMPTY_SUMMARY;
  }

  private async state(): Promise<ChatState> {
    const conversations = await this.db.conversations.orderBy('updatedAt').reverse().toArray();
    return {
      summary: await this.summary(),
      conversations: conversations.map(withoutUpdatedAt),
      openChat: this.open,
    };
  }

  private saveSummary(summary: MessageSummary) {
    return this.db.kv.put({ key: CHAT_SUMMARY_KEY, value: summary });
  }

  private rw<T>(fn: () => Promise<T>): Promise<T> {
    const { kv, conversations, chatMessages, users } = this.db;
    return this.db.transaction('rw', [kv, conversations, chatMessages, users], fn);
  }

  /** The socket is (back) up: the counts and who is online as the server says; the list as imreply says. */
  async init(init: InitMessage, list: readonly ImReplyItem[] | null, at: number): Promise<void> {
    await this.rw(async () => {
      await this.db.kv.put({ key: CHAT_ONLINE_KEY, value: init.onlineUsers });
      await this.db.kv.put({ key: CHAT_SYNCED_KEY, value: at });
      const unread = new Map(init.unreadNums.map((u) => [u.sendUserId, u.unreadNum]));
      const known = await this.db.conversations.toArray();
      // A conversation the server no longer counts unread has none; imreply, when it came, has the rest.
      await this.db.conversations.bulkPut([
        ...known.map((c) => ({ ...c, unreadMessage: unread.get(c.id) ?? 0 })),
        ...(list ?? []).map(conversationRow),
      ]);
      let summary = summaryOfInit(init);
      // A chat open on screen is being read: what it had unread leaves the badge at once.
      if (this.open) summary = openChat({ ...(await this.state()), summary }, this.open).summary;
      await this.saveSummary(summary);
      if (this.open) await this.db.conversations.update(this.open, { unreadMessage: 0 });
    });
  }

  /** The conversation list as imreply gives it (pull-to-refresh). */
  async conversations(list: readonly ImReplyItem[]): Promise<void> {
    await this.db.conversations.bulkPut(list.map(conversationRow));
  }

  /** A partner's message (receiveMessage): spec §4, then the message stored. */
  async received(frame: ReceivedFrame): Promise<void> {
    await this.rw(async () => {
      const { state, unread } = receiveChat(await this.state(), frame);
      await this.saveSummary(state.summary);
      await this.db.conversations.put(conversationRow(state.conversations[0]!));
      const message: ChatMessageRow = {
        id: chatMessageId(frame.formUserId, frame.clientMessageId, frame.id),
        conversationId: frame.formUserId,
        serverId: frame.id,
        sendUserId: frame.formUserId,
        receiveUserId: this.me,
        sendTime: frame.dateTime,
        contentType: frame.messageType,
        content: frame.formMessage,
        state: unread ? 'sent' : 'read',
      };
      await this.db.chatMessages.put(mergeMessage(await this.db.chatMessages.get(message.id), message));
    });
  }

  /** My own message as stored (from this device's outbox, or sent from another of my devices). */
  async sent(frame: SentFrame): Promise<void> {
    await this.rw(async () => {
      const message = localMessage(
        {
          id: frame.id,
          sendUserId: this.me,
          receiveUserId: frame.toUserId,
          sendTime: frame.dateTime,
          receiveTime: null,
          content: frame.toMessage,
          contentType: frame.messageType,
          state: 0,
          clientMessageId: frame.clientMessageId,
        },
        this.me,
      );
      await this.db.chatMessages.put(mergeMessage(await this.db.chatMessages.get(message.id), message));
      await touchConversation(this.db, frame.toUserId, frame.toMessage, frame.messageType, frame.dateTime);
    });
  }

  /**
   * A page of history (messageList): stored, and how much of it is loaded. Whose page it is: ours names the
   * partner; a JNPF back end's does not, so its rows (or, for an empty page, the chat on screen) tell.
   */
  async page(reply: MessageListReply): Promise<void> {
    await this.rw(async () => {
      const rows = reply.list.map((r) => localMessage(r, this.me));
      const old = await this.db.chatMessages.bulkGet(rows.map((r) => r.id));
      await this.db.chatMessages.bulkPut(rows.map((r, i) => mergeMessage(old[i], r)));
      const partner = reply.toUserId ?? rows[0]?.conversationId ?? this.openPartner;
      if (!partner) return;
      const key = chatHistoryKey(partner);
      const had = await kvValue<ChatHistory>(this.db, key);
      const pages = Math.max(reply.pagination.currentPage, had?.pages ?? 0);
      await this.db.kv.put({ key, value: { pages, total: reply.pagination.total } satisfies ChatHistory });
    });
  }

  /** The partner read what I sent (messageRead): my messages to them up to then are read. */
  async read(frame: MessageReadFrame): Promise<void> {
    await this.db.transaction('rw', this.db.chatMessages, () =>
      this.markRead(frame.userId, this.me, frame.dateTime, RECENT),
    );
  }

  /**
   * What `sender` sent in the chat with `partner` up to `upTo` that is not yet read, among its newest `window`
   * messages only: a chat of 10,000 is never walked whole while the screen waits to read it (anything older
   * that is still unread comes back read with the server's pages).
   */
  private async unreadIn(partner: string, sender: string, upTo: number, window: number) {
    const newest = await this.db.chatMessages
      .where('[conversationId+sendTime]')
      .between([partner, -Infinity], [partner, upTo], true, true)
      .reverse()
      .limit(window)
      .toArray();
    return newest.filter((m) => m.sendUserId === sender && m.state === 'sent');
  }

  private async markRead(partner: string, sender: string, upTo: number, window: number): Promise<void> {
    const read = await this.unreadIn(partner, sender, upTo, window);
    if (read.length) await this.db.chatMessages.bulkPut(read.map((m) => ({ ...m, state: 'read' as const })));
  }

  async presence(userId: string, online: boolean): Promise<void> {
    await this.rw(async () => {
      const now = (await kvValue<string[]>(this.db, CHAT_ONLINE_KEY)) ?? [];
      const next = online ? [...new Set([...now, userId])] : now.filter((u) => u !== userId);
      await this.db.kv.put({ key: CHAT_ONLINE_KEY, value: next });
    });
  }

  /** A new in-site message (messagePush): the notice or system row's count and text. */
  async pushed(frame: PushFrame, at: number): Promise<void> {
    await this.rw(async () => this.saveSummary(receivePush(await this.summary(), frame, at)));
  }

  /** The chat with `partner` is on screen: everything they sent is read (the caller tells the server). */
  async opened(partner: string): Promise<void> {
    this.open = partner;
    // A chat already read writes nothing: no write lock holds the screen's first read, no live query reruns.
    const counted = (await this.db.conversations.get(partner))?.unreadMessage ?? 0;
    if (!counted && !(await this.unreadIn(partner, partner, Infinity, RECENT)).length) return;
    await this.rw(async () => {
      const unread = (await this.db.conversations.get(partner))?.unreadMessage ?? 0;
      const state = openChat(await this.state(), partner);
      await this.saveSummary(state.summary);
      await this.db.conversations.update(partner, { unreadMessage: 0 });
      await this.markRead(partner, partner, Infinity, unread + RECENT);
    });
  }

  closed(partner: string): void {
    if (this.open === partner) this.open = null;
  }

  /** How much of the partner's history is loaded. */
  async history(partner: string): Promise<ChatHistory | null> {
    return (await kvValue<ChatHistory>(this.db, chatHistoryKey(partner))) ?? null;
  }
}
