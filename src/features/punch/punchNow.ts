/**
 * 打卡: one press becomes one punch — the PunchRow listed at once, its photo Blob kept in `files`, and the
 * outbox row that delivers it (POST PUNCH_PATH on its own stream `punch:<id>`) — all in ONE enqueueWrite
 * transaction, so a confirmed punch survives a killed tab and is sent exactly once, online or not. The
 * outbox uploads the photo first and fills `photoUrl` in; it writes the server's record back.
 */
import { z } from 'zod/mini';
import { PUNCH_PATH, punchBody, type PunchBody, type PunchSite } from '../../../contract';
import { enqueueWrite, type FileRow, type PunchRow, type UserDb } from '../../data';
import { siteFixOf } from './siteFix';

export const PUNCH_KIND = 'punch';
/**
 * Each punch is its own stream (`punch:<punch id>`): punches are independent, so one that waits for a retry
 * or was rejected never holds up the others (ARCHITECTURE §4).
 */
export const PUNCH_STREAM = 'punch';
export const punchStream = (punchId: string): string => `${PUNCH_STREAM}:${punchId}`;
/** A press this soon after the last punch is the same punch (a double tap), not a second one. */
export const REPEAT_WINDOW_MS = 3_000;

export interface PunchPosition {
  latitude: number;
  longitude: number;
  accuracy: number;
}

export interface PunchPhoto {
  name: string;
  type: string;
  blob: Blob;
}

export interface PunchInput {
  userId: string;
  position: PunchPosition;
  /** The local `punchSites`; empty when none are synced (the server then judges the punch). */
  sites: readonly PunchSite[];
  remark: string;
  photo: PunchPhoto | null;
  /** server − device (ms) known now; null when never learned. */
  serverOffsetMs: number | null;
}

export interface PunchResult {
  punch: PunchRow;
  /** False when the press was a repeat and `punch` is the one already taken. */
  created: boolean;
}

/** The contract refuses the punch; `field` is the body field it names (`accuracy`, `remark` …). */
export class PunchRejected extends Error {
  constructor(readonly field: string) {
    super(`punch rejected: ${field}`);
  }
}

/** Thrown inside the transaction to abort it when the press repeats the last punch. */
class RepeatedPress extends Error {
  constructor(readonly punch: PunchRow) {
    super('repeated press');
  }
}

export function bodyOf(input: PunchInput, now: number): PunchBody {
  const { latitude, longitude, accuracy } = input.position;
  const offset = input.serverOffsetMs;
  const body: PunchBody = {
    punchedAt: Math.round(now),
    serverOffsetMs: offset === null ? null : Math.round(offset),
    latitude,
    longitude,
    accuracy,
    remark: input.remark.trim(),
    photoUrl: null,
  };
  const parsed = z.safeParse(punchBody, body);
  if (!parsed.success) throw new PunchRejected(String(parsed.error.issues[0]?.path[0] ?? 'body'));
  return body;
}

const fileRowOf = (photo: PunchPhoto, id: string, now: number): FileRow => ({
  id,
  name: photo.name,
  type: photo.type,
  blob: photo.blob,
  uploadedUrl: null,
  createdAt: now,
});

export interface PunchOptions {
  now?: number;
  newId?: () => string;
}

/** Punches being written, per database: a second press meanwhile gets the first one's punch. */
const writing = new WeakMap<UserDb, Promise<PunchResult>>();

/**
 * Takes the punch. Resolves once it has committed; a press while one is being written, or within
 * REPEAT_WINDOW_MS of the last punch, resolves with that punch (`created: false`) and writes nothing.
 * Throws PunchRejected when the contract refuses the body (an accuracy beyond 100 km, a remark too long).
 */
export function punchNow(db: UserDb, input: PunchInput, options: PunchOptions = {}): Promise<PunchResult> {
  const running = writing.get(db);
  if (running) return running.then(({ punch }) => ({ punch, created: false }));
  const mine = write(db, input, options).finally(() => writing.delete(db));
  writing.set(db, mine);
  return mine;
}

async function write(db: UserDb, input: PunchInput, options: PunchOptions): Promise<PunchResult> {
  const { now = Date.now(), newId = () => crypto.randomUUID() } = options;
  const body = bodyOf(input, now);
  const photo = input.photo ? fileRowOf(input.photo, newId(), now) : null;
  const {
    radiusM: _radius,
    bearing: _bearing,
    ...site
  } = siteFixOf(input.sites, body.latitude, body.longitude);
  const taken: Omit<PunchRow, 'outboxId'> = {
    id: newId(),
    userId: input.userId,
    punchedAt: body.punchedAt,
    serverOffsetMs: body.serverOffsetMs,
    latitude: body.latitude,
    longitude: body.longitude,
    accuracy: body.accuracy,
    ...site,
    remark: body.remark,
    photoFileId: photo?.id ?? null,
  };
  try {
    const row = await enqueueWrite(
      db,
      {
        userId: input.userId,
        kind: PUNCH_KIND,
        stream: punchStream(taken.id),
        method: 'POST',
        url: PUNCH_PATH,
        body,
        fileIds: photo ? [photo.id] : [],
        serverOffsetMs: body.serverOffsetMs ?? undefined,
      },
      async (tables, outboxRow) => {
        // Read inside the transaction: two tabs pressing at once still make one punch.
        const last = await tables.punches.orderBy('punchedAt').last();
        if (last && Math.abs(now - last.punchedAt) < REPEAT_WINDOW_MS) throw new RepeatedPress(last);
        if (photo) await tables.files.add(photo);
        await tables.punches.add({ ...taken, outboxId: outboxRow.id });
      },
      { now, newId },
    );
    return { punch: { ...taken, outboxId: row.id }, created: true };
  } catch (e) {
    if (e instanceof RepeatedPress) return { punch: e.punch, created: false };
    throw e;
  }
}
