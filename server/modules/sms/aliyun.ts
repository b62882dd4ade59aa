/**
 * Aliyun SMS (dysmsapi 2017-05-25, SendSms) with its RPC signature, version 1.0 (HMAC-SHA1): every parameter
 * percent-encoded (RFC 3986: only A–Z a–z 0–9 - _ . ~ stay), sorted, joined, and signed as
 * `GET&%2F&<encoded query>` with the secret plus `&`. The template takes the code as `${code}`.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { AliyunSms } from './sms-config';
import { PROVIDER_TIMEOUT_MS, type SmsProvider } from './provider';

/** Aliyun's percent-encoding: encodeURIComponent plus the five characters it leaves alone. */
export const aliyunEncode = (s: string): string =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The signed query string of a GET: `Signature=…&<sorted, encoded parameters>`. */
export function aliyunSignedQuery(params: Record<string, string>, secret: string): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${aliyunEncode(k)}=${aliyunEncode(params[k]!)}`)
    .join('&');
  const toSign = `GET&${aliyunEncode('/')}&${aliyunEncode(canonical)}`;
  const signature = createHmac('sha1', `${secret}&`).update(toSign).digest('base64');
  return `Signature=${aliyunEncode(signature)}&${canonical}`;
}

/** UTC, to the second, as the API wants it: 2017-07-12T02:42:19Z. */
const aliyunTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

export function sendSmsParams(
  config: AliyunSms,
  mobile: string,
  code: string,
  at: { nowMs: number; nonce: string },
): Record<string, string> {
  return {
    AccessKeyId: config.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: mobile,
    RegionId: config.regionId,
    SignName: config.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: at.nonce,
    SignatureVersion: '1.0',
    TemplateCode: config.templateCode,
    TemplateParam: JSON.stringify({ code }),
    Timestamp: aliyunTime(at.nowMs),
    Version: '2017-05-25',
  };
}

type AliyunAnswer = { Code?: string; Message?: string };

export function aliyunSms(config: AliyunSms): SmsProvider {
  return {
    async send(mobile, code) {
      const params = sendSmsParams(config, mobile, code, { nowMs: Date.now(), nonce: randomUUID() });
      const url = `${config.endpoint.replace(/\/$/, '')}/?${aliyunSignedQuery(params, config.accessKeySecret)}`;
      const res = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
      const answer = (await res.json().catch(() => ({}))) as AliyunAnswer;
      if (answer.Code !== 'OK')
        throw new Error(`Aliyun SMS: ${answer.Code ?? res.status} ${answer.Message ?? ''}`.trim());
    },
  };
}
