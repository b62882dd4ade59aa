/**
 * The sync door for the app: start/stop the worker for a session, refresh reference data on demand, and
 * the signals that report on them.
 */
export { refreshReference, startSync, stopSync, syncStatus } from './client';
export { onSessionEnded } from './sessionEnded';
export { connection, lastInit, networkOnline, referenceSync, serverOffsetMs } from './signals';
export { useConnection } from './useConnection';
export { useReferenceSync } from './useReferenceSync';
export { DATASET_NAMES } from '../../workers/types';
export type {
  ConnectionState,
  DatasetName,
  DatasetStatus,
  InitInfo,
  ReferenceStatus,
  SyncSession,
  SyncStatus,
} from '../../workers/types';
