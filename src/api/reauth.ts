/**
 * The proof a change of a way into the account carries (contract/waysIn.ts, issue #28), as the person gave
 * it: the current password as typed (sent as md5, as every password is), or the code sent to the current
 * number (an account without a password).
 */
import type { ReauthProof } from '../../contract/waysIn';
import { wirePassword } from './auth';

export type Proof = { password: string } | { reauthCode: string };

export const wireProof = (proof: Proof): ReauthProof =>
  'password' in proof ? { password: wirePassword(proof.password) } : { reauthCode: proof.reauthCode };
