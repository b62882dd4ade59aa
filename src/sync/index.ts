/** The sync door for the app: start/stop the worker for a session, and the signals that report on it. */
export { startSync, stopSync, syncStatus } from './client';
export { onSessionEnded } from './sessionEnded';
export { connection, lastInit, networkOnline, serverOffsetMs } from './signals';
export { useConnection } from './useConnection';
export type { ConnectionState, InitInfo, SyncSession, SyncStatus } from '../../workers/types';
