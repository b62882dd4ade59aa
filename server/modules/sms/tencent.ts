/**
 * Tencent Cloud SMS (API 3.0, SendSms, version 2021-01-11) with its TC3-HMAC-SHA256 signature: a canonical
 * request over the method, path, the signed headers (content-type and host) and the payload's SHA-256;
 * signed with a key derived from `TC3<secret>` through the UTC date, the service and `tc3_request`. The
 * code template takes the code and the minutes it is valid; the notice template (SMS_NOTICE_TEMPLATE, issue
 * #28) what changed.
 */
import { createHash, createHmac } from 'node:crypto';
import type { TencentSms } from '../../config/sms';
import { NO_NOTICE_TEMPLATE, PROVIDER_TIMEOUT_MS, type SmsProvider } from './provider';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: Buffer | string, s: string) => createHmac('sha256', key).update(s).digest();

export const TC3_CONTENT_TYPE = 'application/json; charset=utf-8';

export type Tc3Request = {
  secretId: string;
  secretKey: string;
  service: string;
  host: string;
  payload: string;
  /** Seconds since the epoch. */
  timestamp: number;
};

/** The Authorization header of a POST of `payload` to `host`. */
export function tc3Authorization(r: Tc3Request): string {
  const canonical = [
    'POST',
    '/',
    '',
    `content-type:${TC3_CONTENT_TYPE}\nhost:${r.host}\n`,
    'content-type;host',
    sha256(r.payload),
  ].join('\n');
  const date = new Date(r.timestamp * 1000).toISOString().slice(0, 10);
  const scope = `${date}/${r.service}/tc3_request`;
  const toSign = ['TC3-HMAC-SHA256', String(r.timestamp), scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(`TC3${r.secretKey}`, date), r.service), 'tc3_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${r.secretId}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`;
}

/** Minutes a code is valid, as the template says it. */
const VALID_MINUTES = '5';

type TencentAnswer = {
  Response?: {
    Error?: { Code: string; Message: string };
    SendStatusSet?: { Code: string; Message: string }[];
  };
};

function failureOf(answer: TencentAnswer, status: number): string | null {
  const error = answer.Response?.Error;
  if (error) return `${error.Code} ${error.Message}`;
  const sent = answer.Response?.SendStatusSet?.[0];
  if (sent?.Code === 'Ok') return null;
  return sent ? `${sent.Code} ${sent.Message}` : `HTTP ${status}`;
}

/** SendSms of `template` with its parameters to the mobile, signed. */
async function sendTemplate(config: TencentSms, mobile: string, template: string, params: string[]) {
  const url = new URL(config.endpoint);
  const payload = JSON.stringify({
    PhoneNumberSet: [`+86${mobile}`],
    SmsSdkAppId: config.sdkAppId,
    SignName: config.signName,
    TemplateId: template,
    TemplateParamSet: params,
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const authorization = tc3Authorization({
    secretId: config.secretId,
    secretKey: config.secretKey,
    service: 'sms',
    host: url.host,
    payload,
    timestamp,
  });
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      Authorization: authorization,
      'Content-Type': TC3_CONTENT_TYPE,
      'X-TC-Action': 'SendSms',
      'X-TC-Version': '2021-01-11',
      'X-TC-Timestamp': String(timestamp),
      'X-TC-Region': config.region,
    },
    body: payload,
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  const failure = failureOf((await res.json().catch(() => ({}))) as TencentAnswer, res.status);
  if (failure) throw new Error(`Tencent SMS: ${failure}`);
}

export function tencentSms(config: TencentSms): SmsProvider {
  return {
    send: (mobile, code) => sendTemplate(config, mobile, config.templateId, [code, VALID_MINUTES]),
    async notice(mobile, what) {
      if (!config.noticeTemplateId) throw new Error(NO_NOTICE_TEMPLATE);
      await sendTemplate(config, mobile, config.noticeTemplateId, [what]);
    },
  };
}
