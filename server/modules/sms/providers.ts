/** The configured provider (config/sms.ts) behind the one SmsProvider interface. */
import type { SmsConfig } from '../../config/sms';
import type { SmsProvider } from './provider';
import { aliyunSms } from './aliyun';
import { localSms } from './local';
import { tencentSms } from './tencent';

/** `log` is where the local provider writes its messages (the server log). */
export function smsProvider(config: SmsConfig, log: (line: string) => void): SmsProvider {
  if (config.provider === 'aliyun') return aliyunSms(config);
  if (config.provider === 'tencent') return tencentSms(config);
  return localSms(config, log);
}
