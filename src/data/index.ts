/** Local data for the UI thread: the per-user Dexie database, the active one, and the row types. */
export * from './db';
export * from './datasetStore';
export * from './active';
export * from './outbox';
export * from './outboxView';
export * from './outboxKinds';
export type * from './types';
export * from './useCachedRead';
