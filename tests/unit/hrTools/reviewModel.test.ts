/**
 * 异常打卡核对's pure rules (issue #30 item 18): a rejection needs its reason; HR's own decisions lie over the
 * cached list — on its way it keeps the punch waiting without buttons, refused it shows the server's words,
 * delivered since the copy was fetched it moves the punch to 已处理 — and a punch's record carries the
 * review into the nurse's history as 已核对 / 未通过.
 */
import { describe, expect, it } from 'vitest';
import { REASON_REQUIRED, type FlaggedPunch } from '../../../contract';
import { PUNCH_REVIEW_KIND, punchReviewStream } from '../../../core/store/outboxKinds';
import type { OutboxRow, OutboxState } from '../../../src/data';
import { checkDecision, shownReview } from '../../../src/features/hrTools/reviewModel';
import { durationOf, worthShowing } from '../../../src/features/hrTools/timing';
import { punchStatus, punchView } from '../../../src/features/punch/punchState';
import { recordsOnto } from '../../../src/features/punch/punchRefresh';
import { recordOf, takenPunch } from '../punch/fixtures';

const FETCHED = 1_800_000_000_000;

function flagged(id: string): FlaggedPunch {
  const punch = takenPunch({ id });
  return {
    ...recordOf(punch, { id, flags: ['outside'] }),
    review: null,
    userName: '张小雨',
    account: 'nurse01',
    unitName: '心内科病区',
  };
}

function row(punchId: string, state: OutboxState, body: object, at = FETCHED + 1): OutboxRow {
  return {
    id: `row-${punchId}-${state}`,
    userId: 'u-hr01',
    kind: PUNCH_REVIEW_KIND,
    stream: punchReviewStream(punchId),
    method: 'POST',
    url: `/x/${punchId}`,
    body,
    fileIds: [],
    createdAt: at,
    serverOffsetMs: 0,
    attempts: 0,
    nextAttemptAt: at,
    state,
    lastError: state === 'failed' ? '该打卡已由王芳核对（已核对），无需重复处理' : null,
    ...(state === 'done' ? { doneAt: at } : {}),
  };
}

const copy = {
  pending: [flagged('a'), flagged('b'), flagged('c'), flagged('d')],
  decided: [],
  fetchedAt: FETCHED,
};
const reject = { decision: 'reject', reason: '定位不符' };

describe('a decision before it is queued', () => {
  it('a rejection without a reason, or with only spaces, is refused with the words to show', () => {
    expect(checkDecision({ decision: 'reject', reason: '' })).toEqual({
      ok: false,
      message: REASON_REQUIRED,
    });
    expect(checkDecision({ decision: 'reject', reason: '   ' })).toEqual({
      ok: false,
      message: REASON_REQUIRED,
    });
  });

  it('an acceptance needs no reason; a rejection keeps its reason trimmed', () => {
    expect(checkDecision({ decision: 'accept', reason: '' })).toEqual({
      ok: true,
      body: { decision: 'accept', reason: '' },
    });
    expect(checkDecision({ decision: 'reject', reason: ' 定位不符 ' })).toEqual({
      ok: true,
      body: { decision: 'reject', reason: '定位不符' },
    });
  });
});

describe('HR’s decisions laid over the cached list', () => {
  const shown = shownReview(
    copy,
    [
      row('a', 'queued', reject),
      row('b', 'failed', { decision: 'accept', reason: '' }),
      row('c', 'done', reject),
      row('d', 'done', reject, FETCHED - 5),
    ],
    '周晓梅',
  );

  it('a decision on its way keeps the punch waiting, marked as sending', () => {
    expect(shown.pending.find((s) => s.punch.id === 'a')?.local).toMatchObject({ state: 'sending' });
  });

  it('a refused decision shows the server’s words and lets HR decide again', () => {
    expect(shown.pending.find((s) => s.punch.id === 'b')?.local).toMatchObject({
      state: 'failed',
      error: '该打卡已由王芳核对（已核对），无需重复处理',
    });
  });

  it('a decision delivered since the copy was fetched moves the punch to 已处理 with it', () => {
    expect(shown.pending.some((s) => s.punch.id === 'c')).toBe(false);
    expect(shown.decided[0]?.punch.review).toMatchObject({
      state: 'rejected',
      reason: '定位不符',
      reviewerName: '周晓梅',
    });
  });

  it('a decision delivered before the copy was fetched is the copy’s to tell', () => {
    expect(shown.pending.find((s) => s.punch.id === 'd')?.local).toBeNull();
  });
});

describe('the nurse’s history after HR’s review', () => {
  const taken = takenPunch();
  const reviewed = (state: 'accepted' | 'rejected') =>
    takenPunch({
      record: recordOf(taken, {
        flags: ['outside'],
        review: {
          state,
          reason: state === 'rejected' ? '定位不符' : '',
          reviewerName: '周晓梅',
          reviewedAt: 1,
        },
      }),
    });

  it('a reviewed flagged punch reads 已核对 or 未通过, its flags still shown, the reason with it', () => {
    expect(punchStatus(reviewed('accepted'), undefined)).toMatchObject({
      state: 'accepted',
      flags: ['outside'],
    });
    expect(punchStatus(reviewed('rejected'), undefined).state).toBe('rejected');
    expect(punchView(reviewed('rejected'), undefined).review?.reason).toBe('定位不符');
  });

  it('a server record lands on the stored punch of the same phone instant, and on no other', () => {
    const record = recordOf(taken, { id: 'server-id' });
    expect(recordsOnto([{ id: 'p1', punchedAt: taken.punchedAt }], [record])).toEqual([{ id: 'p1', record }]);
    expect(recordsOnto([{ id: 'p2', punchedAt: taken.punchedAt + 1 }], [record])).toEqual([]);
  });
});

describe('clock differences as a reviewer reads them', () => {
  it('seconds under a minute, minutes under an hour, else hours to one decimal', () => {
    expect(durationOf(-45_000)).toEqual({ unit: 'seconds', n: 45 });
    expect(durationOf(7 * 60_000)).toEqual({ unit: 'minutes', n: 7 });
    expect(durationOf(26.25 * 3_600_000)).toEqual({ unit: 'hours', n: 26.3 });
  });

  it('under a minute, or unknown, is not worth showing', () => {
    expect([worthShowing(59_999), worthShowing(-60_000), worthShowing(null)]).toEqual([false, true, false]);
  });
});
