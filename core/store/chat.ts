/**
 * Chat rows on this device (issue #15), shared by the worker that writes them and the screens that read
 * them: the kv keys (chatKeys.ts, re-exported); a message's local id (the sender's client id when it has one, so an own message written offline
 * and the server's copy of it are one row); and the mapping of the server's stored row.
 */
import type { ChatRow, ImReplyItem } from '../../contract/chat';
import { readAll, readOne, EMPTY_SUMMARY, type MessageSummary } from '../lib/chatRules';

export type { MessageSummary };
import type { UserDb } from './db';
import type { ChatMessageRow, ConversationRow } from './types';
import { CHAT_SUMMARY_KEY, kvValue } from './chatKeys';

export * from './chatKeys';

/** The stream of a conversation's own messages: sent one at a time, in the order written. */
export const chatStream = (partner: string) => `chat:${partner}`;

export const chatMessageId = (
  sender: string,
  clientMessageId: string | null | undefined,
  serverId: string,
) => (clientMessageId ? `${sender}:${clientMessageId}` : serverId);

/** The server's stored message as this device keeps it (`me` tells which side is the partner). */
export function localMessage(row: ChatRow, me: string): ChatMessageRow {
  const mine = row.sendUserId === me;
  return {
    id: chatMessageId(row.sendUserId, row.clientMessageId, row.id),
    conversationId: mine ? row.receiveUserId : row.sendUserId,
    serverId: row.id,
    sendUserId: row.sendUserId,
    receiveUserId: row.receiveUserId,
    sendTime: row.sendTime,
    contentType: row.contentType,
    content: row.content,
    state: row.state === 1 ? 'read' : 'sent',
  };
}

/** A newer copy of a message over an older one: what this device added stays, a read mark is never lost. */
export function mergeMessage(old: ChatMessageRow | undefined, next: ChatMessageRow): ChatMessageRow {
  if (!old) return next;
  const state = old.state === 'read' || next.state === 'read' ? 'read' : next.state;
  return { ...old, ...next, state, ...(state === 'failed' ? {} : { error: undefined }) };
}

export const conversationRow = (c: ImReplyItem): ConversationRow => ({ ...c, updatedAt: c.latestDate });

/** A partner the directory does not (yet) know: the conversation shows without a name until imreply. */
const NOBODY = { realName: '', account: '', headIcon: '' };

/**
 * The conversation with `partner` on top with this latest message (created from the directory when new);
 * an older message than the one shown changes nothing. Run inside the caller's transaction.
 */
export async function touchConversation(
  db: Pick<UserDb, 'conversations' | 'users'>,
  partner: string,
  content: string,
  type: ChatMessageRow['contentType'],
  at: number,
): Promise<void> {
  const old = await db.conversations.get(partner);
  if (old && old.latestDate > at) return;
  const person = old ?? (await db.users.get(partner)) ?? NOBODY;
  await db.conversations.put({
    id: partner,
    realName: person.realName,
    account: person.account,
    headIcon: person.headIcon,
    unreadMessage: old?.unreadMessage ?? 0,
    latestMessage: content,
    messageType: type,
    latestDate: at,
    updatedAt: at,
  });
}

/** An in-site message read (its detail opened) or deleted unread: its row's count and the badge down by one. */
export function readInSite(db: UserDb, kind: 'notice' | 'message', all = false): Promise<void> {
  return db.transaction('rw', db.kv, async () => {
    const now = (await kvValue<MessageSummary>(db, CHAT_SUMMARY_KEY)) ?? EMPTY_SUMMARY;
    await db.kv.put({ key: CHAT_SUMMARY_KEY, value: all ? readAll(now, kind) : readOne(now, kind) });
  });
}
