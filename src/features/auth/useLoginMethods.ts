/**
 * The ways in the server offers besides the password (its LoginMethods): SMS codes, DingTalk and its corp id.
 * `undefined` while asking, `null` when it cannot say (offline, or a platform server without the call) —
 * then nothing beyond the password is offered. Asked again when `online` turns true; the last answer stays
 * meanwhile (what needs the network checks `online` itself).
 */
import { useEffect, useState } from 'react';
import type { LoginMethods } from '../../../contract/auth';
import { loginMethods } from '../../api/auth';

export function useLoginMethods(online = true): LoginMethods | null | undefined {
  const [methods, setMethods] = useState<LoginMethods | null | undefined>(undefined);
  useEffect(() => {
    if (!online) return;
    let live = true;
    loginMethods().then(
      (m) => live && setMethods(m),
      () => live && setMethods(null),
    );
    return () => {
      live = false;
    };
  }, [online]);
  return methods;
}
