/**
 * The DingTalk user id of a fresh code from the page (refusals: ding-client.ts), or DING_OFF without DingTalk
 * configured. Built once by buildApp and lent to LoginDing (routes.ts) and to the binding calls of 账号安全
 * (ways-in/ding-routes.ts), so both share one client and its access token.
 */
import type { FastifyBaseLogger } from 'fastify';
import { CODE, DING_OFF } from '../../../contract';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/envelope';
import { DingClient } from './ding-client';

export type DingUserOf = (code: string) => Promise<string>;

export function dingUserReader(
  ctx: Pick<AppContext, 'config' | 'clock'>,
  log: FastifyBaseLogger,
): DingUserOf {
  const config = ctx.config.ding;
  const client =
    config &&
    new DingClient(config, ctx.clock, (reason) => log.warn({ reason }, 'DingTalk could not be used'));
  return (code) => {
    if (!client) throw new ApiError(CODE.BAD_REQUEST, DING_OFF);
    return client.userIdOf(code);
  };
}
