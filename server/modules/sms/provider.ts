/**
 * One interface for every SMS provider: send this code to this mobile, or tell it that a way into its
 * account changed (issue #28; the provider's notice template), or throw with the provider's own words
 * (logged, never shown: the caller's answer is the same whether a message went or not).
 */
export interface SmsProvider {
  send(mobile: string, code: string): Promise<void>;
  /** `what` changed (登录密码, 手机号, 钉钉绑定): the one parameter of the notice template. */
  notice(mobile: string, what: string): Promise<void>;
}

/** A provider configured without a notice template sends no notice, and says so in the log. */
export const NO_NOTICE_TEMPLATE = 'SMS_NOTICE_TEMPLATE is not set: the change notice was not sent';

/** How long a provider may take to answer before the send counts as failed. */
export const PROVIDER_TIMEOUT_MS = 10_000;
