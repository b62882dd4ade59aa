/**
 * Asking again before a way into an account changes (issue #28): the current password (md5 on the wire,
 * checked as the sign-in checks it; wrong ones counted per account across every route that asks — five in
 * 15 minutes lock it, ctx.limiter) or, for an account without a password, a code sent to its current number
 * (purpose `reauth`, its own, once). What it gives back, `Proven`, is the only key to the writes that change
 * a way in (the repositories of ways-in, ding and permission take it), so a route that forgets to ask does
 * not compile. A missing or wrong proof is HTTP 400 naming its field; a locked one body code 400.
 */
import {
  CODE,
  REAUTH_CODE_MISSING,
  REAUTH_NO_MOBILE,
  REAUTH_PASSWORD_MISSING,
  REAUTH_PASSWORD_WRONG,
  type ReauthProof,
} from '../../../contract';
import type { LoginLimiter } from '../../auth/login-limiter';
import { verifyPassword, type PasswordHash } from '../../auth/password';
import type { AuthSession } from '../../auth/session-service';
import type { Db } from '../../db/client';
import { ApiError, fieldError } from '../../http/envelope';
import { recentPasswords } from '../../auth/password-history';
import type { CodeAsker } from '../sms/codes';
import type { ServerSmsCodes } from '../sms/server-codes';
import type { Proven } from '../../auth/proven';
import { WaysInRepository } from './repository';

export type { Proven };

/** Where the password is asked for: 修改密码 names it `oldPassword`, every other change `password`. */
export type PasswordField = 'password' | 'oldPassword';

const WORDS: Record<PasswordField, { missing: string; wrong: string; locked: string }> = {
  password: {
    missing: REAUTH_PASSWORD_MISSING,
    wrong: REAUTH_PASSWORD_WRONG,
    locked: '当前密码错误次数过多，请 15 分钟后再试',
  },
  oldPassword: {
    missing: '请输入原密码',
    wrong: '原密码错误',
    locked: '原密码错误次数过多，请 15 分钟后再试',
  },
};

/** Whether an account has a password: one made without one (password_hash '') proves itself by code. */
export const hasPassword = (stored: PasswordHash | undefined): stored is PasswordHash =>
  stored !== undefined && stored.hash !== '';

export type ProofDeps = { db: Db; limiter: LoginLimiter; sms: ServerSmsCodes | null };

export class Reauth {
  constructor(private readonly deps: ProofDeps) {}

  /** Checks the proof for the session's account; `asker` is where a code to its number was asked from. */
  async prove(
    session: AuthSession,
    proof: ReauthProof,
    { field = 'password', asker }: { field?: PasswordField; asker: CodeAsker },
  ): Promise<Proven> {
    const [current] = await recentPasswords(this.deps.db, session.userId);
    if (hasPassword(current)) await this.byPassword(session.userId, current, proof.password, field);
    else await this.byCode(session.userId, proof.reauthCode, asker);
    return { session } as Proven;
  }

  private async byPassword(
    userId: string,
    current: PasswordHash,
    given: string | undefined,
    field: PasswordField,
  ): Promise<void> {
    const words = WORDS[field];
    if (!given) throw fieldError(field, words.missing);
    const { limiter } = this.deps;
    if (await limiter.currentLocked(userId)) throw new ApiError(CODE.BAD_REQUEST, words.locked);
    if (!(await verifyPassword(given, current))) {
      await limiter.currentWrong(userId);
      throw fieldError(field, words.wrong);
    }
    await limiter.currentRight(userId);
  }

  private async byCode(userId: string, code: string | undefined, asker: CodeAsker): Promise<void> {
    const mobile = await new WaysInRepository(this.deps.db).mobileOf(userId);
    if (!mobile || !this.deps.sms) throw new ApiError(CODE.BAD_REQUEST, REAUTH_NO_MOBILE);
    if (!code) throw fieldError('reauthCode', REAUTH_CODE_MISSING);
    try {
      await this.deps.sms.codes.verify(mobile, code, asker, { purpose: 'reauth', userId });
    } catch (err) {
      if (err instanceof ApiError) throw fieldError('reauthCode', err.message);
      throw err;
    }
  }
}
