/**
 * What the Address Book shows before its list: loading, the list, an honest empty state when the
 * directory was never fetched and the device is offline, syncing, or a failed first sync.
 */
export type DirectoryState = 'loading' | 'ready' | 'empty' | 'syncing' | 'neverOffline' | 'failed';

export interface DirectoryFacts {
  /** undefined while the local read runs. */
  people: number | undefined;
  fetchedAt: number | null;
  online: boolean;
  /** The last directory refresh failed. */
  failed: boolean;
}

export function directoryState({ people, fetchedAt, online, failed }: DirectoryFacts): DirectoryState {
  if (people === undefined) return 'loading';
  if (people > 0) return 'ready';
  // Fetched, and nobody there: a real empty directory, not a missing one.
  if (fetchedAt !== null) return 'empty';
  if (!online) return 'neverOffline';
  return failed ? 'failed' : 'syncing';
}
