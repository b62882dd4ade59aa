/**
 * The tab bar's counts read from the signed-in user's database, where the worker keeps what they count:
 * the Messages tab's summary (kv `chat.summary`) and each conversation's unread chat messages
 * (workers/chat), and page 1 of 我的待办 with its total (flowLists `todo`, workers/sync/todoSync.ts). Read
 * inside a live query, the counts move the moment the worker writes — on a push, offline on a cold start.
 */
import { messagesTabCount, todoTabCount, type UnreadInSite } from '../lib/tabCounts';
import { CHAT_SUMMARY_KEY, kvValue } from './chatKeys';
import type { UserDb } from './db';

export interface TabCounts {
  /** 消息: unread notices + system messages + chat messages. */
  messages: number;
  /** 业务办理: the to-dos. */
  todo: number;
}

export const NO_TAB_COUNTS: TabCounts = { messages: 0, todo: 0 };

export async function readTabCounts(
  db: Pick<UserDb, 'kv' | 'conversations' | 'flowLists'>,
): Promise<TabCounts> {
  const [summary, conversations, todo] = await Promise.all([
    kvValue<UnreadInSite>(db, CHAT_SUMMARY_KEY),
    db.conversations.toArray(),
    db.flowLists.get('todo'),
  ]);
  return {
    messages: messagesTabCount(
      summary,
      conversations.map((c) => c.unreadMessage),
    ),
    todo: todoTabCount(todo),
  };
}
