/**
 * 个人资料's local side (issue #17): the last copy of `GET BaseInfo` in `kv` (so the page reads offline, with
 * its time), and the person's changes queued in the outbox (streams `personal:fields` and `personal:head`): fields as
 * `PUT BaseInfo` with only what changed, a head as its cropped picture uploaded to `userAvatar` and then
 * `PUT Avatar/{name}`. What the page shows is the copy with every change not yet in it laid over, in the
 * order made (`shownInfo`, pure), so a change shows at once and stays shown until the server has it.
 */
import { baseInfo, type BaseInfo, type SelfField } from '../../../../contract/personal';
import {
  AVATAR_KIND,
  BASE_INFO_KIND,
  PERSONAL_FIELDS_STREAM,
  PERSONAL_HEAD_STREAM,
} from '../../../../core/store/outboxKinds';
import { BASE_INFO_PATH, avatarPath, uploadNameOf } from '../../../../contract/personalPaths';
import { downloadPath } from '../../../../contract/file';
import { enqueueWrite, serverWait, type FileRow, type OutboxRow, type UserDb } from '../../../data';
import { readKvCopy, writeKvCopy, type Copy } from '../../../../core/store/kvCopy';
import { request } from '../../../api/http';

export const BASE_INFO_KEY = 'personal.baseInfo';

export type CachedBaseInfo = Copy<BaseInfo>;
export type SelfPatch = Partial<Record<SelfField, string>>;

/** The stored copy, or null when there is none or an older version's copy no longer fits the contract. */
export const readBaseInfo = (db: UserDb): Promise<CachedBaseInfo | null> =>
  readKvCopy(db, BASE_INFO_KEY, baseInfo);

/** Fetches the record; the copy's time is when it was asked for, so a change delivered meanwhile stays laid over. */
export async function refreshBaseInfo(db: UserDb, now = Date.now): Promise<void> {
  const askedAt = now();
  const data = await request(BASE_INFO_PATH, { schema: baseInfo, report: false });
  await writeKvCopy(db, BASE_INFO_KEY, data, askedAt);
}

/** One's personal rows of the outbox, oldest first. */
export function personalRows(db: UserDb): Promise<OutboxRow[]> {
  return db.outbox.where('stream').anyOf([PERSONAL_FIELDS_STREAM, PERSONAL_HEAD_STREAM]).sortBy('createdAt');
}

const refusedOf = (db: UserDb, stream: string) =>
  db.outbox
    .where('stream')
    .equals(stream)
    .filter((r) => r.state === 'failed')
    .sortBy('createdAt');

/** A change the copy may not hold yet: not refused, and either still going or delivered since the copy was asked for. */
const notInCopy = (row: OutboxRow, fetchedAt: number) =>
  row.state === 'queued' ||
  row.state === 'sending' ||
  (row.state === 'done' && (row.doneAt ?? row.createdAt) >= fetchedAt);

export interface OwnHead {
  /** The server's head as it is (or, once a new one is delivered, will be read): a download path, '' none. */
  avatar: string;
  /** The file of the newest head not yet delivered: its picture on this device. */
  pendingHead: string | null;
}

export interface ShownInfo extends Omit<OwnHead, 'avatar'> {
  info: CachedBaseInfo;
  /** Fields with a change not yet delivered (marked 同步中 on the page). */
  pending: ReadonlySet<SelfField>;
  /** The newest refused change's words (the sync centre resends or discards it). */
  refused: string | null;
  /** The server's words when it asked a change (a new head over the upload rate) to come back later. */
  waiting: string | null;
}

/** The head of a copy (`avatar`, fetched at `fetchedAt`) with the new heads it does not hold. Pure. */
export function headOf(avatar: string, fetchedAt: number, rows: readonly OutboxRow[]): OwnHead {
  let head: OwnHead = { avatar, pendingHead: null };
  for (const row of rows) {
    if (row.kind !== AVATAR_KIND || !notInCopy(row, fetchedAt)) continue;
    head =
      row.state === 'done'
        ? { avatar: downloadPath('userAvatar', uploadNameOf(row.url)), pendingHead: null }
        : { ...head, pendingHead: row.fileIds[0] ?? null };
  }
  return head;
}

/** The copy with the changes it does not hold laid over, in order. Pure. */
export function shownInfo(copy: CachedBaseInfo, rows: readonly OutboxRow[]): ShownInfo {
  const { avatar, pendingHead } = headOf(copy.avatar, copy.fetchedAt, rows);
  let info = { ...copy, avatar };
  const pending = new Set<SelfField>();
  let refused: string | null = null;
  let waiting: string | null = null;
  for (const row of rows) {
    if (row.state === 'failed') refused = row.lastError ?? '';
    waiting = serverWait(row) ?? waiting;
    if (row.kind !== BASE_INFO_KIND || !notInCopy(row, copy.fetchedAt)) continue;
    const patch = row.body as SelfPatch;
    info = { ...info, ...patch };
    if (row.state !== 'done') for (const field of Object.keys(patch) as SelfField[]) pending.add(field);
  }
  return { info, pending, pendingHead, refused, waiting };
}

/**
 * Queues the changed fields ('' clears one); nothing when nothing changed. A change the server refused is
 * not lost and does not block the next: its fields go out again with this one's (this one's win), and it
 * is replaced in the same transaction.
 */
export async function queueBaseInfo(db: UserDb, userId: string, patch: SelfPatch): Promise<OutboxRow | null> {
  if (Object.keys(patch).length === 0) return null;
  const refused = await refusedOf(db, PERSONAL_FIELDS_STREAM);
  const body: SelfPatch = Object.assign({}, ...refused.map((r) => r.body as SelfPatch), patch);
  return enqueueWrite(db, {
    userId,
    kind: BASE_INFO_KIND,
    stream: PERSONAL_FIELDS_STREAM,
    method: 'PUT',
    url: BASE_INFO_PATH,
    body,
    replacesFailed: true,
  });
}

/**
 * Queues a new head (a refused one is replaced): the picture kept on this device until delivered, the row's path naming it once
 * uploaded (workers/outbox/upload.ts). The placeholder path is never sent: the upload comes first.
 */
export async function queueAvatar(
  db: UserDb,
  userId: string,
  picture: Blob,
  now = Date.now(),
): Promise<OutboxRow> {
  const file: FileRow = {
    id: crypto.randomUUID(),
    name: 'head.jpg',
    type: picture.type || 'image/jpeg',
    blob: picture,
    uploadedUrl: null,
    createdAt: now,
  };
  // The refused head it replaces leaves no picture behind.
  const refusedFiles = (await refusedOf(db, PERSONAL_HEAD_STREAM)).flatMap((r) => r.fileIds);
  return enqueueWrite(
    db,
    {
      userId,
      kind: AVATAR_KIND,
      stream: PERSONAL_HEAD_STREAM,
      method: 'PUT',
      url: avatarPath(file.id),
      body: {},
      fileIds: [file.id],
      // A new head supersedes one the server refused.
      replacesFailed: true,
    },
    async (tables) => {
      await tables.files.bulkDelete(refusedFiles);
      await tables.files.add(file);
    },
  );
}
