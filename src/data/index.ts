/** Local data: the per-user Dexie database and its row types. */
export * from './db';
export type * from './types';
