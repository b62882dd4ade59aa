/** Hook for components: the socket's connection state, re-rendering when it changes. */
import { useSignals } from '@preact/signals-react/runtime';
import type { ConnectionState } from '../../workers/types';
import { connection } from './signals';

export function useConnection(): ConnectionState {
  useSignals();
  return connection.value;
}
