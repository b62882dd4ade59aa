/**
 * The local SMS provider, for development, the demo and the tests: each message is written to the server
 * log and appended to a file (DATA_DIR/sms.log, one JSON line: at, mobile, code, text), where a developer or
 * an end-to-end test reads the code. Nothing leaves the machine.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { LocalSms } from './sms-config';
import type { SmsProvider } from './provider';

export const localSmsText = (code: string) =>
  `【人事系统】验证码 ${code}，5 分钟内有效。如非本人操作，请忽略。`;

export function localSms(config: LocalSms, log: (line: string) => void): SmsProvider {
  return {
    async send(mobile, code) {
      const line = { at: new Date().toISOString(), mobile, code, text: localSmsText(code) };
      await mkdir(dirname(config.file), { recursive: true });
      await appendFile(config.file, `${JSON.stringify(line)}\n`, { mode: 0o600 });
      log(`SMS to ${mobile}: ${line.text}`);
    },
  };
}
