/**
 * Checking the gate's password (issue #30): by the server when there is signal (and then the phone keeps a
 * fresh verifier of it), else — or when the server gives no answer — on the phone against that verifier,
 * counting wrong ones there (gatePolicy.ts). The server's own refusals (wrong, too many) are said as it says them.
 */
import { CODE } from '../../../contract/codes';
import { ApiError, refusedField } from '../../../core/net/errors';
import type { UserDb } from '../../data';
import {
  clearDeviceFailures,
  keepVerifier,
  noteDeviceFailure,
  readGateKeys,
  type GateKeys,
} from './gateStore';
import { OFFLINE_TRIES, passwordCheck } from './gatePolicy';
import { makeVerifier, matchesVerifier } from './passwordVerifier';
import { unlockOnServer } from './payslipApi';

export type PasswordOutcome =
  | { open: true }
  | { open: false; reason: 'wrong'; left: number }
  | { open: false; reason: 'noVerifier' | 'tooMany' }
  | { open: false; reason: 'refused'; message: string };

/** No answer from the server: no signal after all, or a platform server without our call (404). */
const noAnswer = (err: unknown): boolean =>
  err instanceof ApiError &&
  (err.kind === 'network' || err.kind === 'timeout' || err.code === CODE.NOT_FOUND || err.status === 404);

async function onDevice(db: UserDb, password: string, keys: GateKeys): Promise<PasswordOutcome> {
  if (!keys.verifier) return { open: false, reason: 'noVerifier' };
  if (keys.deviceFailures >= OFFLINE_TRIES) return { open: false, reason: 'tooMany' };
  if (await matchesVerifier(password, keys.verifier)) {
    await clearDeviceFailures(db);
    return { open: true };
  }
  await noteDeviceFailure(db);
  return { open: false, reason: 'wrong', left: OFFLINE_TRIES - keys.deviceFailures - 1 };
}

async function onServer(db: UserDb, password: string, keys: GateKeys): Promise<PasswordOutcome> {
  try {
    await unlockOnServer({ password });
  } catch (err) {
    if (noAnswer(err)) return onDevice(db, password, keys);
    const named = refusedField(err, ['password'] as const);
    return { open: false, reason: 'refused', message: named?.message ?? String((err as Error).message) };
  }
  await keepVerifier(db, await makeVerifier(password));
  return { open: true };
}

export async function checkPassword(db: UserDb, password: string, online: boolean): Promise<PasswordOutcome> {
  const keys = await readGateKeys(db);
  const plan = passwordCheck({
    online,
    hasVerifier: Boolean(keys.verifier),
    deviceFailures: keys.deviceFailures,
  });
  if (plan === 'server') return onServer(db, password, keys);
  if (plan === 'device') return onDevice(db, password, keys);
  return { open: false, reason: plan };
}
