/**
 * One interface for every SMS provider: send this code to this mobile, or throw with the provider's own
 * words (logged, never shown: the caller's answer is the same whether a message went or not).
 */
export interface SmsProvider {
  send(mobile: string, code: string): Promise<void>;
}

/** How long a provider may take to answer before the send counts as failed. */
export const PROVIDER_TIMEOUT_MS = 10_000;
