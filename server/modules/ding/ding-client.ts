/**
 * The DingTalk exchange (issue #17): a one-time auth code → the DingTalk user id, through DingTalk's own API
 * (only the base URL differs in tests). `GET {base}/gettoken?appkey&appsecret` gives the app's access token,
 * kept by TokenCache; `POST {base}/topapi/v2/user/getuserinfo?access_token` with `{code}` gives
 * `result.userid`. A token DingTalk calls invalid or expired (40001, 40014, 42001) is fetched anew once and
 * the code tried once more. A code DingTalk refuses (any other errcode, e.g. 40078 不存在的临时授权码) is
 * HTTP 400 `code: 钉钉授权码无效…`; DingTalk busy (-1), down, slow (5 s a request), not answering JSON, or
 * refusing our key is HTTP 200 with body code 503 `暂时无法连接钉钉…`, and the reason is logged (never the
 * secret, which travels in gettoken's query).
 */
import { z } from 'zod/mini';
import { CODE, DING_CODE_REFUSED, DING_UNREACHABLE } from '../../../contract';
import { ApiError, fieldError } from '../../http/envelope';
import type { DingConfig } from '../../config/ding';
import { TokenCache, type FetchedToken } from './token-cache';

/** How long one request to DingTalk may take. */
export const DING_TIMEOUT_MS = 5_000;
/** getuserinfo's answers about the token, not the code: 不合法的access_token, 已过期, 不合法的secret. */
export const TOKEN_ERRCODES: ReadonlySet<number> = new Set([40001, 40014, 42001]);
/** DingTalk's "系统繁忙": its trouble, not the code's. */
const BUSY_ERRCODE = -1;

const tokenAnswer = z.object({
  errcode: z.number(),
  errmsg: z.optional(z.string()),
  access_token: z.optional(z.string().check(z.minLength(1))),
  expires_in: z.optional(z.number()),
});
const userAnswer = z.object({
  errcode: z.number(),
  errmsg: z.optional(z.string()),
  result: z.optional(z.object({ userid: z.string().check(z.minLength(1)) })),
});
type UserAnswer = z.infer<typeof userAnswer>;

/** DingTalk could not be used; the message (logged only) says why. */
class DingTrouble extends Error {}

const causeCode = (err: Error) => (err.cause as { code?: unknown } | undefined)?.code;

/** One request, bounded in time, read as `schema`; anything else is DingTrouble naming `what`. */
async function call<T>(what: string, url: string, init: RequestInit, schema: z.ZodMiniType<T>): Promise<T> {
  let res: Response;
  let body: unknown;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(DING_TIMEOUT_MS) });
    body = await res.json().catch(() => undefined);
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    throw new DingTrouble(`${what}: ${e.name} ${String(causeCode(e) ?? '')}`.trim());
  }
  const parsed = z.safeParse(schema, body);
  if (!res.ok || !parsed.success) throw new DingTrouble(`${what}: HTTP ${res.status}, not a DingTalk answer`);
  return parsed.data;
}

export class DingClient {
  private readonly tokens: TokenCache;

  /** `log` hears why DingTalk could not be used (the server log). */
  constructor(
    private readonly config: DingConfig,
    clock: () => number,
    private readonly log: (reason: string) => void,
  ) {
    this.tokens = new TokenCache(() => this.fetchToken(), clock);
  }

  /** The DingTalk user id a fresh auth code stands for; refusals as ApiError (see the header). */
  async userIdOf(code: string): Promise<string> {
    try {
      return await this.exchange(code);
    } catch (err) {
      if (!(err instanceof DingTrouble)) throw err;
      this.log(err.message);
      throw new ApiError(CODE.SERVICE_UNAVAILABLE, DING_UNREACHABLE);
    }
  }

  private async exchange(code: string): Promise<string> {
    const token = await this.tokens.get();
    let answer = await this.userInfo(token, code);
    if (TOKEN_ERRCODES.has(answer.errcode)) {
      this.tokens.drop(token);
      answer = await this.userInfo(await this.tokens.get(), code);
    }
    if (answer.errcode === 0 && answer.result) return answer.result.userid;
    if (answer.errcode === 0 || answer.errcode === BUSY_ERRCODE || TOKEN_ERRCODES.has(answer.errcode))
      throw new DingTrouble(`getuserinfo: errcode ${answer.errcode} ${answer.errmsg ?? ''}`.trim());
    throw fieldError('code', DING_CODE_REFUSED);
  }

  private userInfo(token: string, code: string): Promise<UserAnswer> {
    const url = `${this.config.baseUrl}/topapi/v2/user/getuserinfo?${new URLSearchParams({ access_token: token })}`;
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    };
    return call('getuserinfo', url, init, userAnswer);
  }

  private async fetchToken(): Promise<FetchedToken> {
    const query = new URLSearchParams({ appkey: this.config.appKey, appsecret: this.config.appSecret });
    const answer = await call('gettoken', `${this.config.baseUrl}/gettoken?${query}`, {}, tokenAnswer);
    if (answer.errcode !== 0 || !answer.access_token)
      throw new DingTrouble(`gettoken: errcode ${answer.errcode} ${answer.errmsg ?? ''}`.trim());
    return { token: answer.access_token, expiresInSec: answer.expires_in ?? 7200 };
  }
}
