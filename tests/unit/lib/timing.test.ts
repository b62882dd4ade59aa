/** Debounce and throttle, default 500 ms (spec §9), with fake timers. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, throttle } from '../../../core/lib/timing';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('debounce', () => {
  it('fires once, 500 ms after the last call, by default', () => {
    const fn = vi.fn();
    const d = debounce(fn);
    d();
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });
  it('each call restarts the wait', () => {
    const fn = vi.fn();
    const d = debounce(fn);
    d();
    vi.advanceTimersByTime(400);
    d();
    vi.advanceTimersByTime(400);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(1);
  });
  it('uses the last call’s arguments', () => {
    const fn = vi.fn<(text: string, n: number) => void>();
    const d = debounce(fn);
    d('a', 1);
    d('b', 2);
    vi.runAllTimers();
    expect(fn).toHaveBeenCalledExactlyOnceWith('b', 2);
  });
  it('honours a custom wait', () => {
    const fn = vi.fn();
    const d = debounce(fn, 100);
    d();
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(1);
  });
  it('flush runs the pending call at once (drafts on pagehide)', () => {
    const fn = vi.fn<(draft: string) => void>();
    const d = debounce(fn);
    d('draft');
    d.flush();
    expect(fn).toHaveBeenCalledExactlyOnceWith('draft');
    vi.runAllTimers();
    expect(fn).toHaveBeenCalledTimes(1);
  });
  it('flush with nothing pending does nothing', () => {
    const fn = vi.fn();
    const d = debounce(fn);
    d.flush();
    d();
    vi.runAllTimers();
    d.flush();
    expect(fn).toHaveBeenCalledTimes(1);
  });
  it('cancel drops the pending call', () => {
    const fn = vi.fn();
    const d = debounce(fn);
    d();
    d.cancel();
    vi.runAllTimers();
    d.flush();
    expect(fn).not.toHaveBeenCalled();
  });
  it('pending tells whether a call is waiting', () => {
    const d = debounce(() => undefined);
    expect(d.pending()).toBe(false);
    d();
    expect(d.pending()).toBe(true);
    vi.runAllTimers();
    expect(d.pending()).toBe(false);
  });
  it('can be used again after it fired', () => {
    const fn = vi.fn();
    const d = debounce(fn);
    d();
    vi.runAllTimers();
    d();
    vi.runAllTimers();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('throttle', () => {
  it('the first call runs at once', () => {
    const fn = vi.fn();
    throttle(fn)('x');
    expect(fn).toHaveBeenCalledExactlyOnceWith('x');
  });
  it('calls during the 500 ms wait collapse into one trailing call with the latest arguments', () => {
    const fn = vi.fn<(n: number) => void>();
    const t = throttle(fn);
    t(1);
    t(2);
    t(3);
    vi.advanceTimersByTime(499);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([[1], [3]]);
  });
  it('runs at most once per wait under a steady stream of calls', () => {
    const times: number[] = [];
    const t = throttle(() => times.push(Date.now()));
    const start = Date.now();
    for (let ms = 0; ms < 2000; ms += 50) {
      t();
      vi.advanceTimersByTime(50);
    }
    expect(times.map((x) => x - start)).toEqual([0, 500, 1000, 1500, 2000]);
  });
  it('after a quiet wait the next call runs at once again', () => {
    const fn = vi.fn();
    const t = throttle(fn);
    t();
    vi.advanceTimersByTime(500);
    t();
    expect(fn).toHaveBeenCalledTimes(2);
  });
  it('honours a custom wait', () => {
    const fn = vi.fn();
    const t = throttle(fn, 100);
    t();
    t();
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(2);
  });
  it('cancel drops the trailing call and reopens at once', () => {
    const fn = vi.fn<(n: number) => void>();
    const t = throttle(fn);
    t(1);
    t(2);
    t.cancel();
    vi.runAllTimers();
    expect(fn.mock.calls).toEqual([[1]]);
    t(3);
    expect(fn.mock.calls).toEqual([[1], [3]]);
  });
});
