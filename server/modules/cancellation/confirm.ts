/**
 * Proving that a request to close an account is the person's own: on a server that sends SMS, the code sent
 * to their own bound mobile (purpose `cancel`, good only for them, once; a wrong one counted against the
 * code's tries); elsewhere their password (md5 on the wire, checked against the stored hash as the sign-in
 * and ModifyPassword check it; wrong ones are counted with every other route's that asks for the current
 * password (ctx.limiter, issue #28): five in 15 minutes lock it for the account, so a stolen session cannot
 * guess it). A missing or wrong proof is HTTP 400 naming `code` or `password`.
 */
import { CANCEL_NO_MOBILE, CODE, type CancellationBody } from '../../../contract';
import type { LoginLimiter } from '../../auth/login-limiter';
import { verifyPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import { ApiError, fieldError } from '../../http/envelope';
import { recentPasswords } from '../../auth/password-history';
import type { CodeAsker } from '../sms/codes';
import type { ServerSmsCodes } from '../sms/server-codes';
import { CancellationRepository } from './repository';

/** The person's bound mobile, refusing (CANCEL_NO_MOBILE) when they have none. */
export async function ownMobile(db: Db, userId: string): Promise<string> {
  const mobile = (await new CancellationRepository(db).person(userId))?.mobile;
  if (!mobile) throw new ApiError(CODE.BAD_REQUEST, CANCEL_NO_MOBILE);
  return mobile;
}

export class CancelConfirmation {
  constructor(
    private readonly db: Db,
    private readonly sms: ServerSmsCodes | null,
    private readonly limiter: LoginLimiter,
  ) {}

  /** The proof this server asks for, refusing a body without it (nothing is checked or spent yet). */
  proofOf(body: CancellationBody): string {
    if (this.sms) {
      if (!body.code) throw fieldError('code', '请输入验证码');
      return body.code;
    }
    if (!body.password) throw fieldError('password', '请输入登录密码');
    return body.password;
  }

  /** Checks the proof (spending the code); a wrong one is refused naming its field. */
  async prove(userId: string, proof: string, asker: CodeAsker): Promise<void> {
    if (this.sms) await this.byCode(this.sms, userId, proof, asker);
    else await this.byPassword(userId, proof);
  }

  private async byCode(sms: ServerSmsCodes, userId: string, code: string, asker: CodeAsker): Promise<void> {
    const mobile = await ownMobile(this.db, userId);
    try {
      await sms.codes.verify(mobile, code, asker, { purpose: 'cancel', userId });
    } catch (err) {
      if (err instanceof ApiError) throw fieldError('code', err.message);
      throw err;
    }
  }

  private async byPassword(userId: string, password: string): Promise<void> {
    if (await this.limiter.currentLocked(userId))
      throw new ApiError(CODE.BAD_REQUEST, '密码错误次数过多，请 15 分钟后再试');
    const [current] = await recentPasswords(this.db, userId);
    if (!current || !(await verifyPassword(password, current))) {
      await this.limiter.currentWrong(userId);
      throw fieldError('password', '密码错误');
    }
    await this.limiter.currentRight(userId);
  }
}
