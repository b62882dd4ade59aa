/**
 * The chat socket's liveness model (workers/liveness.ts, issue #30 item 12) with the clock passed in, and
 * its timer (socketWatch.ts) under a fake clock: a connection that goes silent is found dead within ~10 s
 * whatever moment the silence begins, pings come only after quiet, and without a server heartbeat only an
 * unanswered frame can find a connection dead.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANSWER_WITHIN_MS,
  PING_EVERY_RANGE,
  doubted,
  expectsAnswer,
  heard,
  pingEvery,
  sent,
  started,
  verdict,
  type Liveness,
  type LivenessPolicy,
} from '../../../workers/liveness';
import { SocketWatch } from '../../../workers/socketWatch';
import { SOCKET_LIMITS } from '../../../server/realtime/limits';

const HEARTBEAT: LivenessPolicy = { pingEveryMs: 5_000, answerWithinMs: 5_000 };
const NO_HEARTBEAT: LivenessPolicy = { pingEveryMs: null, answerWithinMs: 5_000 };

describe('liveness model', () => {
  it('a quiet connection is pinged once the heartbeat interval has passed, not before', () => {
    const s = started(1_000);
    expect(verdict(s, 5_999, HEARTBEAT)).toEqual({ action: 'wait', nextAt: 6_000 });
    expect(verdict(s, 6_000, HEARTBEAT)).toEqual({ action: 'ping' });
  });

  it('a frame heard puts the next ping a whole interval later', () => {
    const s = heard(4_000);
    expect(verdict(s, 6_000, HEARTBEAT)).toEqual({ action: 'wait', nextAt: 9_000 });
  });

  it('a ping unanswered within the answer window finds the connection dead', () => {
    const pinged = sent(started(0), 5_000, expectsAnswer('ping'));
    expect(verdict(pinged, 9_999, HEARTBEAT)).toEqual({ action: 'wait', nextAt: 10_000 });
    expect(verdict(pinged, 10_000, HEARTBEAT)).toEqual({ action: 'dead' });
  });

  it('any frame heard answers the wait, a pong or any other', () => {
    const pinged = sent(started(0), 5_000, true);
    expect(verdict(pinged, 10_000, HEARTBEAT)).toEqual({ action: 'dead' });
    expect(verdict(heard(6_000), 10_000, HEARTBEAT)).toEqual({ action: 'wait', nextAt: 11_000 });
  });

  it('a frame that needs no answer (UpdateReadMessage) starts no wait', () => {
    expect(expectsAnswer('UpdateReadMessage')).toBe(false);
    expect(sent(started(0), 1_000, false)).toEqual(started(0));
  });

  it('the oldest unanswered frame keeps its deadline: sending more does not push it back', () => {
    const first = sent(started(0), 1_000, expectsAnswer('SendMessage'));
    const second = sent(first, 4_000, expectsAnswer('MessageList'));
    expect(verdict(second, 6_000, HEARTBEAT)).toEqual({ action: 'dead' });
  });

  it('without a heartbeat a quiet connection is never pinged nor found dead', () => {
    expect(verdict(started(0), 3_600_000, NO_HEARTBEAT)).toEqual({ action: 'wait', nextAt: null });
  });

  it('without a heartbeat an unanswered SendMessage still finds the connection dead', () => {
    const s = sent(started(0), 60_000, expectsAnswer('SendMessage'));
    expect(verdict(s, 64_999, NO_HEARTBEAT).action).toBe('wait');
    expect(verdict(s, 65_000, NO_HEARTBEAT)).toEqual({ action: 'dead' });
  });

  it('whenever the silence begins, it is found dead within the interval and the answer window', () => {
    for (let lastHeard = 0; lastHeard <= 5_000; lastHeard += 250) {
      // Steps through the times the model names, as the watch's timer would.
      let s: Liveness = heard(lastHeard);
      let now = lastHeard;
      for (;;) {
        const v = verdict(s, now, HEARTBEAT);
        if (v.action === 'dead') break;
        if (v.action === 'ping') s = sent(s, now, true);
        else now = v.nextAt ?? Infinity;
      }
      expect(now - lastHeard).toBe(HEARTBEAT.pingEveryMs! + HEARTBEAT.answerWithinMs);
    }
  });

  it('a request timed out elsewhere: a ping now where there is a heartbeat, a new connection where none', () => {
    expect(doubted(heard(1_000), HEARTBEAT)).toEqual({ action: 'ping' });
    expect(doubted(sent(heard(1_000), 2_000, true), HEARTBEAT)).toEqual({ action: 'wait', nextAt: 7_000 });
    expect(doubted(heard(1_000), NO_HEARTBEAT)).toEqual({ action: 'dead' });
  });

  it('with the server’s heartbeat a silence is found within 10 s of the last frame heard', () => {
    expect(SOCKET_LIMITS.heartbeatMs + ANSWER_WITHIN_MS).toBeLessThan(10_000);
  });

  it('the advertised interval is clamped to its range; none or nonsense means no heartbeat', () => {
    expect(pingEvery(5_000)).toBe(5_000);
    expect(pingEvery(10)).toBe(PING_EVERY_RANGE.minMs);
    expect(pingEvery(3_600_000)).toBe(PING_EVERY_RANGE.maxMs);
    for (const none of [undefined, 0, -5, Number.NaN]) expect(pingEvery(none)).toBeNull();
  });
});

describe('the socket watch (its timer, on a fake clock)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  function watch() {
    const events: string[] = [];
    const w: SocketWatch = new SocketWatch({
      ping: () => {
        events.push(`ping@${Date.now()}`);
        w.sent('ping');
      },
      dead: () => events.push(`dead@${Date.now()}`),
      now: () => Date.now(),
      answerWithinMs: 5_000,
    });
    return { w, events };
  }

  it('pings after 5 s of quiet and finds a silent connection dead 10 s after the last frame', () => {
    const { w, events } = watch();
    w.start(5_000);
    vi.advanceTimersByTime(3_000);
    w.heard();
    vi.advanceTimersByTime(60_000);
    expect(events).toEqual(['ping@8000', 'dead@13000']);
  });

  it('a pong each time keeps it alive, with one ping per interval', () => {
    const { w, events } = watch();
    w.start(5_000);
    for (let i = 0; i < 4; i++) {
      vi.advanceTimersByTime(5_000);
      w.heard();
    }
    expect(events).toEqual(['ping@5000', 'ping@10000', 'ping@15000', 'ping@20000']);
  });

  it('a doubt pings at once, and finds the connection dead when that ping goes unanswered', () => {
    const { w, events } = watch();
    w.start(5_000);
    vi.advanceTimersByTime(1_000);
    w.doubt();
    vi.advanceTimersByTime(60_000);
    expect(events).toEqual(['ping@1000', 'dead@6000']);
  });

  it('stopped, it neither pings nor declares anything', () => {
    const { w, events } = watch();
    w.start(5_000);
    w.stop();
    vi.advanceTimersByTime(60_000);
    expect(events).toEqual([]);
  });
});
