/**
 * What one chat socket may cost the server: a grace to prove its session, a token bucket of frames (and one
 * of its own for heartbeat pings, so a ping never takes a chat frame's place), how many sockets one user
 * may hold on an instance, and how many not yet signed in one address may hold. Pure; the clock is passed in.
 */

export type SocketLimits = {
  /** An unauthenticated socket is closed this long after it opened. */
  authGraceMs: number;
  /** Frames a socket may send at once… */
  frameBurst: number;
  /** …and per second after that. */
  framesPerSecond: number;
  /** Frames dropped over the limit before the socket is closed. */
  maxDroppedFrames: number;
  /** Open sockets per user on one instance; one more is refused. */
  maxSocketsPerUser: number;
  /** A repeated OnConnection with the same token reuses its check for this long. */
  reauthAfterMs: number;
  /**
   * Sockets one address may hold before they prove a session (a ward's NAT puts many phones behind one
   * address, but each proves its session within a moment); one more is closed at once.
   */
  maxPendingPerAddress: number;
  /** The heartbeat advertised in initMessage (not in strict mode): clients ping after this much quiet. */
  heartbeatMs: number;
  /** Pings a socket may send at once and per second; one over is dropped and counted as a dropped frame. */
  pingBurst: number;
  pingsPerSecond: number;
};

export const SOCKET_LIMITS: SocketLimits = {
  authGraceMs: 10_000,
  frameBurst: 10,
  framesPerSecond: 2,
  maxDroppedFrames: 20,
  maxSocketsPerUser: 10,
  reauthAfterMs: 60_000,
  maxPendingPerAddress: 30,
  // Our client pings at most once per heartbeat (workers/liveness.ts): far inside its own bucket.
  heartbeatMs: 5_000,
  pingBurst: 3,
  pingsPerSecond: 1,
};

/** Why the server closed a socket (1008: policy violation), with the words the client is sent first. */
export const SOCKET_CLOSE = {
  code: 1008,
  authTimeout: { reason: 'authentication timeout', msg: '连接未验证身份，已断开' },
  flood: { reason: 'too many frames', msg: '消息发送过于频繁，连接已断开' },
  tooMany: { reason: 'too many sockets', msg: '同一账号同时打开的连接过多，请关闭其他页面后重试' },
  tooManyPending: {
    reason: 'too many unauthenticated sockets',
    msg: '来自同一地址的未登录连接过多，请稍后重试',
  },
} as const;

/** Refills `perSecond` tokens a second up to `burst`; a frame takes one or is dropped. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    now: number,
  ) {
    this.tokens = burst;
    this.last = now;
  }

  take(now: number): boolean {
    const elapsed = Math.max(0, now - this.last) / 1000;
    this.tokens = Math.min(this.burst, this.tokens + elapsed * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Counts the sockets each address holds before they prove a session; `enter` refuses one over the cap. */
export class PendingByAddress {
  private readonly held = new Map<string, number>();

  constructor(private readonly cap: number) {}

  enter(address: string): boolean {
    const n = this.held.get(address) ?? 0;
    if (n >= this.cap) return false;
    this.held.set(address, n + 1);
    return true;
  }

  leave(address: string): void {
    const n = (this.held.get(address) ?? 0) - 1;
    if (n > 0) this.held.set(address, n);
    else this.held.delete(address);
  }
}
