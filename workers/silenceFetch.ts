/**
 * The worker's fetch, with a way out of a silence (issue #30 item 12). A request sent into a signal that
 * answers nothing hangs until its time-out (the spec's minute) and holds one of the browser's six
 * connections to the server meanwhile; six of them (a reference sync under way) and nothing else leaves,
 * not even a chat message. When the chat socket finds the network answering again, `silenceEnded`
 * abandons every request still out (each ends as a network error and is tried again by its owner), so
 * the connections are free and the next requests go on fresh ones.
 */
import { browserFetch, type FetchLike } from '../core/net/fetchCore';

const SENT_INTO_SILENCE = 'sent into a silent network';

/** The requests of one session still out; `wrap` gives each part of the worker its fetch through it. */
export class SilenceFetch {
  private readonly out = new Set<AbortController>();

  wrap(inner: FetchLike = browserFetch): FetchLike {
    return async (input, init) => {
      const own = new AbortController();
      const parent = init?.signal;
      const follow = () => own.abort(parent?.reason);
      if (parent?.aborted) follow();
      parent?.addEventListener('abort', follow);
      this.out.add(own);
      try {
        return await inner(input, { ...init, signal: own.signal });
      } finally {
        this.out.delete(own);
        parent?.removeEventListener('abort', follow);
      }
    };
  }

  /** Abandons every request still out: each ends as a network error, tried again by its owner. */
  silenceEnded(): void {
    for (const own of this.out) own.abort(new Error(SENT_INTO_SILENCE));
    this.out.clear();
  }
}
