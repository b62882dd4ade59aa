/**
 * In-site messages (API-CONTRACT "Messages"): a type's first page cached on the device (kv `inSite.<type>`)
 * so the list opens offline, the next pages fetched as the list scrolls, one message opened (ReadInfo, which
 * marks it read on the server). 全部已读 and 删除 go through the outbox like every write, so they work
 * offline too: they take unread ones off the tab's counts (spec §4) and change the cached page at once, and
 * a page fetched before they arrive is shown as the server will hold it once they do.
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
import { request } from '../../api/http';
import {
  enqueueWrite,
  IN_SITE_STREAM,
  MESSAGE_DELETE_KIND,
  MESSAGE_READ_ALL_KIND,
  type OutboxRow,
  type UserDb,
} from '../../data';
import { kvValue, readInSite } from '../../../core/store/chat';

export const IN_SITE_PAGE = 20;
export type InSiteType = 0 | 1 | 2;

export interface InSitePage {
  list: MessageItem[];
  total: number;
  fetchedAt: number;
}

/** The kv key of a type's cached first page. */
export const cacheKey = (type: InSiteType) => `inSite.${type}`;
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

const markAllRead = (list: MessageItem[]) => list.map((m) => ({ ...m, isRead: 1 }));

/**
 * The list as the server will hold it once this device's read-all and deletes still on their way arrive
 * (the server reads all at delivery, so every message shown). Pure.
 */
export function withPending(list: MessageItem[], rows: readonly OutboxRow[]): MessageItem[] {
  let shown = list;
  for (const row of rows) {
    if (row.state !== 'queued' && row.state !== 'sending') continue;
    if (row.kind === MESSAGE_READ_ALL_KIND) shown = markAllRead(shown);
    if (row.kind === MESSAGE_DELETE_KIND) {
      const ids = new Set((row.body as { ids: string[] }).ids);
      shown = shown.filter((m) => !ids.has(m.id));
    }
  }
  return shown;
}

const inSiteRows = (db: UserDb) => db.outbox.where('stream').startsWith(IN_SITE_STREAM).sortBy('createdAt');

/** The first page from the server, kept on the device with what is still on its way laid over it. */
export async function refreshFirst(db: UserDb, type: InSiteType): Promise<void> {
  const data = await fetchPage(type, 1);
  const list = withPending(data.list, await inSiteRows(db));
  const total = data.pagination.total - (data.list.length - list.length);
  await db.kv.put({
    key: cacheKey(type),
    value: { list, total, fetchedAt: Date.now() } satisfies InSitePage,
  });
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

/** 全部已读, queued (stream `inSite:read`): the counts and the cached pages at once. */
export async function readAllMessages(db: UserDb, userId: string): Promise<void> {
  await enqueueWrite(db, {
    userId,
    kind: MESSAGE_READ_ALL_KIND,
    stream: `${IN_SITE_STREAM}:read`,
    method: 'POST',
    url: MESSAGE_READ_ALL_PATH,
    body: {},
  });
  await readInSite(db, 'notice', true);
  await readInSite(db, 'message', true);
  await editCached(db, markAllRead);
}

/** Deletes, queued (each on a stream of its own, so a refused one holds up no other): gone at once. */
export async function deleteMessages(
  db: UserDb,
  userId: string,
  items: readonly MessageItem[],
): Promise<void> {
  const ids = items.map((m) => m.id);
  await enqueueWrite(db, {
    userId,
    kind: MESSAGE_DELETE_KIND,
    stream: `${IN_SITE_STREAM}:delete:${ids.join(',')}`,
    method: 'DELETE',
    url: MESSAGE_DELETE_PATH,
    body: { ids },
  });
  for (const m of items) if (!m.isRead) await readInSite(db, kindOf(m.type));
  const gone = new Set(ids);
  await editCached(db, (list) => list.filter((m) => !gone.has(m.id)));
}
