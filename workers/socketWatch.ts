/**
 * The timer around the liveness model (liveness.ts) for one open chat socket: told what was heard and
 * sent, it pings when the model says so and reports the connection dead when it stopped answering. The
 * socket client (socket.ts) owns one and stops it with the connection it watches.
 */
import {
  ANSWER_WITHIN_MS,
  expectsAnswer,
  heard,
  sent,
  started,
  doubted,
  verdict,
  type Liveness,
  type LivenessVerdict,
  type LivenessPolicy,
} from './liveness';

export interface SocketWatchHooks {
  /** Send `{ method: 'ping' }` now (the socket reports it back through `sent`). */
  ping(): void;
  /** Nothing answered in time: the connection is silent. */
  dead(): void;
  now?: () => number;
  answerWithinMs?: number;
}

export class SocketWatch {
  private live: Liveness | null = null;
  private policy: LivenessPolicy;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly now: () => number;

  constructor(private readonly hooks: SocketWatchHooks) {
    this.now = hooks.now ?? Date.now;
    this.policy = { pingEveryMs: null, answerWithinMs: hooks.answerWithinMs ?? ANSWER_WITHIN_MS };
  }

  /** The connection is up (initMessage heard); ping after `pingEveryMs` of quiet, or never when null. */
  start(pingEveryMs: number | null): void {
    this.policy = { ...this.policy, pingEveryMs };
    this.live = started(this.now());
    this.check();
  }

  heard(): void {
    if (!this.live) return;
    this.live = heard(this.now());
    this.check();
  }

  sent(method: string): void {
    if (!this.live) return;
    this.live = sent(this.live, this.now(), expectsAnswer(method));
    this.check();
  }

  /** A request elsewhere timed out: ping now, or (no heartbeat) give the connection up. */
  doubt(): void {
    if (this.live) this.act(doubted(this.live, this.policy));
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.live = null;
  }

  private check(): void {
    if (this.live) this.act(verdict(this.live, this.now(), this.policy));
  }

  private act(next: LivenessVerdict): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (next.action === 'dead') {
      this.stop();
      return this.hooks.dead();
    }
    // The ping comes back through `sent`, which looks again.
    if (next.action === 'ping') return this.hooks.ping();
    if (next.nextAt !== null)
      this.timer = setTimeout(() => this.check(), Math.max(0, next.nextAt - this.now()));
  }
}
