/**
 * Queries of `chat_messages`: storing a message once per (sender, client message id), a conversation's
 * page (counted from the newest, each oldest first), marking a partner's messages to me read, my
 * conversations with their latest message and unread count, and my unread counts by sender (initMessage).
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { ChatContentType, ChatRow, ImReplyItem } from '../../../contract';
import type { Db } from '../../db/client';
import { chatMessages, users } from '../../db/schema';

type Stored = typeof chatMessages.$inferSelect;

export type UnreadFrom = {
  senderId: string;
  count: number;
  content: string;
  contentType: ChatContentType;
  sentAt: number;
};

export type NewChat = {
  senderId: string;
  receiverId: string;
  clientMessageId: string | null;
  contentType: ChatContentType;
  content: string;
  /** An image's or voice message's download path, null for text. */
  mediaPath: string | null;
  sentAt: number;
};

export function rowOf(m: Stored): ChatRow {
  return {
    id: m.id,
    sendUserId: m.senderId,
    sendTime: m.sentAt.getTime(),
    receiveUserId: m.receiverId,
    receiveTime: m.readAt?.getTime() ?? null,
    content: m.content,
    contentType: m.contentType,
    state: m.readAt ? 1 : 0,
    clientMessageId: m.clientMessageId,
  };
}

const between = (a: string, b: string) =>
  or(
    and(eq(chatMessages.senderId, a), eq(chatMessages.receiverId, b)),
    and(eq(chatMessages.senderId, b), eq(chatMessages.receiverId, a)),
  );

export type ChatPerson = { realName: string; account: string; headIcon: string; enabled: boolean };

export class ChatRepository {
  constructor(private readonly db: Db) {}

  /** Stores the message; a repeat of the same client id answers the stored one (`created` false). */
  async store(m: NewChat): Promise<{ row: ChatRow; created: boolean }> {
    const [inserted] = await this.db
      .insert(chatMessages)
      .values({ ...m, id: randomUUID(), sentAt: new Date(m.sentAt) })
      .onConflictDoNothing()
      .returning();
    if (inserted) return { row: rowOf(inserted), created: true };
    const [stored] = await this.db
      .select()
      .from(chatMessages)
      .where(
        and(eq(chatMessages.senderId, m.senderId), eq(chatMessages.clientMessageId, m.clientMessageId!)),
      );
    return { row: rowOf(stored!), created: false };
  }

  /**
   * One page of a conversation, its rows oldest first: pages count from the newest (`newestFirst`, the
   * clients' `sord: desc`) or the oldest, and a page is always in the order it is shown, as the platform's
   * clients put each page above the one before as it comes.
   */
  async page(me: string, partner: string, offset: number, limit: number, newestFirst: boolean) {
    const where = between(me, partner);
    const order = newestFirst
      ? [desc(chatMessages.sentAt), desc(chatMessages.id)]
      : [chatMessages.sentAt, chatMessages.id];
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(chatMessages)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(chatMessages).where(where),
    ]);
    const inOrder = newestFirst ? rows.reverse() : rows;
    return { list: inOrder.map(rowOf), total: total?.n ?? 0 };
  }

  /** Marks what `partner` sent me as read; the number marked. */
  async markRead(me: string, partner: string, at: number): Promise<number> {
    const marked = await this.db
      .update(chatMessages)
      .set({ readAt: new Date(at) })
      .where(
        and(eq(chatMessages.receiverId, me), eq(chatMessages.senderId, partner), isNull(chatMessages.readAt)),
      )
      .returning({ id: chatMessages.id });
    return marked.length;
  }

  /** My unread messages, counted by sender. */
  async unreadBySender(me: string): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ sender: chatMessages.senderId, n: count() })
      .from(chatMessages)
      .where(and(eq(chatMessages.receiverId, me), isNull(chatMessages.readAt)))
      .groupBy(chatMessages.senderId);
    return new Map(rows.map((r) => [r.sender, r.n]));
  }

  /** My conversations: each partner with our latest message and what of theirs I have not read. */
  async conversations(me: string, limit = 200): Promise<ImReplyItem[]> {
    const mine = this.db
      .select({
        partner: sql<string>`case when ${chatMessages.senderId} = ${me}
          then ${chatMessages.receiverId} else ${chatMessages.senderId} end`.as('partner'),
        id: chatMessages.id,
        content: chatMessages.content,
        contentType: chatMessages.contentType,
        sentAt: chatMessages.sentAt,
      })
      .from(chatMessages)
      .where(or(eq(chatMessages.senderId, me), eq(chatMessages.receiverId, me)))
      .as('mine');
    // The latest message per partner (DISTINCT ON must order by the very expression it names).
    const latest = this.db
      .selectDistinctOn([mine.partner], {
        partner: mine.partner,
        content: mine.content,
        contentType: mine.contentType,
        sentAt: mine.sentAt,
      })
      .from(mine)
      .orderBy(mine.partner, desc(mine.sentAt), desc(mine.id))
      .as('latest');
    const rows = await this.db
      .select({
        id: latest.partner,
        realName: users.realName,
        account: users.account,
        headIcon: users.headIcon,
        latestMessage: latest.content,
        messageType: latest.contentType,
        sentAt: latest.sentAt,
      })
      .from(latest)
      .innerJoin(users, eq(users.id, latest.partner))
      .orderBy(desc(latest.sentAt))
      .limit(limit);
    const unread = await this.unreadBySender(me);
    return rows.map(({ sentAt, ...r }) => ({
      ...r,
      latestDate: sentAt.getTime(),
      unreadMessage: unread.get(r.id) ?? 0,
    }));
  }

  /**
   * What initMessage says of my unread messages, per sender: how many, and the latest of them. Read from
   * the unread rows alone (their partial index), as it runs on every socket connect.
   */
  async unreadSummary(me: string): Promise<UnreadFrom[]> {
    const rows = await this.db
      .selectDistinctOn([chatMessages.senderId], {
        senderId: chatMessages.senderId,
        content: chatMessages.content,
        contentType: chatMessages.contentType,
        sentAt: chatMessages.sentAt,
        count: sql<number>`(count(*) over (partition by ${chatMessages.senderId}))::int`,
      })
      .from(chatMessages)
      .where(and(eq(chatMessages.receiverId, me), isNull(chatMessages.readAt)))
      .orderBy(chatMessages.senderId, desc(chatMessages.sentAt), desc(chatMessages.id));
    return rows.map((r) => ({ ...r, sentAt: r.sentAt.getTime() }));
  }

  /** Whether `viewer` sent or received a message showing this download path (its receiver may download it). */
  async showsMedia(viewer: string, path: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.mediaPath, path),
          or(eq(chatMessages.receiverId, viewer), eq(chatMessages.senderId, viewer)),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Name and picture of a sender, for the receiver's receiveMessage; null when the user is gone. */
  async person(userId: string): Promise<ChatPerson | null> {
    const [row] = await this.db
      .select({
        realName: users.realName,
        account: users.account,
        headIcon: users.headIcon,
        enabled: users.enabled,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  }
}
