/**
 * What the Messages screens read, live from the user's database (the worker keeps it, workers/chat): the
 * tab's summary, the conversations newest first, who is online, a chat's messages (the newest `limit`, in
 * time order) and how much of its history is loaded. Each is undefined while first read.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useActiveDb, type ChatMessageRow, type ConversationRow } from '../../data';
import {
  CHAT_ONLINE_KEY,
  CHAT_SUMMARY_KEY,
  CHAT_SYNCED_KEY,
  chatHistoryKey,
  kvValue,
  type ChatHistory,
  type MessageSummary,
} from '../../../core/store/chat';
import { cacheKey, type InSitePage } from './inSiteStore';

/** A kv value, live; `fallback` when the device has none; undefined while first read. */
function useKv<T>(key: string, fallback: T): T | undefined {
  const db = useActiveDb();
  // Undefined (not yet known) until the user's database is open: the tab shows a skeleton, not 暂无.
  return useLiveQuery(async () => (db ? ((await kvValue<T>(db, key)) ?? fallback) : undefined), [db, key]);
}

/** The tab's summary; null before the first connect on this device. */
export function useChatSummary(): MessageSummary | null | undefined {
  return useKv<MessageSummary | null>(CHAT_SUMMARY_KEY, null);
}

/**
 * The newest title of a type's in-site messages the phone holds (its cached first page), read or not: what
 * the tab's row says once 全部已读 leaves no unread one to name, as WeChat's rows keep their last line.
 */
export function useLatestInSite(type: 1 | 2): string | undefined {
  return useKv<InSitePage | null>(cacheKey(type), null)?.list[0]?.title;
}

export function useConversations(): ConversationRow[] | undefined {
  const db = useActiveDb();
  return useLiveQuery(
    async () => (db ? db.conversations.orderBy('updatedAt').reverse().toArray() : undefined),
    [db],
  );
}

export function useConversation(partner: string): ConversationRow | null | undefined {
  const db = useActiveDb();
  return useLiveQuery(
    async () => (db ? ((await db.conversations.get(partner)) ?? null) : null),
    [db, partner],
  );
}

/**
 * The chat header's word on the partner (#30 item 19): 在线 or 离线 only while this phone's own socket is
 * connected — offline it cannot know, so it says nothing rather than a stale 在线. The i18n key, or null.
 */
export function presenceKey(own: 'online' | 'connecting' | 'offline', partnerOnline: boolean): string | null {
  if (own !== 'online') return null;
  return partnerOnline ? 'msg.chat.online' : 'msg.chat.offline';
}

export function useOnline(partner: string): boolean {
  return useKv<string[]>(CHAT_ONLINE_KEY, [])?.includes(partner) ?? false;
}

/** The newest `limit` messages of the chat with `partner`, oldest first (as the chat shows them). */
export function useChatMessages(partner: string, limit: number): ChatMessageRow[] | undefined {
  const db = useActiveDb();
  // Nothing (not an empty chat) while the user's database opens: 打个招呼吧 only when it holds none.
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const newest = await db.chatMessages
      .where('[conversationId+sendTime]')
      .between([partner, -Infinity], [partner, Infinity])
      .reverse()
      .limit(limit)
      .toArray();
    return newest.reverse();
  }, [db, partner, limit]);
}

export function useChatHistory(partner: string): ChatHistory | null | undefined {
  return useKv<ChatHistory | null>(chatHistoryKey(partner), null);
}

/** When the server last gave this device the Messages tab; null when it never has. */
export function useChatSyncedAt(): number | null | undefined {
  return useKv<number | null>(CHAT_SYNCED_KEY, null);
}
