/**
 * Sign-out: this device's notifications off (a shared phone never shows the previous nurse's messages) and
 * the token revoked on the server when reachable, but never waiting for either. Inside DingTalk the tab
 * then stays at the login page rather than being signed straight back in.
 */
import { logout } from '../../api/auth';
import { setActiveDb } from '../../data/active';
import { stopSync } from '../../sync/client';
import { disablePush } from '../../sync/webPush';
import { clearSession, noteSignedOut, session } from '../../session/session';

export function signOut(): void {
  const token = session.peek()?.token;
  if (token)
    void disablePush(token)
      .catch(() => undefined)
      .then(() => logout(token))
      .catch(() => undefined);
  noteSignedOut();
  stopSync();
  setActiveDb(null);
  clearSession();
}
