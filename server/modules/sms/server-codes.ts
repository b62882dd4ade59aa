/**
 * The server's SMS codes (codes.ts) over its configured provider (config/sms.ts), for every area that sends
 * them (signing in, 更换手机号, 注销账号); null when the server sends no SMS. Each area builds its own: the
 * codes live in the database, so instances share them.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { SmsCodeRepository } from './code-repository';
import { SmsCodes } from './codes';
import { smsProvider } from './providers';

export type ServerSmsCodes = { codes: SmsCodes; repo: SmsCodeRepository };

export function serverSmsCodes(
  ctx: Pick<AppContext, 'config' | 'db' | 'clock'>,
  log: FastifyBaseLogger,
): ServerSmsCodes | null {
  if (!ctx.config.sms) return null;
  const repo = new SmsCodeRepository(ctx.db);
  const codes = new SmsCodes({
    repo,
    // At warn, the server's default level: with the local provider a developer reads the code in the console.
    provider: smsProvider(ctx.config.sms, (line) => log.warn(`local SMS provider, nothing sent: ${line}`)),
    secret: ctx.config.jwtSecret,
    clock: ctx.clock,
    onSendError: (err) => log.error({ err }, 'SMS not sent'),
  });
  return { codes, repo };
}
