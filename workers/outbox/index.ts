/** The outbox flusher (ARCHITECTURE §4), for the worker, the service worker and the bench. See README.md. */
export { flushOutbox, emptyReport, tokenTag, LEASE_MS, type FlushDeps, type FlushOptions } from './flush';
export { OUTBOX_POLICY, decide, retryDelayMs, type Answer, type Decision, type OutboxAction } from './policy';
export { resumeOutbox, type ResumeResult } from './pause';
export { OutboxRunner, type OutboxListener, type OutboxRunnerOptions } from './runner';
export { flushInBackground, OUTBOX_SYNC_TAG, RowsStillWaiting } from './background';
export { defaultLock, lockName, memoryLocks, webLocks, type OutboxLock } from './lock';
export type { OutboxSession } from './send';
export type { Uploader, UploadResult } from './upload';
