/**
 * 全部已读 and 删除 of the in-site messages work offline (src/features/messages/inSiteStore.ts): each is one
 * outbox row, and the tab's counts and the cached pages change at once; a page fetched before they arrive
 * is shown as the server will hold it; a delivered 全部已读 sets the counts to 0 again (a reconnect may
 * have counted them anew); a refused delete holds up no other write.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGE_DELETE_PATH, MESSAGE_READ_ALL_PATH, type MessageItem } from '../../../contract/message';
import { CHAT_SUMMARY_KEY } from '../../../core/store/chatKeys';
import { claimRow, settleRow } from '../../../core/store/outboxStore';
import type { OutboxRow } from '../../../core/store/types';
import { EMPTY_SUMMARY, type MessageSummary } from '../../../core/lib/chatRules';
import {
  deleteMessages,
  readAllMessages,
  readCached,
  withPending,
} from '../../../src/features/messages/inSiteStore';
import { dropDb, freshUser, type TestUser } from '../outbox/harness';

let user: TestUser;
beforeEach(async () => {
  user = await freshUser();
});
afterEach(() => dropDb(user.db));

const item = (id: string, type: number, isRead = 0): MessageItem => ({
  id,
  title: id,
  type,
  creatorUser: '系统',
  lastModifyTime: 1,
  isRead,
});
const PAGE = [item('n1', 1), item('s1', 2), item('s2', 2, 1)];

async function seed(summary: Partial<MessageSummary>): Promise<void> {
  await user.db.kv.put({ key: CHAT_SUMMARY_KEY, value: { ...EMPTY_SUMMARY, ...summary } });
  await user.db.kv.put({ key: 'inSite.0', value: { list: PAGE, total: 3, fetchedAt: 1 } });
}
const summary = async () => (await user.db.kv.get(CHAT_SUMMARY_KEY))?.value as MessageSummary;
const rows = () => user.db.outbox.toArray();
const row = (patch: Partial<OutboxRow>) => ({ state: 'queued', body: {}, ...patch }) as OutboxRow;

describe('全部已读', () => {
  it('is one queued POST ReadAll; the counts are 0 and the cached page read at once', async () => {
    await seed({ unreadNoticeCount: 1, unreadMessageCount: 1, badge: 2 });
    await readAllMessages(user.db, 'u1');
    expect(await rows()).toMatchObject([
      { kind: 'messageReadAll', method: 'POST', url: MESSAGE_READ_ALL_PATH, state: 'queued' },
    ]);
    expect(await summary()).toMatchObject({ unreadNoticeCount: 0, unreadMessageCount: 0, badge: 0 });
    expect((await readCached(user.db, 0))!.list.every((m) => m.isRead === 1)).toBe(true);
  });

  it('delivered after a reconnect counted them again: the counts are 0 again', async () => {
    await seed({});
    await readAllMessages(user.db, 'u1');
    await user.db.kv.put({
      key: CHAT_SUMMARY_KEY,
      value: { ...EMPTY_SUMMARY, unreadNoticeCount: 2, unreadMessageCount: 3, badge: 5 },
    });
    const [queued] = await rows();
    const claimed = await claimRow(user.db, queued!.id, 'u1', Date.now(), 60_000);
    await settleRow(user.db, claimed!, { state: 'done' });
    expect(await summary()).toMatchObject({ unreadNoticeCount: 0, unreadMessageCount: 0, badge: 0 });
  });
});

describe('删除', () => {
  it('is one queued DELETE Record naming the ids; gone from the page, an unread one off the counts', async () => {
    await seed({ unreadMessageCount: 1, badge: 1 });
    await deleteMessages(user.db, 'u1', [PAGE[1]!]);
    expect(await rows()).toMatchObject([
      { kind: 'messageDelete', method: 'DELETE', url: MESSAGE_DELETE_PATH, body: { ids: ['s1'] } },
    ]);
    expect(await summary()).toMatchObject({ unreadMessageCount: 0, badge: 0 });
    expect(await readCached(user.db, 0)).toMatchObject({ list: [{ id: 'n1' }, { id: 's2' }], total: 2 });
  });

  it('each delete is a stream of its own, so one the server refused holds up no later one', async () => {
    await seed({});
    await deleteMessages(user.db, 'u1', [PAGE[0]!]);
    await deleteMessages(user.db, 'u1', [PAGE[1]!]);
    const [a, b] = await rows();
    expect(a!.stream).not.toBe(b!.stream);
  });
});

describe('a page fetched before they arrive (withPending)', () => {
  it('shows queued or sending deletes gone and a queued 全部已读 as read', () => {
    const shown = withPending(PAGE, [
      row({ kind: 'messageDelete', body: { ids: ['n1'] } }),
      row({ kind: 'messageReadAll', state: 'sending' }),
    ]);
    expect(shown).toEqual([item('s1', 2, 1), item('s2', 2, 1)]);
  });

  it('ignores what was delivered (the server holds it) or refused (it did not happen)', () => {
    const shown = withPending(PAGE, [
      row({ kind: 'messageDelete', state: 'done', body: { ids: ['n1'] } }),
      row({ kind: 'messageReadAll', state: 'failed' }),
    ]);
    expect(shown).toEqual(PAGE);
  });
});
