/**
 * The services one module lends the others through AppContext, declared on the ground floor so that
 * context.ts imports no module: modules/file/contents.ts keeps upload bytes, modules/push/sender.ts sends
 * Web Push, and buildApp (app.ts) wires each in.
 */
import type { ReadStream } from 'node:fs';
import type { PushPayload, UploadType } from '../contract';

export type StoredName = { type: UploadType; fileName: string };

/** Where an upload's bytes live (the database row, or a file beside the embedded database). */
export interface FileContents {
  /** Keeps the bytes; returns what the row's `content` column holds (empty when they went to disk). */
  save(file: StoredName, bytes: Buffer): Promise<Buffer>;
  /** Forgets bytes saved for a row that was not written (a repeat, a failed transaction). */
  discard(file: StoredName): Promise<void>;
  /** The bytes of a stored row: its own column, or the file beside the database. */
  open(file: StoredName & { size: number; content: Buffer }): Buffer | ReadStream;
}

export type Urgency = 'very-low' | 'low' | 'normal' | 'high';
export type PushOptions = { ttlSeconds: number; urgency: Urgency };

/** Web Push to users without an open socket; answers how many subscriptions took the message. */
export interface PushSending {
  toUsers(userIds: readonly string[], payload: PushPayload, options: PushOptions): Promise<number>;
}
