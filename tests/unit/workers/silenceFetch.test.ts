/**
 * The worker's fetch through a silence (workers/silenceFetch.ts, issue #30 item 12): when the network
 * answers again, every request still out is abandoned — it ends, so its connection is free and its owner
 * tries again — while a request that was answered is untouched and later ones go as usual; the owner's own
 * abort still reaches the request.
 */
import { describe, expect, it } from 'vitest';
import type { FetchLike } from '../../../core/net/fetchCore';
import { SilenceFetch } from '../../../workers/silenceFetch';

/** A network that answers only the requests it is told to, and ends a request only when it is aborted. */
function network() {
  const waiting = new Map<string, () => void>();
  const fetch: FetchLike = (input, init) =>
    new Promise((resolve, reject) => {
      waiting.set(input, () => resolve(new Response('ok')));
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  return { fetch, answer: (url: string) => waiting.get(url)?.() };
}

const outcome = (p: Promise<Response>) =>
  p.then(
    () => 'answered',
    () => 'abandoned',
  );

describe('requests sent into a silence', () => {
  it('are abandoned when it ends; an answered one is untouched and a later one goes as usual', async () => {
    const net = network();
    const silence = new SilenceFetch();
    const [a, b] = [silence.wrap(net.fetch), silence.wrap(net.fetch)];
    const answered = outcome(a('/answered', {}));
    net.answer('/answered');
    const hung = [outcome(a('/todo', {})), outcome(b('/chat', { method: 'POST' }))];
    expect(await answered).toBe('answered');
    silence.silenceEnded();
    expect(await Promise.all(hung)).toEqual(['abandoned', 'abandoned']);
    const later = outcome(a('/later', {}));
    net.answer('/later');
    expect(await later).toBe('answered');
  });

  it('the owner’s own abort still ends its request', async () => {
    const net = network();
    const owner = new AbortController();
    const request = outcome(new SilenceFetch().wrap(net.fetch)('/x', { signal: owner.signal }));
    owner.abort();
    expect(await request).toBe('abandoned');
  });
});
