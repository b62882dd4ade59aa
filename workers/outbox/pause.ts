/**
 * Pause and resume (ARCHITECTURE §4): a body code 600–602 pauses the user's whole outbox, its rows stay
 * queued, and only the same user signing in again — a new token — resumes it. The pause is a record in the
 * user's own database, so the worker of every tab and the service worker all respect it.
 */
import { userDbName, type UserDb } from '../../core/store/db';
import { clearPause, readPause } from '../../core/store/outboxStore';
import type { OutboxPause } from '../../core/store/types';
import { tokenTag } from './flush';
import type { OutboxSession } from './send';

export type ResumeResult =
  | { state: 'not-paused' }
  | { state: 'resumed' }
  /** The session still carries the token the server refused: the session is over, tell the UI again. */
  | { state: 'still-paused'; pause: OutboxPause };

/**
 * Resumes `session.userId`'s outbox when it was paused under another token. Refuses a database that is
 * not that user's on that server (the rows of one user never go out with another's token).
 */
export async function resumeOutbox(db: UserDb, session: OutboxSession): Promise<ResumeResult> {
  if (db.name !== userDbName(session.serverUrl, session.userId)) {
    throw new Error(`outbox ${db.name} does not belong to user ${session.userId}`);
  }
  const pause = await readPause(db);
  if (!pause) return { state: 'not-paused' };
  if (pause.tokenTag === tokenTag(session.token)) return { state: 'still-paused', pause };
  await clearPause(db);
  return { state: 'resumed' };
}
