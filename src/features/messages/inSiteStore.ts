/**
 * In-site messages (API-CONTRACT "Messages"): a type's first page cached on the device (kv `inSite.<type>`)
 * so the list opens offline, the next pages fetched as the list scrolls, one message opened (ReadInfo, which
 * marks it read on the server), read all, delete. Reading and deleting unread ones take them off the tab's
 * counts (spec §4) and off the cached page at once.
 */
import {
  MESSAGE_DELETE_PATH,
  MESSAGE_PATH,
  MESSAGE_READ_ALL_PATH,
  messageInfo,
  messageList,
  messageReadPath,
  type MessageInfo,
  type MessageItem,
} from '../../../contract/message';
import { z } from 'zod/mini';
import { request } from '../../api/http';
import type { UserDb } from '../../data';
import { kvValue, readInSite } from '../../data/chat';

export const IN_SITE_PAGE = 20;
export type InSiteType = 0 | 1 | 2;

export interface InSitePage {
  list: MessageItem[];
  total: number;
  fetchedAt: number;
}

const cacheKey = (type: InSiteType) => `inSite.${type}`;
const kindOf = (type: number): 'notice' | 'message' => (type === 1 ? 'notice' : 'message');

export async function readCached(db: UserDb, type: InSiteType): Promise<InSitePage | null> {
  return (await kvValue<InSitePage>(db, cacheKey(type))) ?? null;
}

export async function fetchPage(type: InSiteType, page: number, keyword = '') {
  return request(MESSAGE_PATH, {
    query: {
      currentPage: page,
      pageSize: IN_SITE_PAGE,
      type: type || undefined,
      keyword: keyword || undefined,
    },
    schema: messageList,
    report: false,
  });
}

/** The first page from the server, kept on the device. */
export async function refreshFirst(db: UserDb, type: InSiteType): Promise<void> {
  const data = await fetchPage(type, 1);
  const value: InSitePage = { list: data.list, total: data.pagination.total, fetchedAt: Date.now() };
  await db.kv.put({ key: cacheKey(type), value });
}

/** Applies `change` to every cached first page (a message shows under 全部 and under its type). */
async function editCached(db: UserDb, change: (list: MessageItem[]) => MessageItem[]): Promise<void> {
  for (const type of [0, 1, 2] as const) {
    const cached = await readCached(db, type);
    if (!cached) continue;
    const list = change(cached.list);
    const gone = cached.list.length - list.length;
    await db.kv.put({ key: cacheKey(type), value: { ...cached, list, total: cached.total - gone } });
  }
}

/** Opens one message (the server marks it read); an unread one leaves the counts. */
export async function openMessage(
  db: UserDb,
  item: Pick<MessageItem, 'id' | 'type' | 'isRead'>,
): Promise<MessageInfo> {
  const info = await request(messageReadPath(item.id), { schema: messageInfo, report: false });
  if (!item.isRead) {
    await readInSite(db, kindOf(item.type));
    await editCached(db, (list) => list.map((m) => (m.id === item.id ? { ...m, isRead: 1 } : m)));
  }
  return info;
}

export async function readAllMessages(db: UserDb): Promise<void> {
  await request(MESSAGE_READ_ALL_PATH, { method: 'POST', json: {}, schema: z.unknown() });
  await readInSite(db, 'notice', true);
  await readInSite(db, 'message', true);
  await editCached(db, (list) => list.map((m) => ({ ...m, isRead: 1 })));
}

export async function deleteMessages(db: UserDb, items: readonly MessageItem[]): Promise<void> {
  await request(MESSAGE_DELETE_PATH, {
    method: 'DELETE',
    json: { ids: items.map((m) => m.id) },
    schema: z.unknown(),
  });
  for (const m of items) if (!m.isRead) await readInSite(db, kindOf(m.type));
  const ids = new Set(items.map((m) => m.id));
  await editCached(db, (list) => list.filter((m) => !ids.has(m.id)));
}
