/**
 * The sync door for the app: start/stop the worker for a session, refresh reference data on demand, open
 * and page chats, the outbox (its live summary for the sync centre and the user's actions on it), and the signals that report
 * on them.
 */
export {
  closeChat,
  openChat,
  refreshReference,
  refreshTodo,
  startSync,
  stopSync,
  syncStatus,
} from './client';
export { loadOlderChat, refreshConversations } from './chat';
export { flushNow, outbox } from './outbox';
export { discard, resend } from './outboxActions';
export { registerOutboxSync } from './backgroundSync';
export { useOutbox } from './useOutbox';
export { onSessionEnded } from './sessionEnded';
export { connection, lastInit, networkOnline, referenceSync, serverOffsetMs } from './signals';
export { useConnection } from './useConnection';
export { datasetStatus, useDatasetStatus, useReferenceSync } from './useReferenceSync';
export { DATASET_NAMES } from '../../workers/types';
export type { OutboxItem, OutboxSummary } from '../../core/store/outboxView';
export type {
  ConnectionState,
  OutboxFlushReport,
  DatasetName,
  DatasetStatus,
  InitInfo,
  ReferenceStatus,
  SyncSession,
  SyncStatus,
} from '../../workers/types';
