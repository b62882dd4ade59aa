/**
 * The chat's side of the worker door (issue #15): a chat on screen (read, its newest page asked for), off
 * screen, its older pages, and the conversation list pulled again. The worker writes what it learns to Dexie;
 * screens read it from there. Without a running worker (signed out, tests) each is a no-op answering "no".
 * Opening and closing are in client.ts: a chat opened before the worker runs is told to it once it starts.
 */
import { runningWorker } from './client';

/** Asks the next older page; false when all of it is here or it cannot be asked now. */
export async function loadOlderChat(partner: string): Promise<boolean> {
  return (
    (await runningWorker()
      ?.loadOlderChat(partner)
      .catch(() => false)) ?? false
  );
}

/** Pulls the conversation list; false when the server could not be reached. */
export async function refreshConversations(): Promise<boolean> {
  const worker = runningWorker();
  if (!worker) return false;
  return worker.refreshConversations().then(
    () => true,
    () => false,
  );
}
