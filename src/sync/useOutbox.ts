/** Hook for components (sync centre, Me-tab badge): the outbox counts and rows, re-rendering as they change. */
import { useSignals } from '@preact/signals-react/runtime';
import type { OutboxSummary } from '../../core/store/outboxView';
import { outbox } from './outbox';

export function useOutbox(): OutboxSummary {
  useSignals();
  return outbox.value;
}
