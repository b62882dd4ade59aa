/** Hook for components: where the reference-data sync stands (per dataset: fetched at, rows, error). */
import { useSignals } from '@preact/signals-react/runtime';
import type { ReferenceStatus } from '../../workers/types';
import { referenceSync } from './signals';

export function useReferenceSync(): ReferenceStatus {
  useSignals();
  return referenceSync.value;
}
