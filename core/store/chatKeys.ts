/**
 * The kv keys the chat keeps on this device (the Messages tab's summary, who is online, when it was last
 * synced, how much of each chat's history is loaded) and the one read of a kv value: apart from the chat's
 * rules, so the tab bar's badge reads its count without them on the first screen's path.
 */
import type { UserDb } from './db';

/** kv key of the MessageSummary the worker keeps. */
export const CHAT_SUMMARY_KEY = 'chat.summary';
export const CHAT_ONLINE_KEY = 'chat.online';
/** kv key of when the server last gave this device the Messages tab (initMessage and the conversation list). */
export const CHAT_SYNCED_KEY = 'chat.syncedAt';
/** kv key of a chat's history as loaded from the server: `{ pages, total }`. */
export const chatHistoryKey = (partner: string) => `chat.history.${partner}`;

export interface ChatHistory {
  /** Pages of CHAT_PAGE_SIZE loaded, newest first. */
  pages: number;
  /** How many messages the server holds for the pair. */
  total: number;
}

/** A value kept in `kv` (the chat's summary, who is online, a history's pages …), undefined when none. */
export async function kvValue<T>(db: Pick<UserDb, 'kv'>, key: string): Promise<T | undefined> {
  return (await db.kv.get(key))?.value as T | undefined;
}
