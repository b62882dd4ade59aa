/**
 * Entry of the module worker (created by src/sync): exposes the worker API over Comlink and releases
 * the UI's callback proxy when a session stops, so its message port does not leak.
 */
import * as Comlink from 'comlink';
import { createWorkerApi } from './api';
import type { SyncCallbacks } from './types';

type Releasable = Partial<Record<typeof Comlink.releaseProxy, () => void>>;

const api = createWorkerApi({}, (callbacks) =>
  (callbacks as SyncCallbacks & Releasable)[Comlink.releaseProxy]?.(),
);

Comlink.expose(api);
