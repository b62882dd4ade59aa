/**
 * 打卡记录 row states: 待上传 while the outbox holds the punch, 已上传 / 异常 once the server's record is
 * there (whatever became of the row), 失败 with the outbox's error, 未上传 when it was discarded unsent.
 */
import { describe, expect, it } from 'vitest';
import { PUNCH_FLAGS } from '../../../contract';
import type { OutboxState } from '../../../src/data';
import { punchStatus, punchView, type OutboxLink } from '../../../src/features/punch/punchState';
import { recordOf, takenPunch } from './fixtures';

const row = (state: OutboxState, lastError: string | null = null): OutboxLink => ({ state, lastError });
const punch = takenPunch();
const clean = takenPunch({ record: recordOf(punch) });
const flagged = takenPunch({ record: recordOf(punch, { flags: ['stale', 'outside'] }) });

describe('the state of a punch', () => {
  it.each([
    ['queued, no record', punch, row('queued'), 'pending'],
    ['sending, no record', punch, row('sending'), 'pending'],
    ['queued after a retry (an error noted), no record', punch, row('queued', '网络异常'), 'pending'],
    ['failed, no record', punch, row('failed', '参数错误'), 'failed'],
    ['done, record not written back yet', punch, row('done'), 'uploaded'],
    ['row pruned, record without flags', clean, undefined, 'uploaded'],
    ['row done, record without flags', clean, row('done'), 'uploaded'],
    ['row pruned, record with flags', flagged, undefined, 'flagged'],
    ['row done, record with flags', flagged, row('done'), 'flagged'],
    ['no row and no record: discarded before it was sent', punch, undefined, 'discarded'],
  ] as const)('%s → %s', (_, p, r, state) => {
    expect(punchStatus(p, r).state).toBe(state);
  });

  it('a failed punch carries the outbox error, the others none', () => {
    expect(punchStatus(punch, row('failed', '参数错误'))).toEqual({
      state: 'failed',
      flags: [],
      error: '参数错误',
    });
    expect(punchStatus(punch, row('queued', '网络异常')).error).toBeNull();
  });

  it('a punch whose photo the server asked to send later waits with its words; it is not failed', () => {
    const asked: OutboxLink = { ...row('queued', '上传过于频繁，请 30 秒后再试'), notBefore: 9_000 };
    expect(punchStatus(punch, asked)).toEqual({
      state: 'pending',
      flags: [],
      error: '上传过于频繁，请 30 秒后再试',
    });
  });

  it('a flagged punch lists every flag the server set, in its order', () => {
    const all = takenPunch({ record: recordOf(punch, { flags: [...PUNCH_FLAGS] }) });
    expect(punchStatus(all, undefined).flags).toEqual(PUNCH_FLAGS);
    expect(punchStatus(flagged, undefined).flags).toEqual(['stale', 'outside']);
    expect(punchStatus(clean, undefined).flags).toEqual([]);
  });
});

describe('what a history row shows', () => {
  it('before delivery: the device time corrected by the offset known then, and the device’s site', () => {
    const view = punchView(punch, row('queued'));
    expect(view).toMatchObject({
      at: punch.punchedAt + 2_000,
      corrected: true,
      siteName: '院本部',
      inside: true,
    });
  });

  it('without a known offset: the bare device time, marked as such', () => {
    const view = punchView(takenPunch({ serverOffsetMs: null }), row('queued'));
    expect(view).toMatchObject({ at: punch.punchedAt, corrected: false });
  });

  it('once delivered: the server’s time and its judgement of the site', () => {
    const judged = takenPunch({
      record: recordOf(punch, { punchedAt: 42, siteName: '东院区', distanceM: 900, inside: false }),
    });
    expect(punchView(judged, undefined)).toMatchObject({
      at: 42,
      corrected: true,
      siteName: '东院区',
      distanceM: 900,
      inside: false,
    });
  });

  it('marks a photo whether it is still local or already uploaded', () => {
    expect(punchView(takenPunch({ photoFileId: 'f1' }), row('queued')).hasPhoto).toBe(true);
    expect(
      punchView(takenPunch({ record: recordOf(punch, { photoUrl: '/x.jpg' }) }), undefined).hasPhoto,
    ).toBe(true);
    expect(punchView(punch, row('queued')).hasPhoto).toBe(false);
  });
});
