/**
 * The to-do count on the tab bar (业务办理): the total of the stored to-do page, kept live by a Dexie live
 * query on the signed-in user's database, so it shows on every tab, offline too. Dexie is loaded on demand,
 * as src/sync/outbox.ts does, to keep it out of the first screen's bundle.
 */
import { signal } from '@preact/signals-react';
import { activeDb, onActiveDbChange } from '../data/active';

/** The stored to-do list's key in the flowLists table (the workflow lists' FlowListKind 'todo'). */
const TODO = 'todo';

export const todoCount = signal(0);

let subscription: { unsubscribe(): void } | null = null;

async function bind(): Promise<void> {
  subscription?.unsubscribe();
  subscription = null;
  todoCount.value = 0;
  const db = activeDb();
  if (!db) return;
  const { liveQuery } = await import('../data/db');
  if (activeDb() !== db) return;
  subscription = liveQuery(() => db.flowLists.get(TODO)).subscribe({
    next: (row) => {
      if (activeDb() === db) todoCount.value = Math.max(0, row?.total ?? 0);
    },
    // The database closed under the query (sign-out); the next one binds afresh.
    error: () => undefined,
  });
}

onActiveDbChange(() => void bind());
void bind();
