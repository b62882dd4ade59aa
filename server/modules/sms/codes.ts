/**
 * SMS codes (issue #17), for signing in, for binding a new mobile (账号安全's 更换手机号, sent to the new
 * number for the signed-in user who asked, and good only for them) and for confirming a request to close
 * one's account (注销账号, sent to the user's own bound mobile, good only for them). For signing in, asking sends a fresh 6-digit code (CSPRNG) to the number's one
 * enabled account, keeps only its HMAC, and answers alike whether or not the number is anyone's — a code
 * row is kept for an unknown number too (sent to nobody), the provider is not awaited, so neither the
 * answer, its time, nor the tries that follow tell them apart. Sending is limited per number and per
 * address by counting the rows (the database's clock-free counts, so every instance shares them and a test
 * moves the app's clock). Checking a code: the newest live one only, 5 tries, once.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CODE,
  SMS_ADDRESS_LIMITS,
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_SEC,
  SMS_MAX_TRIES,
  SMS_NUMBER_LIMITS,
  SMS_RESEND_SEC,
  type SendLimit,
} from '../../../contract';
import { ApiError } from '../../http/envelope';
import { markTried, markUsed, type SmsCodeRepository } from './code-repository';
import type { SmsProvider } from './provider';

const DAY_MS = 86_400_000;
export const CODE_INVALID = '验证码错误或已失效，请重新获取';
export const CODE_TOO_MANY_TRIES = '验证码错误次数过多，请重新获取';
export const ADDRESS_TOO_MANY = '获取验证码过于频繁，请稍后再试';

/** How long to wait, in the words a person reads. */
export function waitWords(seconds: number): string {
  if (seconds <= 120) return `${seconds} 秒`;
  if (seconds <= 2 * 3600) return `${Math.ceil(seconds / 60)} 分钟`;
  return `${Math.ceil(seconds / 3600)} 小时`;
}

/**
 * What a code is for: signing its number's account in, making its number `userId`'s, or confirming
 * `userId`'s request to close their account (sent to their own number).
 */
export type CodePurpose = { purpose: 'login' } | { purpose: 'mobile' | 'cancel'; userId: string };
export const LOGIN: CodePurpose = { purpose: 'login' };

export type SmsCodeDeps = {
  repo: SmsCodeRepository;
  provider: SmsProvider;
  /** Keys the codes' HMAC (the server's signing secret). */
  secret: string;
  clock: () => number;
  /** Where a provider's failure goes (the server log). */
  onSendError: (err: unknown) => void;
};

export class SmsCodes {
  constructor(private readonly deps: SmsCodeDeps) {}

  private hash(mobile: string, code: string): string {
    return createHmac('sha256', this.deps.secret).update(`${mobile}:${code}`).digest('hex');
  }

  /** The first window of `limits` already full of requests, or null. */
  private async fullWindow(by: 'mobile' | 'address', value: string, limits: readonly SendLimit[]) {
    const now = this.deps.clock();
    for (const limit of limits) {
      const since = new Date(now - limit.windowSec * 1000);
      if ((await this.deps.repo.sentSince(by, value, since)) >= limit.max) return { limit, since };
    }
    return null;
  }

  private async checkLimits(mobile: string, address: string): Promise<void> {
    const number = await this.fullWindow('mobile', mobile, SMS_NUMBER_LIMITS);
    if (number) {
      const oldest = (await this.deps.repo.oldestSince(mobile, number.since))?.getTime() ?? this.deps.clock();
      const wait = Math.max(
        1,
        Math.ceil((oldest + number.limit.windowSec * 1000 - this.deps.clock()) / 1000),
      );
      throw new ApiError(CODE.TOO_MANY_REQUESTS, `获取验证码过于频繁，请 ${waitWords(wait)}后再试`);
    }
    if (await this.fullWindow('address', address, SMS_ADDRESS_LIMITS))
      throw new ApiError(CODE.TOO_MANY_REQUESTS, ADDRESS_TOO_MANY);
  }

  /**
   * Sends a code: to sign in, to the number's account (if it has one; the answer is the same either way);
   * to bind the number or to confirm closing an account, to it for the user who asked.
   */
  async request(
    mobile: string,
    address: string,
    target: CodePurpose = LOGIN,
  ): Promise<{ resendAfter: number }> {
    await this.checkLimits(mobile, address);
    const now = this.deps.clock();
    await this.deps.repo.purge(new Date(now - DAY_MS));
    const userId = target.purpose === 'login' ? await this.deps.repo.accountOf(mobile) : target.userId;
    const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
    await this.deps.repo.replace({
      mobile,
      address,
      purpose: target.purpose,
      userId,
      codeHash: this.hash(mobile, code),
      createdAt: new Date(now),
      expiresAt: new Date(now + SMS_CODE_TTL_SEC * 1000),
    });
    // Not awaited: a known number must not answer later than an unknown one.
    if (userId) this.deps.provider.send(mobile, code).catch(this.deps.onSendError);
    return { resendAfter: SMS_RESEND_SEC };
  }

  /**
   * The account the code is for, once: the one it signs in, or the one that asked for it to bind the number
   * or to close their account (no one else's). A wrong, spent or expired code is refused with what to do.
   */
  async verify(mobile: string, code: string, target: CodePurpose = LOGIN): Promise<string> {
    const now = new Date(this.deps.clock());
    // Decided inside the transaction, thrown after it: a wrong try must be counted, not rolled back.
    type Outcome = { refused: string } | { userId: string };
    const outcome = await this.deps.repo.withLiveCode(
      mobile,
      target.purpose,
      now,
      async (row, tx): Promise<Outcome> => {
        if (!row) return { refused: CODE_INVALID };
        if (row.tries >= SMS_MAX_TRIES) return { refused: CODE_TOO_MANY_TRIES };
        const given = Buffer.from(this.hash(mobile, code));
        const right =
          given.length === row.codeHash.length && timingSafeEqual(given, Buffer.from(row.codeHash));
        const mine = target.purpose === 'login' || row.userId === target.userId;
        if (!right || !row.userId || !mine) {
          const tries = row.tries + 1;
          await markTried(tx, row.id, tries);
          const left = SMS_MAX_TRIES - tries;
          return { refused: left > 0 ? `验证码错误，还可再试 ${left} 次` : CODE_TOO_MANY_TRIES };
        }
        await markUsed(tx, row.id, now);
        return { userId: row.userId };
      },
    );
    if ('refused' in outcome) throw new ApiError(CODE.BAD_REQUEST, outcome.refused);
    return outcome.userId;
  }
}
