/**
 * 更多流程's data: the stored flows (live from Dexie `kv`, so the page opens offline), fetched again when
 * the page opens online or the network returns, and on pull-to-refresh. undefined while the first read runs.
 */
import { useCallback, useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useSignals } from '@preact/signals-react/runtime';
import type { UserDb } from '../../../data';
import { networkOnline } from '../../../sync';
import { readEngines, type StoredEngines } from './flowEngineStore';
import { enginesFailed, refreshEngines } from './flowListSync';

export interface FlowEngines {
  stored: StoredEngines | null | undefined;
  online: boolean;
  /** The last fetch failed. */
  failed: boolean;
  refresh: () => Promise<boolean>;
}

export function useFlowEngines(db: UserDb | null): FlowEngines {
  useSignals();
  const online = networkOnline.value;
  const stored = useLiveQuery(async () => (db ? readEngines(db) : undefined), [db]);
  const refresh = useCallback(async () => (db ? refreshEngines(db) : false), [db]);
  useEffect(() => {
    if (online && db) void refreshEngines(db);
  }, [online, db]);
  return { stored, online, failed: enginesFailed.value, refresh };
}
