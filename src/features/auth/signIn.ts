/**
 * Signing in by password (Login) or SMS code (LoginSms): then CurrentUser with the new token → save the spec
 * §3 keys → the shell starts the worker.
 */
import { fetchCurrentUser, login } from '../../api/auth';
import { forgetSignOut, saveSession, session } from '../../session/session';

/** A proven person's new token: their CurrentUser, then the session (the SMS form signs in through it too). */
export async function startWith(token: string): Promise<void> {
  const user = await fetchCurrentUser(token);
  forgetSignOut();
  saveSession(token, user);
}

export async function signIn(account: string, password: string): Promise<void> {
  await startWith((await login(account.trim(), password)).token);
}

/** Refreshes the stored user after start-up when online; a stale copy keeps showing meanwhile. */
export async function refreshCurrentUser(): Promise<void> {
  const s = session.peek();
  if (!s || !navigator.onLine) return;
  const user = await fetchCurrentUser();
  if (session.peek()?.token === s.token) saveSession(s.token, user);
}
