/**
 * The tab bar's two counts as rules (spec §1 "unread badges", §4 badge rules), apart from where they are
 * stored: 消息 counts the unread notices, the unread system messages and every unread chat message, each
 * never below 0 and the sum never below 0; 业务办理 counts the to-do list's total on the server (the stored
 * page's rows when no total was given).
 */

/** The in-site part of the Messages tab's summary (spec §3 "Chat unread summary"). */
export interface UnreadInSite {
  unreadNoticeCount?: number;
  unreadMessageCount?: number;
}

const atLeastZero = (n: number | undefined): number => (Number.isFinite(n) ? Math.max(0, n ?? 0) : 0);

/** 消息: notices + system messages + chat messages unread, each and the sum never below 0. */
export function messagesTabCount(
  summary: UnreadInSite | null | undefined,
  chatUnread: readonly (number | undefined)[],
): number {
  const chat = chatUnread.reduce<number>((sum, n) => sum + atLeastZero(n), 0);
  return atLeastZero(summary?.unreadNoticeCount) + atLeastZero(summary?.unreadMessageCount) + chat;
}

/** 业务办理: the to-do list's total on the server, else the rows stored; 0 with no list yet. */
export function todoTabCount(list: { total?: number; rows: readonly unknown[] } | null | undefined): number {
  if (!list) return 0;
  return atLeastZero(list.total ?? list.rows.length);
}
