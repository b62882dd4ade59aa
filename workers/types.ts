/**
 * Types shared by the worker and its UI-side face (src/sync): connection state, what the server told
 * us at connect time, the session handed to `start`, the callbacks the UI passes (Comlink proxy), and
 * where the reference-data sync stands.
 */

export type ConnectionState = 'online' | 'connecting' | 'offline';

export interface InitInfo {
  /** serverTime − deviceTime at the last initMessage; add it to Date.now() for server time. */
  serverOffsetMs: number;
  unreadMessageCount: number;
  unreadNoticeCount: number;
}

export interface SyncSession {
  /** Origin of the back end, e.g. `https://hr.example.org` (the socket is on the same host). */
  serverUrl: string;
  /** As returned by login, already prefixed `Bearer `. */
  token: string;
  userId: string;
}

/** Called from the worker; over Comlink each call returns a promise the worker does not wait for. */
export interface SyncCallbacks {
  onState(state: ConnectionState): void | Promise<void>;
  onSessionEnded(msg: string): void | Promise<void>;
  onInit(info: InitInfo): void | Promise<void>;
  /** Where the reference-data sync stands; sent when a refresh starts and when it ends. */
  onReference?(status: ReferenceStatus): void | Promise<void>;
}

export interface SyncStatus {
  state: ConnectionState;
  userId: string | null;
  serverOffsetMs: number | null;
}

/** The reference datasets of issue #3 (and the punch sites of the field punch-card), each one `syncState` row. */
export const DATASET_NAMES = [
  'dictionaries',
  'organizations',
  'departments',
  'positions',
  'users',
  'areas',
  'punchSites',
] as const;
export type DatasetName = (typeof DATASET_NAMES)[number];

export interface DatasetStatus {
  /** When the server last confirmed this dataset (ms), null when it never has on this device. */
  fetchedAt: number | null;
  /** When its local rows last changed. */
  changedAt?: number;
  rows?: number;
  /** Why the last refresh of this dataset failed; absent after a success. */
  error?: string;
}

export type ReferenceState = 'idle' | 'syncing' | 'error';

export interface ReferenceStatus {
  /** `error` when the last refresh left at least one dataset failed. */
  state: ReferenceState;
  lastError?: string;
  /** When the last refresh ended. */
  finishedAt?: number;
  datasets: Partial<Record<DatasetName, DatasetStatus>>;
}

/** The Background Sync tag the UI registers and the service worker's `sync` handler answers. */
export const OUTBOX_SYNC_TAG = 'outbox';

/** What one outbox flush did (workers/outbox/flush.ts); also the answer of the worker's `flushOutbox`. */
export interface OutboxFlushReport {
  /** False when another flusher held the lock, or this one was stopped before it began. */
  ran: boolean;
  /** Requests made (rows sent, attachments not counted). */
  sent: number;
  done: number;
  retried: number;
  failed: number;
  /** Rows with attachments left queued because this flusher has no uploader (tests). */
  held: number;
  /** Set while the user's outbox is paused by a session error; the rows stay queued. */
  paused: { code: number; msg: string } | null;
  /** True when this flush is the one that met the session error. */
  pausedNow: boolean;
  /** When the earliest waiting row (a retry, another flusher's lease) is due; null when none waits. */
  nextDueAt: number | null;
}

/** The report of a flush that sent nothing (`ran: false` when it did not run at all). */
export const emptyReport = (ran: boolean): OutboxFlushReport => ({
  ran,
  sent: 0,
  done: 0,
  retried: 0,
  failed: 0,
  held: 0,
  paused: null,
  pausedNow: false,
  nextDueAt: null,
});
