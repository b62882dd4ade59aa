/**
 * The sign-in decision: client credentials, the failed-attempt gate for this account from this address and
 * device, password check (constant work even for unknown accounts), disabled accounts, then a new session.
 */
import { CLIENT_CREDENTIALS, CODE, CODE_MESSAGE, type LoginBody, type LoginData } from '../../../contract';
import { hashPassword, verifyPassword, type PasswordHash } from '../../auth/password';
import type { SessionDevice } from '../../auth/session-device';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/envelope';
import type { OauthRepository } from './repository';

export const WRONG_CREDENTIALS = '账号或密码错误';
export const TOO_MANY_FAILURES = '登录失败次数过多，请 15 分钟后再试，或在常用设备上登录';

type ClientQuery = { client_id: string; client_secret: string };

export function checkClient(query: ClientQuery): void {
  if (
    query.client_id !== CLIENT_CREDENTIALS.client_id ||
    query.client_secret !== CLIENT_CREDENTIALS.client_secret
  ) {
    throw new ApiError(CODE.BAD_REQUEST, '客户端认证失败：client_id 或 client_secret 无效', 400);
  }
}

// Verifying against a throw-away hash keeps unknown accounts as slow as wrong passwords.
let decoy: Promise<PasswordHash> | undefined;
const decoyHash = () => (decoy ??= hashPassword('0'.repeat(32)));

/** Where the attempt comes from: the client address and the device cookie's id (login-device.ts). */
export type LoginFrom = { address: string; deviceId: string | null };

export async function login(
  ctx: AppContext,
  repo: OauthRepository,
  body: LoginBody,
  clientKind: string,
  from: LoginFrom,
  device: SessionDevice,
): Promise<LoginData> {
  const origin = { account: body.account, ...from };
  const gate = await ctx.limiter.gate(origin);
  // HTTP 200 with body code 429: the app shows the message as a toast like any other refusal.
  if (gate.refused) throw new ApiError(CODE.TOO_MANY_REQUESTS, TOO_MANY_FAILURES);
  if (gate.delayMs > 0) await ctx.sleep(gate.delayMs);

  const user = await repo.findByAccount(body.account);
  const stored = user ? { salt: user.passwordSalt, hash: user.passwordHash } : await decoyHash();
  const passwordOk = await verifyPassword(body.password, stored);
  if (!user || !passwordOk) {
    await ctx.limiter.fail(origin);
    throw new ApiError(CODE.BAD_REQUEST, WRONG_CREDENTIALS);
  }
  await ctx.limiter.succeed(origin);
  return signIn(ctx, repo, user, clientKind, device);
}

/** The one way a proven person gets a session (password, SMS code): a disabled account gets 602. */
export async function signIn(
  ctx: AppContext,
  repo: OauthRepository,
  user: { id: string; enabled: boolean },
  clientKind: string,
  device: SessionDevice,
): Promise<LoginData> {
  if (!user.enabled) throw new ApiError(CODE.ACCOUNT_DISABLED, CODE_MESSAGE[CODE.ACCOUNT_DISABLED]!);
  const { token } = await ctx.sessions.issue(user.id, clientKind, device);
  await repo.recordLogin(user.id, new Date(ctx.clock()));
  return { token, theme: 'classic' };
}
