/**
 * The local SMS provider, for development, the demo and the tests: each message is written to the server
 * log and appended to a file (DATA_DIR/sms.log, one JSON line: at, mobile, then `code` for a code or `notice`
 * for a change notice, and text), where a developer or an end-to-end test reads it. Nothing leaves the
 * machine.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { LocalSms } from '../../config/sms';
import type { SmsProvider } from './provider';

export const localSmsText = (code: string) =>
  `【人事系统】验证码 ${code}，5 分钟内有效。如非本人操作，请忽略。`;

export const localNoticeText = (what: string) =>
  `【人事系统】您账号的${what}刚刚被更改。如非本人操作，请立即修改密码并联系人事处。`;

export function localSms(config: LocalSms, log: (line: string) => void): SmsProvider {
  const write = async (line: { mobile: string; text: string } & Record<string, string>) => {
    await mkdir(dirname(config.file), { recursive: true });
    const at = new Date().toISOString();
    await appendFile(config.file, `${JSON.stringify({ at, ...line })}\n`, { mode: 0o600 });
    log(`SMS to ${line.mobile}: ${line.text}`);
  };
  return {
    send: (mobile, code) => write({ mobile, code, text: localSmsText(code) }),
    notice: (mobile, what) => write({ mobile, notice: what, text: localNoticeText(what) }),
  };
}
