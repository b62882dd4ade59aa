/**
 * What the payslip gate keeps on the phone, in the user's database (`kv`, one row): the platform key
 * registered on this phone, the password verifier of the last online check (passwordVerifier.ts), and the
 * wrong passwords in a row checked offline. A row that does not fit is treated as empty.
 */
import { z } from 'zod/mini';
import type { UserDb } from '../../data';
import type { PasswordVerifier } from './passwordVerifier';
import type { DeviceKey } from './webauthnCheck';

export const GATE_KEY = 'payslip.gate';

const gateRow = z.object({
  deviceKey: z.optional(z.object({ credentialId: z.string(), publicKey: z.string(), alg: z.int() })),
  verifier: z.optional(z.object({ salt: z.string(), iterations: z.int(), key: z.string() })),
  deviceFailures: z.int(),
});
export type GateKeys = z.infer<typeof gateRow>;

const EMPTY: GateKeys = { deviceFailures: 0 };

export async function readGateKeys(db: UserDb): Promise<GateKeys> {
  const parsed = z.safeParse(gateRow, (await db.kv.get(GATE_KEY))?.value);
  return parsed.success ? parsed.data : EMPTY;
}

async function change(db: UserDb, next: (keys: GateKeys) => GateKeys): Promise<void> {
  await db.transaction('rw', db.kv, async () => {
    await db.kv.put({ key: GATE_KEY, value: next(await readGateKeys(db)) });
  });
}

/** After a password the server accepted: the new verifier, and no wrong ones counted. */
export const keepVerifier = (db: UserDb, verifier: PasswordVerifier): Promise<void> =>
  change(db, (keys) => ({ ...keys, verifier, deviceFailures: 0 }));

export const keepDeviceKey = (db: UserDb, deviceKey: DeviceKey): Promise<void> =>
  change(db, (keys) => ({ ...keys, deviceKey }));

export const forgetDeviceKey = (db: UserDb): Promise<void> =>
  change(db, ({ deviceKey: _forgotten, ...keys }) => keys);

export const noteDeviceFailure = (db: UserDb): Promise<void> =>
  change(db, (keys) => ({ ...keys, deviceFailures: keys.deviceFailures + 1 }));

export const clearDeviceFailures = (db: UserDb): Promise<void> =>
  change(db, (keys) => ({ ...keys, deviceFailures: 0 }));
