/**
 * 我发起的 shows what waits to be sent (#30 item 2): every application still in the outbox — queued or
 * sending as 待发送, refused as 提交失败, delivered since the stored list was fetched as 已送达 — heads the
 * list, failures first, then newest first; other kinds (approvals, chat, 全部已读) and applications the
 * stored list already holds are not among them; the tab's count includes them.
 */
import { describe, expect, it } from 'vitest';
import { outboxItem } from '../../shared/outboxItem';
import {
  deliveredSinceList,
  waitingApplications,
  withWaiting,
} from '../../../src/features/workflow/lists/waitingModel';

/** A form's row: its own stream, posted to the leave's URL, created first unless the test says. */
const item = (over: Omit<Parameters<typeof outboxItem>[0], 'createdAt'> & { createdAt?: number }) =>
  outboxItem({ stream: `form:${over.id}`, url: '/api/workflow/Form/LeaveApply', createdAt: 1, ...over });

describe('waitingApplications', () => {
  it('lists queued, sending and refused applications: 待发送 and 提交失败', () => {
    const rows = [
      item({ id: 'q', kind: 'hrForm', state: 'queued', createdAt: 3 }),
      item({ id: 's', kind: 'leaveApply', state: 'sending', createdAt: 2 }),
      item({ id: 'f', kind: 'hrForm', state: 'failed', createdAt: 1, lastError: '请假天数超出年假余额' }),
    ];
    expect(waitingApplications(rows).map((w) => [w.row.id, w.state])).toEqual([
      ['f', 'failed'],
      ['q', 'queued'],
      ['s', 'queued'],
    ]);
  });

  it('keeps one delivered after the stored list was fetched (已送达) until a newer list holds it', () => {
    const rows = [
      item({ id: 'new', kind: 'hrForm', state: 'done', createdAt: 5, doneAt: 20 }),
      item({ id: 'old', kind: 'hrForm', state: 'done', createdAt: 4, doneAt: 8 }),
    ];
    expect(waitingApplications(rows, 10).map((w) => [w.row.id, w.state])).toEqual([['new', 'delivered']]);
    expect(deliveredSinceList(waitingApplications(rows, 10))).toEqual(['new']);
    expect(waitingApplications(rows, 30)).toEqual([]);
  });

  it('leaves out applications the stored list holds and every other kind of write', () => {
    const rows = [
      item({ id: 'd', kind: 'hrForm', state: 'done', doneAt: 1 }),
      item({ id: 'a', kind: 'flowAudit', state: 'queued', stream: 'flow:t1' }),
      item({ id: 'c', kind: 'chat', state: 'failed', stream: 'chat:p' }),
      item({ id: 'r', kind: 'messageReadAll', state: 'queued', stream: 'inSite:read' }),
    ];
    expect(waitingApplications(rows, 10)).toEqual([]);
  });
});

describe('withWaiting: 我发起的 counts what waits to be sent', () => {
  it('is not 0 while one application is queued', () => {
    expect(withWaiting({ todo: 2, launch: 0 }, 1)).toEqual({ todo: 2, launch: 1 });
    expect(withWaiting({}, 1)).toEqual({ launch: 1 });
    expect(withWaiting({ launch: 4 }, 0)).toEqual({ launch: 4 });
  });
});
