/** The storage error a phone meets (QuotaExceededError, however the browser spells it), shown as such. */
export const isQuotaError = (e: unknown): boolean =>
  e instanceof Error && /quota/i.test(`${e.name} ${e.message}`);
