/**
 * Signals the UI reads to show where sync stands: the chat socket's connection state, the server clock
 * offset learned at the last contact, the unread counts from initMessage, the reference-data sync, and
 * the browser's own online/offline flag.
 */
import { signal } from '@preact/signals-react';
import type { ConnectionState, InitInfo, ReferenceStatus } from '../../workers/types';

export const connection = signal<ConnectionState>('offline');
/** serverTime − deviceTime, or null before the first contact of this page's life. */
export const serverOffsetMs = signal<number | null>(null);
/** The unread counts of the last initMessage (the badge rules of spec §4 start from these). */
export const lastInit = signal<InitInfo | null>(null);

export const NO_REFERENCE_SYNC: ReferenceStatus = { state: 'idle', datasets: {} };
/** Reference data (dictionaries, organisation, directory, areas): per dataset, when it was last fetched. */
export const referenceSync = signal<ReferenceStatus>(NO_REFERENCE_SYNC);

const browserOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

export const networkOnline = signal<boolean>(browserOnline());

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => (networkOnline.value = true));
  window.addEventListener('offline', () => (networkOnline.value = false));
}
