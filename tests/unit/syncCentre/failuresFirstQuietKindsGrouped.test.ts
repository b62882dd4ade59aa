/**
 * 同步中心 is no log (#30 item 4): a refused application comes first, before anything going or delivered;
 * chat messages and 消息全部已读 are one summarised row each however many there are, counted by state; a
 * refused one stays its own row among the failures.
 */
import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '../../../core/store/outboxView';
import { outboxItem } from '../../shared/outboxItem';
import { centreEntries } from '../../../src/features/syncCentre/centreEntries';

const item = outboxItem;

/** Newest first, as the outbox summary gives them: 30 chat messages and 3 全部已读 after one refused leave. */
function busyDay(): OutboxItem[] {
  const chat = Array.from({ length: 30 }, (_, i) =>
    item({
      id: `c${i}`,
      kind: 'chat',
      state: i < 2 ? 'queued' : 'done',
      createdAt: 100 + i,
      doneAt: 200 + i,
    }),
  );
  const readAll = [1, 2, 3].map((i) =>
    item({ id: `r${i}`, kind: 'messageReadAll', state: 'done', createdAt: 50 + i }),
  );
  const leave = item({ id: 'leave', kind: 'hrForm', state: 'failed', createdAt: 10, lastError: '超出余额' });
  const punch = item({ id: 'punch', kind: 'punch', state: 'queued', createdAt: 20 });
  const approval = item({ id: 'audit', kind: 'flowAudit', state: 'done', createdAt: 30, doneAt: 40 });
  return [...chat, ...readAll, approval, punch, leave].sort((a, b) => b.createdAt - a.createdAt);
}

describe('centreEntries', () => {
  it('shows the failed application first, however many quiet rows came after it', () => {
    const entries = centreEntries(busyDay());
    expect(entries[0]).toMatchObject({ type: 'row', row: { id: 'leave', state: 'failed' } });
  });

  it('makes chat messages and 消息全部已读 one summarised row each, counted by state', () => {
    const entries = centreEntries(busyDay());
    expect(entries).toHaveLength(5);
    const chat = entries.find((e) => e.type === 'group' && e.kind === 'chat');
    expect(chat).toMatchObject({ counts: { queued: 2, sending: 0, failed: 0, done: 28 }, latestAt: 229 });
    const readAll = entries.find((e) => e.type === 'group' && e.kind === 'messageReadAll');
    expect(readAll).toMatchObject({ counts: { done: 3 } });
  });

  it('puts what is still going before what was delivered, newest first within each', () => {
    const order = centreEntries(busyDay()).map((e) => (e.type === 'row' ? e.row.id : e.kind));
    expect(order).toEqual(['leave', 'chat', 'punch', 'messageReadAll', 'audit']);
  });

  it('a refused chat message needs her: it stays a row of its own, among the failures', () => {
    const rows = [
      item({ id: 'c2', kind: 'chat', state: 'done', createdAt: 7 }),
      item({ id: 'c1', kind: 'chat', state: 'failed', createdAt: 5, lastError: '对方不存在或已停用' }),
      item({ id: 'p', kind: 'punch', state: 'queued', createdAt: 9 }),
    ];
    expect(centreEntries(rows).map((e) => e.key)).toEqual(['c1', 'p', 'group:chat']);
  });
});
