/** Password sign-in: Login → CurrentUser with the new token → save the spec §3 keys → start the worker. */
import { fetchCurrentUser, login } from '../../api/auth';
import { saveSession, session } from '../../session/session';

export async function signIn(account: string, password: string): Promise<void> {
  const { token } = await login(account.trim(), password);
  const user = await fetchCurrentUser(token);
  saveSession(token, user);
}

/** Refreshes the stored user after start-up when online; a stale copy keeps showing meanwhile. */
export async function refreshCurrentUser(): Promise<void> {
  const s = session.peek();
  if (!s || !navigator.onLine) return;
  const user = await fetchCurrentUser();
  if (session.peek()?.token === s.token) saveSession(s.token, user);
}
