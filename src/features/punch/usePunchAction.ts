/**
 * The 打卡 press: takes the punch through punchNow with what the screen holds and the server offset known
 * at this moment; a second tap before React has re-rendered is ignored here, and punchNow itself folds a
 * repeated press into the punch already taken. Failures are told in words.
 */
import { useCallback, useRef, useState } from 'react';
import type { UserDb } from '../../data';
import { isQuotaError } from '../../forms';
import { useT } from '../../i18n';
import { serverOffsetMs } from '../../sync';
import { toast } from '../../ui/toast';
import { PunchRejected, punchNow, type PunchInput, type PunchResult } from './punchNow';

export type PressInput = Omit<PunchInput, 'userId' | 'serverOffsetMs'>;

const REJECTED: Readonly<Record<string, string>> = {
  accuracy: 'punch.lowAccuracy',
  remark: 'punch.remarkTooLong',
};

function failureKey(e: unknown): string {
  if (e instanceof PunchRejected) return REJECTED[e.field] ?? 'punch.invalid';
  return isQuotaError(e) ? 'punch.storageFull' : 'punch.saveFailed';
}

export function usePunchAction(db: UserDb, userId: string) {
  const t = useT();
  const pressing = useRef(false);
  const [busy, setBusy] = useState(false);
  const press = useCallback(
    async (input: PressInput): Promise<PunchResult | null> => {
      if (pressing.current) return null;
      pressing.current = true;
      setBusy(true);
      try {
        return await punchNow(db, { ...input, userId, serverOffsetMs: serverOffsetMs.peek() });
      } catch (e) {
        toast(t(failureKey(e)));
        return null;
      } finally {
        pressing.current = false;
        setBusy(false);
      }
    },
    [db, userId, t],
  );
  return { busy, press };
}
