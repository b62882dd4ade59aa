/** Local data for the UI thread: the per-user Dexie database, the active one, and the row types. */
export * from '../../core/store/db';
export * from '../../core/store/datasetStore';
export * from './active';
export * from '../../core/store/outbox';
export * from '../../core/store/outboxView';
export * from '../../core/store/outboxKinds';
export type * from '../../core/store/types';
export * from './useCachedRead';
