/**
 * A chat message behind a signal that answers nothing (issue #30 item 12): its send times out after
 * CHAT_SEND_TIMEOUT_MS, not the spec's minute that a form's may take, is queued to go again, and the
 * flusher says so (`onTimeout`: the chat socket then checks itself). Timers are faked; IndexedDB is not.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IM_SEND_PATH, type ImSendBody } from '../../../contract';
import { enqueueWrite } from '../../../core/store/outbox';
import { CHAT_SEND_TIMEOUT_MS, type OutboxKind } from '../../../core/store/outboxKinds';
import type { FetchLike } from '../../../core/net/fetchCore';
import { flushOutbox } from '../../../workers/outbox/flush';
import { memoryLocks } from '../../../workers/outbox/lock';
import { SEND_TIMEOUT_MS } from '../../../workers/outbox/send';
import { dropDb, freshUser, states, type TestUser } from '../outbox/harness';

const BODY: ImSendBody = {
  toUserId: 'u-head01',
  messageType: 'text',
  messageContent: '在吗',
  clientMessageId: 'cm-0002-abcd',
};

let user: TestUser;
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(async () => {
  vi.useRealTimers();
  await dropDb(user.db);
});

/** A request that goes out and is never answered; it ends only when aborted. */
function silentNetwork() {
  const ended: true[] = [];
  let started = 0;
  const fetch: FetchLike = (_url, init) => {
    started++;
    return new Promise((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () => {
        ended.push(true);
        reject(new DOMException('aborted', 'AbortError'));
      }),
    );
  };
  return { fetch, ended, started: () => started };
}

async function flushOne(kind: OutboxKind) {
  user = await freshUser('u-nurse01');
  await enqueueWrite(
    user.db,
    { userId: 'u-nurse01', kind, stream: 'chat:u-head01', method: 'POST', url: IM_SEND_PATH, body: BODY },
    undefined,
    { now: Date.now(), newId: () => 'row-1' },
  );
  const net = silentNetwork();
  const onTimeout = vi.fn();
  const report = flushOutbox({
    db: user.db,
    session: user.session,
    fetch: net.fetch,
    lock: memoryLocks(),
    random: () => 0.5,
    onTimeout,
  });
  // Not vi.waitFor: under fake timers it moves the clock as it polls.
  while (net.started() === 0) await new Promise((resolve) => setImmediate(resolve));
  return { net, onTimeout, report };
}

describe('a chat message on a silent signal', () => {
  it('times out after the chat’s short time-out, is queued again, and the flusher says it timed out', async () => {
    const { net, onTimeout, report } = await flushOne('chat');
    vi.advanceTimersByTime(CHAT_SEND_TIMEOUT_MS - 1);
    expect(net.ended).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(await report).toMatchObject({ retried: 1 });
    expect(net.ended).toHaveLength(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(await states(user.db)).toEqual({ 'row-1': 'queued' });
  });

  it('another kind keeps the spec’s minute', async () => {
    const { net, report } = await flushOne('flowPress');
    vi.advanceTimersByTime(CHAT_SEND_TIMEOUT_MS);
    expect(net.ended).toHaveLength(0);
    vi.advanceTimersByTime(SEND_TIMEOUT_MS - CHAT_SEND_TIMEOUT_MS);
    expect(await report).toMatchObject({ retried: 1 });
  });
});
