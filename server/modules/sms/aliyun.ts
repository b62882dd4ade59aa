/**
 * Aliyun SMS (dysmsapi 2017-05-25, SendSms) with its RPC signature, version 1.0 (HMAC-SHA1): every parameter
 * percent-encoded (RFC 3986: only A–Z a–z 0–9 - _ . ~ stay), sorted, joined, and signed as
 * `GET&%2F&<encoded query>` with the secret plus `&`. The code template takes the code as `${code}`; the
 * notice template (SMS_NOTICE_TEMPLATE, issue #28) what changed as `${item}`.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { AliyunSms } from '../../config/sms';
import { NO_NOTICE_TEMPLATE, PROVIDER_TIMEOUT_MS, type SmsProvider } from './provider';

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

type SendAt = { nowMs: number; nonce: string };

/** SendSms of the code template with the code. */
export function sendSmsParams(
  config: AliyunSms,
  mobile: string,
  code: string,
  at: SendAt,
): Record<string, string> {
  return templateParams(config, mobile, { template: config.templateCode, param: { code } }, at);
}

function templateParams(
  config: AliyunSms,
  mobile: string,
  { template, param }: { template: string; param: Record<string, string> },
  at: SendAt,
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
    TemplateCode: template,
    TemplateParam: JSON.stringify(param),
    Timestamp: aliyunTime(at.nowMs),
    Version: '2017-05-25',
  };
}

type AliyunAnswer = { Code?: string; Message?: string };

async function sendSigned(config: AliyunSms, params: Record<string, string>): Promise<void> {
  const url = `${config.endpoint.replace(/\/$/, '')}/?${aliyunSignedQuery(params, config.accessKeySecret)}`;
  const res = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  const answer = (await res.json().catch(() => ({}))) as AliyunAnswer;
  if (answer.Code !== 'OK')
    throw new Error(`Aliyun SMS: ${answer.Code ?? res.status} ${answer.Message ?? ''}`.trim());
}

const now = (): SendAt => ({ nowMs: Date.now(), nonce: randomUUID() });

export function aliyunSms(config: AliyunSms): SmsProvider {
  return {
    send: (mobile, code) => sendSigned(config, sendSmsParams(config, mobile, code, now())),
    async notice(mobile, what) {
      if (!config.noticeTemplateCode) throw new Error(NO_NOTICE_TEMPLATE);
      const notice = { template: config.noticeTemplateCode, param: { item: what } };
      await sendSigned(config, templateParams(config, mobile, notice, now()));
    },
  };
}
