/**
 * An account's current password and the ones retired before it (table `password_history`), newest first:
 * what a proof checks the current password against (ways-in/proof.ts, cancellation/confirm.ts) and a new
 * password must differ from (permission/password-routes.ts).
 */
import { desc, eq } from 'drizzle-orm';
import { PASSWORD_HISTORY } from '../../contract/password';
import type { Db } from '../db/client';
import { passwordHistory, users } from '../db/schema';
import type { PasswordHash } from './password';

/** The current password and the ones retired before it, newest first: the last PASSWORD_HISTORY in all. */
export async function recentPasswords(db: Db, userId: string): Promise<PasswordHash[]> {
  const [current] = await db
    .select({ salt: users.passwordSalt, hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!current) return [];
  const retired = await db
    .select({ salt: passwordHistory.passwordSalt, hash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.id))
    .limit(PASSWORD_HISTORY - 1);
  return [current, ...retired];
}
