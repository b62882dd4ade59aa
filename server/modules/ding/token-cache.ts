/**
 * DingTalk's access token, kept until shortly before it runs out (`expires_in`, 7200 s), by the app's clock
 * (ctx.clock, so a test moves time). One fetch at a time: concurrent sign-ins that find no live token share
 * the one request in flight; a failed fetch is forgotten, so the next sign-in tries again. A token DingTalk
 * calls invalid is dropped (`drop`) — only if it is still the one kept, so callers that saw the same refusal
 * together cause one new fetch, not one each. Pure: the fetch is handed in.
 */

export type FetchedToken = { token: string; expiresInSec: number };

/** Renew this long before the end (or halfway through a shorter life). */
export const TOKEN_RENEW_BEFORE_MS = 5 * 60_000;

export class TokenCache {
  private kept: { token: string; renewAt: number } | null = null;
  private inFlight: Promise<string> | null = null;

  constructor(
    private readonly fetchToken: () => Promise<FetchedToken>,
    private readonly clock: () => number,
  ) {}

  /** A live token: the kept one, the one being fetched, or a new fetch. */
  get(): Promise<string> {
    if (this.kept && this.clock() < this.kept.renewAt) return Promise.resolve(this.kept.token);
    this.inFlight ??= this.fetchAndKeep().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /** Forgets `token` when it is the one kept (DingTalk said it is invalid or expired). */
  drop(token: string): void {
    if (this.kept?.token === token) this.kept = null;
  }

  private async fetchAndKeep(): Promise<string> {
    const fetchedAt = this.clock();
    const { token, expiresInSec } = await this.fetchToken();
    const lifeMs = Math.max(0, expiresInSec) * 1000;
    const renewAt = fetchedAt + lifeMs - Math.min(TOKEN_RENEW_BEFORE_MS, lifeMs / 2);
    this.kept = { token, renewAt };
    return token;
  }
}
