/**
 * Signals the UI reads to show where sync stands: the chat socket's connection state, the server clock
 * offset learned at the last contact, the unread counts from initMessage, the reference-data sync, and
 * the browser's own online/offline flag.
 */
import { signal } from '@preact/signals-react';
import type { ConnectionState, InitInfo, ReferenceStatus } from '../../workers/types';

export const connection = signal<ConnectionState>('offline');
const OFFSET_KEY = 'serverOffsetMs';

function storedOffset(): number | null {
  try {
    const value = Number(localStorage.getItem(OFFSET_KEY) ?? NaN);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * serverTime − deviceTime learned at the last contact (ARCHITECTURE §5), kept across reloads so a punch
 * taken after an offline restart still carries it; null until this device has ever reached the server.
 */
export const serverOffsetMs = signal<number | null>(storedOffset());

serverOffsetMs.subscribe((value) => {
  try {
    if (value !== null) localStorage.setItem(OFFSET_KEY, String(Math.round(value)));
  } catch {
    // Storage refused (private mode, quota): the offset is still known for this page's life.
  }
});
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
