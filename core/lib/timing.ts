// Debounce and throttle with the spec §9 default of 500 ms. The debounced function can be flushed
// (drafts flush on pagehide) or cancelled; both helpers only use the global timer functions.

import { TIMEOUTS } from './constants';

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Runs a pending call now (with its latest arguments); does nothing when none is pending. */
  flush(): void;
  /** Drops a pending call. */
  cancel(): void;
  pending(): boolean;
}

/** Calls `fn` once, `wait` ms after the last call, with the last call's arguments. */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number = TIMEOUTS.debounce,
): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastArgs: A | undefined;
  const cancel = (): void => {
    clearTimeout(timer);
    timer = undefined;
    lastArgs = undefined;
  };
  const flush = (): void => {
    const args = lastArgs;
    cancel();
    if (args) fn(...args);
  };
  const debounced = (...args: A): void => {
    lastArgs = args;
    clearTimeout(timer);
    timer = setTimeout(flush, wait);
  };
  return Object.assign(debounced, { flush, cancel, pending: () => lastArgs !== undefined });
}

export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/**
 * Calls `fn` at once, then at most once per `wait` ms: calls made during the wait are collapsed
 * into one trailing call with the latest arguments, so the last value is never lost.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number = TIMEOUTS.throttle,
): Throttled<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let trailingArgs: A | undefined;
  const release = (): void => {
    timer = undefined;
    const args = trailingArgs;
    trailingArgs = undefined;
    if (args) run(args);
  };
  const run = (args: A): void => {
    fn(...args);
    timer = setTimeout(release, wait);
  };
  const throttled = (...args: A): void => {
    if (timer === undefined) run(args);
    else trailingArgs = args;
  };
  const cancel = (): void => {
    clearTimeout(timer);
    timer = undefined;
    trailingArgs = undefined;
  };
  return Object.assign(throttled, { cancel });
}
