/**
 * Which SMS provider sends the codes and the change notices (SMS_NOTICE_TEMPLATE, issue #28; optional: none,
 * no notice), read from the environment (SMS_PROVIDER and friends): Aliyun
 * (dysmsapi), Tencent Cloud (sms), or the local provider, which writes each message to the server log and
 * to DATA_DIR/sms.log (development, tests, the demo). None configured (and no demo) = no SMS sign-in: the
 * endpoints answer 404 and the login page hides its SMS tab. The endpoint is configurable so a test can
 * aim a real provider's client at a local double that speaks its protocol.
 */
import { join } from 'node:path';

type Env = Record<string, string | undefined>;

export type AliyunSms = {
  provider: 'aliyun';
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** The change notice's template (SMS_NOTICE_TEMPLATE, issue #28); null: no notice is sent. */
  noticeTemplateCode: string | null;
  regionId: string;
};

export type TencentSms = {
  provider: 'tencent';
  endpoint: string;
  secretId: string;
  secretKey: string;
  region: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  /** The change notice's template (SMS_NOTICE_TEMPLATE, issue #28); null: no notice is sent. */
  noticeTemplateId: string | null;
};

export type LocalSms = { provider: 'local'; file: string };

export type SmsConfig = AliyunSms | TencentSms | LocalSms;

export const ALIYUN_ENDPOINT = 'https://dysmsapi.aliyuncs.com';
export const TENCENT_ENDPOINT = 'https://sms.tencentcloudapi.com';

/** The settings a provider cannot do without, named as the error says them. */
function required(env: Env, names: readonly string[]): Record<string, string> {
  const missing = names.filter((n) => !env[n]?.trim());
  if (missing.length > 0)
    throw new Error(`SMS_PROVIDER=${env.SMS_PROVIDER} needs ${missing.join(', ')} (see README, SMS sign-in)`);
  return Object.fromEntries(names.map((n) => [n, env[n]!.trim()]));
}

const COMMON = ['SMS_KEY_ID', 'SMS_KEY_SECRET', 'SMS_SIGN_NAME', 'SMS_TEMPLATE'] as const;

function aliyunFrom(env: Env): AliyunSms {
  const v = required(env, COMMON);
  return {
    provider: 'aliyun',
    endpoint: env.SMS_ENDPOINT || ALIYUN_ENDPOINT,
    accessKeyId: v.SMS_KEY_ID!,
    accessKeySecret: v.SMS_KEY_SECRET!,
    signName: v.SMS_SIGN_NAME!,
    templateCode: v.SMS_TEMPLATE!,
    noticeTemplateCode: env.SMS_NOTICE_TEMPLATE?.trim() || null,
    regionId: env.SMS_REGION || 'cn-hangzhou',
  };
}

function tencentFrom(env: Env): TencentSms {
  const v = required(env, [...COMMON, 'SMS_APP_ID']);
  return {
    provider: 'tencent',
    endpoint: env.SMS_ENDPOINT || TENCENT_ENDPOINT,
    secretId: v.SMS_KEY_ID!,
    secretKey: v.SMS_KEY_SECRET!,
    region: env.SMS_REGION || 'ap-guangzhou',
    sdkAppId: v.SMS_APP_ID!,
    signName: v.SMS_SIGN_NAME!,
    templateId: v.SMS_TEMPLATE!,
    noticeTemplateId: env.SMS_NOTICE_TEMPLATE?.trim() || null,
  };
}

export function loadSmsConfig(env: Env, dataDir: string, demo: boolean): SmsConfig | null {
  const provider = env.SMS_PROVIDER?.trim() || (demo ? 'local' : 'none');
  if (provider === 'none') return null;
  if (provider === 'local') return { provider, file: join(dataDir, 'sms.log') };
  if (provider === 'aliyun') return aliyunFrom(env);
  if (provider === 'tencent') return tencentFrom(env);
  throw new Error(`SMS_PROVIDER must be aliyun, tencent, local or none (got '${provider}')`);
}
