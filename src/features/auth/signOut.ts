/** Sign-out: revoke the token on the server when reachable, but never wait for it to leave. */
import { logout } from '../../api/auth';
import { setActiveDb } from '../../data/active';
import { stopSync } from '../../sync';
import { clearSession, session } from '../../session/session';

export function signOut(): void {
  const token = session.peek()?.token;
  if (token) logout(token).catch(() => undefined);
  stopSync();
  setActiveDb(null);
  clearSession();
}
