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
  type ChatHistory,
  type MessageSummary,
} from '../../data/chat';

/** The tab's summary; null before the first connect on this device. */
export function useChatSummary(): MessageSummary | null | undefined {
  const db = useActiveDb();
  return useLiveQuery(
    async () => ((await db?.kv.get(CHAT_SUMMARY_KEY))?.value as MessageSummary | undefined) ?? null,
    [db],
  );
}

export function useConversations(): ConversationRow[] | undefined {
  const db = useActiveDb();
  return useLiveQuery(
    async () => (db ? db.conversations.orderBy('updatedAt').reverse().toArray() : []),
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

export function useOnline(partner: string): boolean {
  const db = useActiveDb();
  const online = useLiveQuery(
    async () => ((await db?.kv.get(CHAT_ONLINE_KEY))?.value as string[] | undefined) ?? [],
    [db],
  );
  return online?.includes(partner) ?? false;
}

/** The newest `limit` messages of the chat with `partner`, oldest first (as the chat shows them). */
export function useChatMessages(partner: string, limit: number): ChatMessageRow[] | undefined {
  const db = useActiveDb();
  return useLiveQuery(async () => {
    if (!db) return [];
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
  const db = useActiveDb();
  return useLiveQuery(
    async () => ((await db?.kv.get(chatHistoryKey(partner)))?.value as ChatHistory | undefined) ?? null,
    [db, partner],
  );
}

/** When the server last gave this device the Messages tab; null when it never has. */
export function useChatSyncedAt(): number | null | undefined {
  const db = useActiveDb();
  return useLiveQuery(
    async () => ((await db?.kv.get(CHAT_SYNCED_KEY))?.value as number | undefined) ?? null,
    [db],
  );
}
