/**
 * SMS codes (issue #17), for signing in, for binding a new mobile (账号安全's 更换手机号, sent to the new
 * number for the signed-in user who asked, and good only for them), for confirming a request to close one's
 * account (注销账号) and for proving a change of a way in (`reauth`, issue #28), the last two sent to the
 * user's own bound mobile. For signing in, asking sends a fresh 6-digit code (CSPRNG) to the number's one
 * enabled account, keeps only its HMAC, and answers alike whether or not the number is anyone's — a code row
 * is kept for an unknown number too (sent to nobody), the provider is not awaited, so neither the answer, its
 * time, nor the tries that follow tell them apart.
 *
 * A code is its requester's (issue #28; the rule is written in contract/sms.ts): a browser by its device id,
 * a cookie-less client by its address, a signed-in account by its id. Sending is limited per number and
 * requester, for strangers together, per number in all, per address and per signed-in account, by counting
 * the rows (the database's clock-free counts, so every instance shares them and a test moves the app's
 * clock). Checking a code: the requester's newest live one only, 5 tries, once.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CODE,
  SMS_ACCOUNT_LIMITS,
  SMS_ADDRESS_LIMITS,
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_SEC,
  SMS_KNOWN_DEVICE_SEC,
  SMS_MAX_TRIES,
  SMS_NUMBER_CAP,
  SMS_REQUESTER_LIMITS,
  SMS_RESEND_SEC,
  SMS_STRANGER_LIMITS,
  type SendLimit,
} from '../../../contract';
import { ApiError } from '../../http/envelope';
import { markTried, markUsed, type CountedBy, type SmsCodeRepository } from './code-repository';
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
 * What a code is for: signing its number's account in, making its number `userId`'s, confirming `userId`'s
 * request to close their account, or proving `userId`'s change of a way in (the last two: their own number).
 */
export type CodePurpose = { purpose: 'login' } | { purpose: 'mobile' | 'cancel' | 'reauth'; userId: string };
export const LOGIN: CodePurpose = { purpose: 'login' };

/** Where a request comes from: its address, and the device id its cookie carried (null: none). */
export type CodeAsker = { address: string; deviceId: string | null };

/** Who a code belongs to: a signed-in account for its own purposes, else the browser, else the address. */
export function requesterOf(asker: CodeAsker, target: CodePurpose): string {
  if (target.purpose !== 'login') return `u:${target.userId}`;
  return asker.deviceId ? `d:${asker.deviceId}` : `a:${asker.address}`;
}

/**
 * Whose codes a try may use: the requester's, and — for a browser that asked before it had its cookie (it
 * is given one with its first code) — those its address asked for.
 */
function requestersOf(asker: CodeAsker, target: CodePurpose): string[] {
  const own = requesterOf(asker, target);
  return own.startsWith('d:') ? [own, `a:${asker.address}`] : [own];
}

/** One limit on sending: what it counts, its windows, and whether its refusal says how long to wait. */
type Counted = { by: CountedBy; limits: readonly SendLimit[]; saysWait: boolean };

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

  /** Whether the requester owns the number: a browser signed in to its account lately, or the account. */
  private async isOwner(mobile: string, asker: CodeAsker, target: CodePurpose): Promise<boolean> {
    if (target.purpose !== 'login') return target.purpose !== 'mobile';
    if (!asker.deviceId) return false;
    const since = new Date(this.deps.clock() - SMS_KNOWN_DEVICE_SEC * 1000);
    return this.deps.repo.deviceSignedIn(mobile, asker.deviceId, since);
  }

  /** What this request is counted against (contract/sms.ts). */
  private countsOf(mobile: string, asker: CodeAsker, requester: string, owner: boolean): Counted[] {
    return [
      { by: { mobile, requester }, limits: SMS_REQUESTER_LIMITS, saysWait: true },
      ...(owner ? [] : [{ by: { mobile, known: false }, limits: SMS_STRANGER_LIMITS, saysWait: false }]),
      { by: { mobile }, limits: SMS_NUMBER_CAP, saysWait: false },
      { by: { address: asker.address }, limits: SMS_ADDRESS_LIMITS, saysWait: false },
      ...(requester.startsWith('u:')
        ? [{ by: { requester }, limits: SMS_ACCOUNT_LIMITS, saysWait: false }]
        : []),
    ];
  }

  /** Refuses (429) when a window of any count is full; the requester's own count says how long to wait. */
  private async checkLimits(counts: readonly Counted[]): Promise<void> {
    const now = this.deps.clock();
    for (const { by, limits, saysWait } of counts) {
      for (const limit of limits) {
        const since = new Date(now - limit.windowSec * 1000);
        if ((await this.deps.repo.sentSince(by, since)) < limit.max) continue;
        if (!saysWait) throw new ApiError(CODE.TOO_MANY_REQUESTS, ADDRESS_TOO_MANY);
        const oldest = (await this.deps.repo.oldestSince(by, since))?.getTime() ?? now;
        const wait = Math.max(1, Math.ceil((oldest + limit.windowSec * 1000 - now) / 1000));
        throw new ApiError(CODE.TOO_MANY_REQUESTS, `获取验证码过于频繁，请 ${waitWords(wait)}后再试`);
      }
    }
  }

  /**
   * Sends a code: to sign in, to the number's account (if it has one; the answer is the same either way);
   * to bind the number, to confirm closing an account or to prove a change, to it for the user who asked.
   */
  async request(
    mobile: string,
    asker: CodeAsker,
    target: CodePurpose = LOGIN,
  ): Promise<{ resendAfter: number }> {
    const requester = requesterOf(asker, target);
    const known = await this.isOwner(mobile, asker, target);
    await this.checkLimits(this.countsOf(mobile, asker, requester, known));
    const now = this.deps.clock();
    await this.deps.repo.purge(new Date(now - DAY_MS));
    const userId = target.purpose === 'login' ? await this.deps.repo.accountOf(mobile) : target.userId;
    const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
    await this.deps.repo.replace({
      mobile,
      address: asker.address,
      requester,
      known,
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
   * The account the code is for, once: the one it signs in, or the one that asked for it to bind the number,
   * to close their account or to prove a change (no one else's). Only the requester's own code is checked. A
   * wrong, spent or expired code is refused with what to do.
   */
  async verify(mobile: string, code: string, asker: CodeAsker, target: CodePurpose = LOGIN): Promise<string> {
    const now = new Date(this.deps.clock());
    const live = { mobile, purpose: target.purpose, requesters: requestersOf(asker, target), now };
    // Decided inside the transaction, thrown after it: a wrong try must be counted, not rolled back.
    type Outcome = { refused: string } | { userId: string };
    const outcome = await this.deps.repo.withLiveCode(live, async (row, tx): Promise<Outcome> => {
      if (!row) return { refused: CODE_INVALID };
      if (row.tries >= SMS_MAX_TRIES) return { refused: CODE_TOO_MANY_TRIES };
      const given = Buffer.from(this.hash(mobile, code));
      const right = given.length === row.codeHash.length && timingSafeEqual(given, Buffer.from(row.codeHash));
      const mine = target.purpose === 'login' || row.userId === target.userId;
      if (!right || !row.userId || !mine) {
        const tries = row.tries + 1;
        await markTried(tx, row.id, tries);
        const left = SMS_MAX_TRIES - tries;
        return { refused: left > 0 ? `验证码错误，还可再试 ${left} 次` : CODE_TOO_MANY_TRIES };
      }
      await markUsed(tx, row.id, now);
      return { userId: row.userId };
    });
    if ('refused' in outcome) throw new ApiError(CODE.BAD_REQUEST, outcome.refused);
    return outcome.userId;
  }

  /** Tells the number that `what` of its account changed (not awaited; a failure goes to the log). */
  notice(mobile: string, what: string): void {
    this.deps.provider.notice(mobile, what).catch(this.deps.onSendError);
  }
}
