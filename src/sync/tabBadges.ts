/**
 * The counts on the tab bar, each kept live by a Dexie live query on the signed-in user's database, so they
 * show on every tab, offline too: the Messages badge (the chat summary the worker keeps, spec §4) and the
 * to-do count on 业务办理 (the total of the stored to-do page). Dexie is loaded on demand, as
 * src/sync/outbox.ts does, to keep it out of the first screen's bundle.
 */
import { signal, type Signal } from '@preact/signals-react';
import { CHAT_SUMMARY_KEY, kvValue } from '../../core/store/chatKeys';
import { activeDb, onActiveDbChange } from '../data/active';
import type { UserDb } from '../../core/store/db';

/** The stored to-do list's key in the flowLists table (the workflow lists' FlowListKind 'todo'). */
const TODO = 'todo';

/** A count read live from the active database: 0 before sign-in, never below 0. */
function liveCount(read: (db: UserDb) => Promise<number | undefined>): Signal<number> {
  const count = signal(0);
  let subscription: { unsubscribe(): void } | null = null;
  async function bind(): Promise<void> {
    subscription?.unsubscribe();
    subscription = null;
    count.value = 0;
    const db = activeDb();
    if (!db) return;
    const { liveQuery } = await import('../../core/store/db');
    if (activeDb() !== db) return;
    subscription = liveQuery(() => read(db)).subscribe({
      next: (n) => {
        if (activeDb() === db) count.value = Math.max(0, n ?? 0);
      },
      // The database closed under the query (sign-out); the next one binds afresh.
      error: () => undefined,
    });
  }
  onActiveDbChange(() => void bind());
  void bind();
  return count;
}

export const todoCount = liveCount(async (db) => (await db.flowLists.get(TODO))?.total);

export const messageBadge = liveCount(
  async (db) => (await kvValue<{ badge?: number }>(db, CHAT_SUMMARY_KEY))?.badge,
);
