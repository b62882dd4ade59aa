/**
 * The one fetch core under every HTTP door (#13 item 6): the platform's headers and the token on the
 * API's own origin only, the answer read whole, and every ending without one named — refused (nothing
 * fetched), timeout, stopped, offline (never left the phone) or network.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCore, NoAnswer, type FetchLike } from '../../../core/net/fetchCore';

const BASE = 'https://hr.example.org';
const text = (res: Response) => res.text();

async function ending(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (e) {
    if (e instanceof NoAnswer) return e.ending;
    throw e;
  }
  throw new Error('it answered');
}

afterEach(() => vi.unstubAllGlobals());

describe('the fetch core', () => {
  it('sends the platform origin, the token and a JSON body to the API, and reads the answer whole', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const fetch: FetchLike = async (url, init) => {
      seen.push({ url, init });
      return new Response('{"code":200}', { status: 200 });
    };
    const answer = await fetchCore(
      {
        base: BASE,
        path: '/api/x',
        query: { a: 1, b: undefined },
        method: 'POST',
        token: 'Bearer t',
        json: { k: 1 },
        timeoutMs: 1000,
        fetch,
      },
      text,
    );
    expect(answer).toMatchObject({ status: 200, body: '{"code":200}' });
    expect(seen[0]?.url).toBe('https://hr.example.org/api/x?a=1');
    expect(seen[0]?.init).toMatchObject({
      method: 'POST',
      body: '{"k":1}',
      headers: { 'jnpf-origin': 'app', Authorization: 'Bearer t', 'Content-Type': 'application/json' },
    });
  });
  it('refuses a path off the API before anything is fetched: the token stays home', async () => {
    const fetch = vi.fn<FetchLike>();
    for (const path of ['//evil.example/x', 'https://evil.example/x', '/\\evil.example']) {
      expect(await ending(fetchCore({ base: BASE, path, token: 't', timeoutMs: 1000, fetch }, text))).toEqual(
        {
          kind: 'refused',
          path,
        },
      );
    }
    expect(fetch).not.toHaveBeenCalled();
  });
  it('names a time-out, a stop, a device without network and a network failure apart', async () => {
    const hang: FetchLike = (_u, init) =>
      new Promise((_r, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    expect(await ending(fetchCore({ base: BASE, path: '/a', timeoutMs: 5, fetch: hang }, text))).toEqual({
      kind: 'timeout',
    });
    const stop = new AbortController();
    const stopped = ending(
      fetchCore({ base: BASE, path: '/a', timeoutMs: 10_000, signal: stop.signal, fetch: hang }, text),
    );
    stop.abort();
    expect(await stopped).toEqual({ kind: 'stopped' });
    const fail: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await ending(fetchCore({ base: BASE, path: '/a', timeoutMs: 1000, fetch: fail }, text))).toEqual({
      kind: 'network',
      message: 'Failed to fetch',
    });
    vi.stubGlobal('navigator', { onLine: false });
    expect(await ending(fetchCore({ base: BASE, path: '/a', timeoutMs: 1000, fetch: fail }, text))).toEqual({
      kind: 'offline',
      message: 'Failed to fetch',
    });
  });
  it('an answer cut off halfway is a network failure, not a result', async () => {
    const cut: FetchLike = async () =>
      new Response(
        new ReadableStream({
          start(c) {
            c.enqueue(new TextEncoder().encode('{"code":2'));
            c.error(new Error('connection reset'));
          },
        }),
      );
    expect(await ending(fetchCore({ base: BASE, path: '/a', timeoutMs: 1000, fetch: cut }, text))).toEqual({
      kind: 'network',
      message: 'connection reset',
    });
  });
});
