/**
 * What a route that changes a way into an account uses (issue #28): `prove` asks the request's session for
 * its proof (proof.ts), `commit` makes the change through the one door (change.ts), each from the request's
 * address and browser. Built once per route module, over that module's SMS codes (or none).
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { ReauthProof } from '../../../contract';
import { sessionDevice } from '../../auth/session-device';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/guard';
import type { CodeAsker } from '../sms/codes';
import { serverSmsCodes, type ServerSmsCodes } from '../sms/server-codes';
import { commitChange, type WayInChange } from './change';
import { Reauth, type PasswordField, type Proven } from './proof';
import type { MadeFrom } from './repository';

export type WaysInService = {
  sms: ServerSmsCodes | null;
  prove(request: FastifyRequest, proof: ReauthProof, field?: PasswordField): Promise<Proven>;
  commit(proven: Proven, request: FastifyRequest, change: WayInChange): Promise<void>;
};

/** A signed-in request asking for or using a code: its address (the code is the account's). */
export const signedInAsker = (request: FastifyRequest): CodeAsker => ({
  address: request.ip,
  deviceId: null,
});

const madeFrom = (request: FastifyRequest): MadeFrom => {
  const { address, userAgent } = sessionDevice(request, null);
  return { address, userAgent };
};

export function waysInService(
  ctx: AppContext,
  log: FastifyBaseLogger,
  sms: ServerSmsCodes | null = serverSmsCodes(ctx, log),
): WaysInService {
  const reauth = new Reauth({ db: ctx.db, limiter: ctx.limiter, sms });
  return {
    sms,
    prove: (request, proof, field) =>
      reauth.prove(sessionOf(request), proof, { field, asker: signedInAsker(request) }),
    commit: (proven, request, change) => commitChange({ ctx, sms, log }, proven, madeFrom(request), change),
  };
}
