/**
 * 更多流程's data through the one cached-read mechanism (src/data/useCachedRead.ts): the stored flows (live
 * from Dexie `kv`, so the page opens offline), fetched again when the page opens online or the network
 * returns, and on pull-to-refresh.
 */
import { useCallback } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useCachedRead, type CachedRead, type UserDb } from '../../../data';
import { networkOnline } from '../../../sync';
import { readEngines, type StoredEngines } from './flowEngineStore';
import { refreshEngines } from './flowListSync';

export function useFlowEngines(db: UserDb | null): CachedRead<StoredEngines> {
  useSignals();
  const read = useCallback(async () => (db ? readEngines(db) : null), [db]);
  const fetch = useCallback(async () => (db ? refreshEngines(db) : undefined), [db]);
  const state = useCachedRead(db?.name ?? '', read, fetch, networkOnline.value);
  // Until the user's database is open there is nothing to show yet, not "nothing stored".
  return db ? state : { ...state, row: undefined };
}
