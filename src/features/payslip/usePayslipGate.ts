/**
 * The payslip gate's state and actions (issue #30): whether the phone has a platform authenticator and a key
 * registered for this user, and whether the account has a password at all (账号安全's ways in; one without
 * proves itself by a code to its number, online only); checking by that key, the password (gatePassword.ts)
 * or the code, registering the key after a proof the server accepted when the person asks, and opening the
 * slips (gateOpening.ts).
 */
import { useCallback, useEffect, useState } from 'react';
import type { UserDb } from '../../data';
import { useT } from '../../i18n';
import { session } from '../../session/session';
import { listWaysIn } from '../my/security/waysInApi';
import { useLiveRead } from '../my/useLiveRead';
import { openGate } from './gateOpening';
import { checkPassword, type PasswordOutcome } from './gatePassword';
import { forgetDeviceKey as forgetKey, keepDeviceKey, readGateKeys, type GateKeys } from './gateStore';
import { unlockOnServer } from './payslipApi';
import { hasPlatformAuthenticator, registerDeviceKey, verifyWithDeviceKey } from './platformKey';

export interface PayslipGate {
  keys: GateKeys | null;
  platform: boolean;
  busy: boolean;
  passwordError: string | undefined;
  keyError: string | undefined;
  byDeviceKey: () => Promise<void>;
  /** False only when the server says the account has none: then a code to its number proves it. */
  hasPassword: boolean;
  byPassword: (password: string, enroll: boolean) => Promise<void>;
  /** The code, checked by the server; its refusal goes to `refused` (the field shows it). */
  byCode: (reauthCode: string, enroll: boolean, refused: (err: unknown) => void) => Promise<void>;
  /** Stops using this phone's key (the password asks from then on); harmless to anyone: it only asks more. */
  forgetDeviceKey: () => Promise<void>;
}

function useOutcomeWords() {
  const t = useT();
  return (outcome: Exclude<PasswordOutcome, { open: true }>): string => {
    if (outcome.reason === 'refused') return outcome.message;
    if (outcome.reason === 'wrong') return t('payslip.gate.wrongOnDevice', { left: outcome.left });
    return t(`payslip.gate.${outcome.reason}`);
  };
}

async function enrollQuietly(db: UserDb): Promise<void> {
  const user = session.value?.userInfo;
  if (!user) return;
  try {
    const key = await registerDeviceKey({
      userId: user.userId,
      account: user.userAccount,
      name: user.userName,
    });
    if (key) await keepDeviceKey(db, key);
  } catch {
    // The person cancelled, or the phone refused: the password opened the slips, nothing else is lost.
  }
}

export function usePayslipGate(db: UserDb, online: boolean): PayslipGate {
  const t = useT();
  const words = useOutcomeWords();
  const [keys, setKeys] = useState<GateKeys | null>(null);
  const [platform, setPlatform] = useState(false);
  const [busy, setBusy] = useState(false);
  const [passwordError, setPasswordError] = useState<string>();
  const [keyError, setKeyError] = useState<string>();
  // A platform server lacks the call (or there is no signal): the password, as the platform asks it.
  const { live } = useLiveRead(listWaysIn, online);
  const hasPassword = live.state !== 'shown' || live.value.hasPassword;

  useEffect(() => {
    void readGateKeys(db).then(setKeys);
    void hasPlatformAuthenticator().then(setPlatform);
  }, [db]);

  const byDeviceKey = useCallback(async () => {
    if (!keys?.deviceKey) return;
    setBusy(true);
    setKeyError(undefined);
    const verified = await verifyWithDeviceKey(keys.deviceKey).catch(() => false);
    setBusy(false);
    if (verified) openGate(db.name);
    else setKeyError(t('payslip.gate.deviceKeyFailed'));
  }, [db, keys, t]);

  const byPassword = useCallback(
    async (password: string, enroll: boolean) => {
      if (!password) return setPasswordError(t('payslip.gate.passwordRequired'));
      setBusy(true);
      setPasswordError(undefined);
      try {
        const outcome = await checkPassword(db, password, online);
        if (outcome.open && enroll) await enrollQuietly(db);
        if (outcome.open) openGate(db.name);
        else setPasswordError(words(outcome));
      } catch (err) {
        // The phone's storage or crypto failed: said under the field, the gate stays usable.
        setPasswordError(err instanceof Error ? err.message : String(err));
      } finally {
        setBusy(false);
      }
    },
    [db, online, t, words],
  );

  const byCode = useCallback(
    async (reauthCode: string, enroll: boolean, refused: (err: unknown) => void) => {
      setBusy(true);
      try {
        await unlockOnServer({ reauthCode });
        if (enroll) await enrollQuietly(db);
        openGate(db.name);
      } catch (err) {
        refused(err);
      } finally {
        setBusy(false);
      }
    },
    [db],
  );

  const forgetDeviceKey = useCallback(async () => {
    await forgetKey(db);
    setKeyError(undefined);
    setKeys(await readGateKeys(db));
  }, [db]);

  return {
    keys,
    platform,
    busy,
    passwordError,
    keyError,
    hasPassword,
    byDeviceKey,
    byPassword,
    byCode,
    forgetDeviceKey,
  };
}
