/**
 * Hook for components: where the reference-data sync stands (per dataset: fetched at, rows, error), and one
 * dataset's standing in the words every cached screen uses (FetchStatus, src/ui/FreshnessLine.tsx).
 */
import { useSignals } from '@preact/signals-react/runtime';
import type { FetchStatus } from '../data';
import type { DatasetName, ReferenceStatus } from '../../workers/types';
import { networkOnline, referenceSync } from './signals';

export function useReferenceSync(): ReferenceStatus {
  useSignals();
  return referenceSync.value;
}

/** A dataset's standing: offline, being refreshed, its last refresh failed, or fresh. */
export function datasetStatus(online: boolean, sync: ReferenceStatus, dataset: DatasetName): FetchStatus {
  if (!online) return 'offline';
  if (sync.state === 'syncing') return 'loading';
  return sync.datasets[dataset]?.error === undefined ? 'fresh' : 'failed';
}

/** useReferenceSync for one dataset, with the network's state. */
export function useDatasetStatus(dataset: DatasetName): FetchStatus {
  useSignals();
  return datasetStatus(networkOnline.value, referenceSync.value, dataset);
}
