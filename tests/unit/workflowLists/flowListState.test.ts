/**
 * Where a list stands: later pages append in order and late answers are dropped; the body shows loading,
 * the rows, offline-with-nothing-stored or failed honestly; the foot asks for more only when there is more.
 */
import { describe, expect, it } from 'vitest';
import {
  footState,
  freshPager,
  listPhase,
  pagerReducer,
  shownRows,
  type PagerState,
} from '../../../src/features/workflow/lists/flowListState';
import { listItem, page } from './fixtures';

const items = (from: number, n: number) => Array.from({ length: n }, (_, i) => listItem(from + i));

function loaded(key: string, pageNo: number, rows: number, total: number, state = freshPager(key, pageNo)) {
  const started = pagerReducer(state, { type: 'start', key, first: pageNo });
  return pagerReducer(started, {
    type: 'page',
    key,
    page: pageNo,
    data: page(items((pageNo - 1) * 20, rows), total, pageNo),
    askedAt: 500,
  });
}

describe('the pager', () => {
  it('appends pages in order and stops when the total is reached', () => {
    const p1 = loaded('q', 1, 20, 30);
    expect(p1).toMatchObject({ next: 2, total: 30, done: false, status: 'idle', loadedAt: 500 });
    const p2 = loaded('q', 2, 10, 30, p1);
    expect(p2.items).toHaveLength(30);
    expect(p2.done).toBe(true);
  });

  it('an empty page ends the list even when the total says otherwise', () => {
    expect(loaded('q', 1, 0, 99).done).toBe(true);
  });

  it('drops an answer for another key or a page already taken', () => {
    const p1 = loaded('q', 1, 20, 40);
    const late = pagerReducer(p1, {
      type: 'page',
      key: 'old',
      page: 2,
      data: page(items(20, 20), 40),
      askedAt: 1,
    });
    expect(late).toBe(p1);
    const again = pagerReducer(p1, {
      type: 'page',
      key: 'q',
      page: 1,
      data: page(items(0, 20), 40),
      askedAt: 1,
    });
    expect(again).toBe(p1);
  });

  it('a failure is kept for the key it belongs to', () => {
    const started = pagerReducer(freshPager('q', 1), { type: 'start', key: 'q', first: 1 });
    expect(pagerReducer(started, { type: 'fail', key: 'q' }).status).toBe('failed');
    expect(pagerReducer(started, { type: 'fail', key: 'other' }).status).toBe('loading');
  });
});

const idle: PagerState = freshPager('k', 2);
const stored = { items: items(0, 20), total: 45, fetchedAt: 100 };

describe('what the body shows', () => {
  it('the stored page shows at once, offline too', () => {
    expect(listPhase({ searching: false, stored, refreshFailed: false, online: false, pager: idle })).toBe(
      'ready',
    );
  });

  it('nothing stored: loading online, an honest offline state offline, failed when the refresh failed', () => {
    const facts = { searching: false, stored: null, refreshFailed: false, pager: idle };
    expect(listPhase({ ...facts, online: true })).toBe('loading');
    expect(listPhase({ ...facts, online: false })).toBe('neverOffline');
    expect(listPhase({ ...facts, online: true, refreshFailed: true })).toBe('failed');
    expect(listPhase({ ...facts, stored: undefined, online: true })).toBe('loading');
  });

  it('a search needs the network, and says so offline', () => {
    const search = freshPager('q', 1);
    const facts = { searching: true, stored, refreshFailed: false, pager: search };
    expect(listPhase({ ...facts, online: false })).toBe('searchOffline');
    expect(listPhase({ ...facts, online: true })).toBe('loading');
    expect(listPhase({ ...facts, online: true, pager: loaded('q', 1, 0, 0) })).toBe('ready');
  });
});

describe('what the foot shows', () => {
  const base = { searching: false, online: true, stored, pager: idle, first: 2 } as const;

  it('asks for page 2 when the stored page is not the whole list', () => {
    expect(footState({ ...base, phase: 'ready' })).toBe('auto');
  });

  it('says offline instead of asking when there is no network', () => {
    expect(footState({ ...base, phase: 'ready', online: false })).toBe('offline');
  });

  it('ends when the stored page is the whole list, or the pages ran out', () => {
    expect(footState({ ...base, phase: 'ready', stored: { ...stored, total: 20 } })).toBe('end');
    expect(footState({ ...base, phase: 'ready', pager: loaded('k', 2, 20, 40, idle) })).toBe('end');
  });

  it('shows loading and failed while a page is on its way or could not come', () => {
    const loading = pagerReducer(idle, { type: 'start', key: 'k', first: 2 });
    expect(footState({ ...base, phase: 'ready', pager: loading })).toBe('loading');
    expect(footState({ ...base, phase: 'ready', pager: { ...loading, status: 'failed' } })).toBe('failed');
  });

  it("asks for a search's first page under the loading body", () => {
    const search = freshPager('q', 1);
    expect(footState({ ...base, searching: true, phase: 'loading', pager: search, first: 1 })).toBe('auto');
    expect(footState({ ...base, phase: 'loading', stored: null })).toBe('none');
  });
});

describe('the rows shown', () => {
  it('are the stored page and the later pages, or only the search', () => {
    const later = loaded('k', 2, 20, 45, idle);
    const shown = shownRows(false, stored, later);
    expect(shown.items).toHaveLength(40);
    expect(shown.fetchedAt).toBe(100);
    const search = loaded('q', 1, 3, 3);
    expect(shownRows(true, stored, search)).toMatchObject({ total: 3, fetchedAt: 500 });
    expect(shownRows(true, stored, search).items).toHaveLength(3);
  });
});
