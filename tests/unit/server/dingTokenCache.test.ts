/**
 * The DingTalk access token cache (server/modules/ding/token-cache.ts), pure: kept until 5 minutes before
 * `expires_in` runs out by the injected clock (halfway through a shorter life); one fetch in flight shared by
 * concurrent callers; a failed fetch forgotten; a token dropped only while it is the one kept.
 */
import { describe, expect, it } from 'vitest';
import {
  TokenCache,
  TOKEN_RENEW_BEFORE_MS,
  type FetchedToken,
} from '../../../server/modules/ding/token-cache';

/** A cache over a fetch that hands out tok-1, tok-2 … (each living `lifeSec`), or fails while `failing`. */
function cacheOf(lifeSec = 7200) {
  const clock = { now: 1_000_000 };
  const state = { fetches: 0, failing: false };
  let release: () => void = () => undefined;
  const gate = { held: false };
  const fetchToken = async (): Promise<FetchedToken> => {
    state.fetches += 1;
    const n = state.fetches;
    if (gate.held) await new Promise<void>((resolve) => (release = resolve));
    if (state.failing) throw new Error('DingTalk down');
    return { token: `tok-${n}`, expiresInSec: lifeSec };
  };
  const cache = new TokenCache(fetchToken, () => clock.now);
  return { cache, clock, state, gate, release: () => release() };
}

describe('the DingTalk token cache', () => {
  it('concurrent callers share one fetch', async () => {
    const { cache, state, gate, release } = cacheOf();
    gate.held = true;
    const waiting = Promise.all([cache.get(), cache.get(), cache.get()]);
    await Promise.resolve();
    release();
    expect(await waiting).toEqual(['tok-1', 'tok-1', 'tok-1']);
    expect(state.fetches).toBe(1);
  });

  it('keeps the token until 5 minutes before it runs out, by the clock', async () => {
    const { cache, clock, state } = cacheOf(7200);
    expect(await cache.get()).toBe('tok-1');
    clock.now += 7200_000 - TOKEN_RENEW_BEFORE_MS - 1;
    expect(await cache.get()).toBe('tok-1');
    clock.now += 1;
    expect(await cache.get()).toBe('tok-2');
    expect(state.fetches).toBe(2);
  });

  it('renews a short-lived token halfway through its life', async () => {
    const { cache, clock } = cacheOf(60);
    expect(await cache.get()).toBe('tok-1');
    clock.now += 29_999;
    expect(await cache.get()).toBe('tok-1');
    clock.now += 1;
    expect(await cache.get()).toBe('tok-2');
  });

  it('forgets a failed fetch: the next caller fetches again', async () => {
    const { cache, state } = cacheOf();
    state.failing = true;
    await expect(cache.get()).rejects.toThrow('DingTalk down');
    state.failing = false;
    expect(await cache.get()).toBe('tok-2');
  });

  it('drops a token only while it is the one kept, so a stale refusal fetches nothing more', async () => {
    const { cache, state } = cacheOf();
    const first = await cache.get();
    cache.drop(first);
    cache.drop(first);
    expect(await cache.get()).toBe('tok-2');
    cache.drop(first);
    expect(await cache.get()).toBe('tok-2');
    expect(state.fetches).toBe(2);
  });
});
