/**
 * The signed-in user's open database, for the UI thread: set by the session lifecycle once
 * openUserDb resolves, cleared on sign-out. `useActiveDb()` re-renders when it changes;
 * `onActiveDbChange` tells non-React code (src/sync).
 */
import { useSyncExternalStore } from 'react';
import type { UserDb } from '../../core/store/db';

let active: UserDb | null = null;
const listeners = new Set<() => void>();

export function setActiveDb(db: UserDb | null): void {
  active = db;
  for (const fn of listeners) fn();
}

export function activeDb(): UserDb | null {
  return active;
}

/** Calls `fn` whenever the active database changes (the outbox summary rebinds its live query). */
export function onActiveDbChange(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** The active user database, or null before sign-in (or while it opens). */
export function useActiveDb(): UserDb | null {
  return useSyncExternalStore(onActiveDbChange, activeDb, activeDb);
}
