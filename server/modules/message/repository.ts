/**
 * Queries of `messages`: a reader's page (newest first, by keyword in the title and by type), one message,
 * my unread count per type (initMessage), and the writes (insert, mark read, mark all read, delete) —
 * always within the reader's own messages.
 */
import { and, count, desc, eq, ilike, inArray, like, type SQL } from 'drizzle-orm';
import { MESSAGE_TYPE } from '../../../contract';
import type { Db } from '../../db/client';
import { messages, users } from '../../db/schema';

export type NewMessage = typeof messages.$inferInsert;
export type MessageFilter = {
  userId: string;
  keyword?: string;
  type?: number;
  offset: number;
  limit: number;
};

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(f: MessageFilter): SQL | undefined {
  const keyword = f.keyword?.trim();
  return and(
    eq(messages.userId, f.userId),
    f.type === undefined ? undefined : eq(messages.type, f.type),
    keyword ? ilike(messages.title, `%${escapeLike(keyword)}%`) : undefined,
  );
}

const columns = {
  id: messages.id,
  title: messages.title,
  type: messages.type,
  bodyText: messages.bodyText,
  isRead: messages.isRead,
  createdAt: messages.createdAt,
  creatorUser: users.realName,
};

export class MessageRepository {
  constructor(private readonly db: Db) {}

  async insert(rows: NewMessage[]): Promise<void> {
    if (rows.length) await this.db.insert(messages).values(rows);
  }

  async page(f: MessageFilter) {
    const where = whereOf(f);
    const [rows, [total]] = await Promise.all([
      this.db
        .select(columns)
        .from(messages)
        .leftJoin(users, eq(users.id, messages.creatorUserId))
        .where(where)
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(f.limit)
        .offset(f.offset),
      this.db.select({ n: count() }).from(messages).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async mine(userId: string, id: string) {
    const [row] = await this.db
      .select(columns)
      .from(messages)
      .leftJoin(users, eq(users.id, messages.creatorUserId))
      .where(and(eq(messages.id, id), eq(messages.userId, userId)));
    return row ?? null;
  }

  async markRead(userId: string, now: Date, id?: string): Promise<void> {
    await this.db
      .update(messages)
      .set({ isRead: true, readAt: now })
      .where(
        and(eq(messages.userId, userId), eq(messages.isRead, false), id ? eq(messages.id, id) : undefined),
      );
  }

  /**
   * The flow messages about one task the user has not read, marked read (#30 item 3): once she has acted on
   * the task, what she was told about it is handled. Matched by the body's processId (flow-notices.ts).
   */
  async readAboutTask(userId: string, taskId: string, now: Date): Promise<void> {
    const escaped = taskId.replace(/[\\%_]/g, (c) => `\\${c}`);
    await this.db
      .update(messages)
      .set({ isRead: true, readAt: now })
      .where(
        and(
          eq(messages.userId, userId),
          eq(messages.isRead, false),
          eq(messages.type, MESSAGE_TYPE.system),
          like(messages.bodyText, `%"processId":"${escaped}"%`),
        ),
      );
  }

  /** My unread in-site messages of one type (1 notice, 2 system): how many, and the latest one's title. */
  async unread(userId: string, type: number): Promise<{ count: number; latest: string; latestAt: number }> {
    const where = and(eq(messages.userId, userId), eq(messages.type, type), eq(messages.isRead, false));
    const [[total], [latest]] = await Promise.all([
      this.db.select({ n: count() }).from(messages).where(where),
      this.db
        .select({ title: messages.title, at: messages.createdAt })
        .from(messages)
        .where(where)
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(1),
    ]);
    return { count: total?.n ?? 0, latest: latest?.title ?? '', latestAt: latest?.at.getTime() ?? 0 };
  }

  async delete(userId: string, ids: string[]): Promise<number> {
    const gone = await this.db
      .delete(messages)
      .where(and(eq(messages.userId, userId), inArray(messages.id, ids)))
      .returning({ id: messages.id });
    return gone.length;
  }
}
