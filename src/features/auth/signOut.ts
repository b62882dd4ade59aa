/**
 * Sign-out: this device's notifications off (a shared phone never shows the previous nurse's messages) and
 * the token revoked on the server when reachable, but never waiting for either.
 */
import { logout } from '../../api/auth';
import { setActiveDb } from '../../data/active';
import { stopSync } from '../../sync/client';
import { disablePush } from '../../sync/webPush';
import { clearSession, session } from '../../session/session';

export function signOut(): void {
  const token = session.peek()?.token;
  if (token)
    void disablePush(token)
      .catch(() => undefined)
      .then(() => logout(token))
      .catch(() => undefined);
  stopSync();
  setActiveDb(null);
  clearSession();
}
