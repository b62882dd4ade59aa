/**
 * Issues tokens and decides, for every request and socket, whether a token still names a live session:
 * 600 missing/invalid/expired/signed out, 601 replaced by a newer sign-in, 602 account disabled.
 */
import { randomUUID } from 'node:crypto';
import { CODE, CODE_MESSAGE } from '../../contract';
import type { Db } from '../db/client';
import type { RevokeReason } from '../db/schema';
import type { SessionDevice } from './session-device';
import { SessionRepository, type SessionRow } from './session-repository';
import { signToken, verifyToken } from './tokens';

export type SessionCode =
  typeof CODE.SESSION_EXPIRED | typeof CODE.SIGNED_IN_ELSEWHERE | typeof CODE.ACCOUNT_DISABLED;
export type AuthSession = {
  userId: string;
  jti: string;
  clientKind: string;
  issuedAt: number;
  /** The device it was signed in on (the sign-in device cookie's id), null when unknown. */
  deviceId: string | null;
};
export type AuthResult = { ok: true; session: AuthSession } | { ok: false; code: SessionCode; msg: string };

const REASON_CODE: Record<RevokeReason, SessionCode> = {
  logout: CODE.SESSION_EXPIRED,
  replaced: CODE.SIGNED_IN_ELSEWHERE,
  disabled: CODE.ACCOUNT_DISABLED,
  password: CODE.SESSION_EXPIRED,
};

/** What an open socket is told when its session ends. */
export const REVOKE_MESSAGE: Record<RevokeReason, string> = {
  logout: '您已退出登录',
  replaced: CODE_MESSAGE[CODE.SIGNED_IN_ELSEWHERE]!,
  disabled: CODE_MESSAGE[CODE.ACCOUNT_DISABLED]!,
  password: '密码已修改，请重新登录',
};

const fail = (code: SessionCode, msg = CODE_MESSAGE[code]!): AuthResult => ({ ok: false, code, msg });

/** A session's last use is written at most this often: a busy session costs no write per request. */
export const SEEN_EVERY_MS = 5 * 60_000;

/**
 * Where ended sessions are announced (the realtime fan-out, realtime/fanout.ts, passed in by buildApp): every
 * instance closes their open sockets. Declared here so that auth imports nothing of realtime.
 */
export interface SessionsEndedOut {
  publish(event: { type: 'sessions-revoked'; jtis: string[]; reason: RevokeReason }): Promise<void>;
}

export type SessionServiceDeps = {
  db: Db;
  secret: string;
  ttlSec: number;
  singleSession: boolean;
  clock: () => number;
  fanout: SessionsEndedOut;
};

export class SessionService {
  private readonly repo: SessionRepository;

  constructor(private readonly deps: SessionServiceDeps) {
    this.repo = new SessionRepository(deps.db);
  }

  /** Creates a session and its token (already prefixed `Bearer `), noting where it was signed in from. */
  async issue(
    userId: string,
    clientKind: string,
    device: SessionDevice,
  ): Promise<{ token: string; session: AuthSession }> {
    const { secret, ttlSec, clock } = this.deps;
    const now = clock();
    const jti = randomUUID();
    await this.repo.insert({
      jti,
      userId,
      clientKind,
      issuedAt: new Date(now),
      expiresAt: new Date(now + ttlSec * 1000),
      address: device.address,
      userAgent: device.userAgent,
      deviceId: device.deviceId,
      lastSeenAt: new Date(now),
    });
    if (this.deps.singleSession) await this.revokeUser(userId, 'replaced', { clientKind, exceptJti: jti });
    const token = await signToken(secret, { sub: userId, jti }, now, ttlSec);
    const session = { userId, jti, clientKind, issuedAt: now, deviceId: device.deviceId };
    return { token: `Bearer ${token}`, session };
  }

  async authenticate(token: string | undefined): Promise<AuthResult> {
    const now = this.deps.clock();
    const claims = token ? await verifyToken(this.deps.secret, token, now) : null;
    const found = claims ? await this.repo.find(claims.jti) : null;
    if (!claims || !found || found.session.userId !== claims.sub) return fail(CODE.SESSION_EXPIRED);
    const { session, userEnabled } = found;
    if (session.revokeReason === 'password') return fail(CODE.SESSION_EXPIRED, REVOKE_MESSAGE.password);
    if (session.revokeReason) return fail(REASON_CODE[session.revokeReason]);
    if (!userEnabled) return fail(CODE.ACCOUNT_DISABLED);
    if (session.expiresAt.getTime() <= now) return fail(CODE.SESSION_EXPIRED);
    await this.seen(session, now);
    return {
      ok: true,
      session: {
        userId: session.userId,
        jti: session.jti,
        clientKind: session.clientKind,
        issuedAt: session.issuedAt.getTime(),
        deviceId: session.deviceId,
      },
    };
  }

  private async seen(session: SessionRow, now: number): Promise<void> {
    if (session.lastSeenAt && now - session.lastSeenAt.getTime() < SEEN_EVERY_MS) return;
    await this.repo.seen(session.jti, new Date(now));
  }

  /** A user's live sessions (not ended, not expired), the most recently used first. */
  live(userId: string): Promise<SessionRow[]> {
    return this.repo.live(userId, new Date(this.deps.clock()));
  }

  async revoke(jti: string, reason: RevokeReason): Promise<void> {
    const jtis = await this.repo.revoke({ jti }, reason, new Date(this.deps.clock()));
    if (jtis.length) await this.deps.fanout.publish({ type: 'sessions-revoked', jtis, reason });
  }

  /** Ends a user's sessions (all, or one client kind except one jti); open sockets are told why. */
  async revokeUser(
    userId: string,
    reason: RevokeReason,
    opts: { clientKind?: string; exceptJti?: string } = {},
  ) {
    const jtis = await this.repo.revoke({ userId, ...opts }, reason, new Date(this.deps.clock()));
    if (jtis.length) await this.deps.fanout.publish({ type: 'sessions-revoked', jtis, reason });
  }
}
