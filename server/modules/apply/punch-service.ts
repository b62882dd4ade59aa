/**
 * Storing and listing field punches. A punch runs inside the transaction `idempotent()` opens: its times
 * come from punch-trust.ts, its place from the nearest site, and a photo must be the caller's own upload.
 * Sent again without an Idempotency-Key, it is stored once by its natural key (person, phone's instant).
 */
import { randomUUID } from 'node:crypto';
import { nearestSite, type PunchBody, type PunchRecord } from '../../../contract';
import type { Db } from '../../db/client';
import { fieldError } from '../../http/envelope';
import { isOwnUpload } from '../file/own-files';
import { PunchRepository, type PunchRow, type PunchWithSite } from './punch-repository';
import { punchFlags, punchTiming, TIME_LIMIT_MS } from './punch-trust';

/** Who punches, when the server received it and the device's clock then (`x-device-time`, or null). */
export type PunchCaller = { userId: string; receivedAt: number; deviceTime: number | null };

async function checkPunch(tx: Db, userId: string, body: PunchBody): Promise<void> {
  if (body.punchedAt > TIME_LIMIT_MS) throw fieldError('punchedAt', '打卡时间无效');
  if (body.serverOffsetMs !== null && Math.abs(body.serverOffsetMs) > TIME_LIMIT_MS)
    throw fieldError('serverOffsetMs', '与服务器的时间差无效');
  if (body.photoUrl === null) return;
  if (!(await isOwnUpload(tx, userId, body.photoUrl, { type: 'punch', image: true })))
    throw fieldError('photoUrl', '照片须为本人上传的打卡照片');
}

/** HR's decision as the record carries it, or null while there is none. */
function reviewOf(row: PunchRow, reviewerName: string | null): PunchRecord['review'] {
  if (!row.reviewState || !row.reviewedAt) return null;
  return {
    state: row.reviewState,
    reason: row.reviewReason,
    reviewerName: reviewerName ?? '',
    reviewedAt: row.reviewedAt.getTime(),
  };
}

export function toPunchRecord(
  row: PunchRow,
  siteName: string | null,
  reviewerName: string | null = null,
): PunchRecord {
  return {
    id: row.id,
    userId: row.userId,
    punchedAt: row.punchedAt,
    devicePunchedAt: row.devicePunchedAt,
    receivedAt: row.receivedAt.getTime(),
    delayMs: row.delayMs,
    clockSkewMs: row.clockSkewMs,
    latitude: row.latitude,
    longitude: row.longitude,
    accuracy: row.accuracy,
    siteId: row.siteId,
    siteName,
    distanceM: row.distanceM,
    inside: row.inside,
    remark: row.remark,
    photoUrl: row.photoUrl,
    flags: row.flags,
    review: reviewOf(row, reviewerName),
  };
}

export async function createPunch(tx: Db, caller: PunchCaller, body: PunchBody): Promise<PunchRecord> {
  await checkPunch(tx, caller.userId, body);
  const punches = new PunchRepository(tx);
  const sites = await punches.sites();
  const near = nearestSite(sites, body.latitude, body.longitude);
  const timing = punchTiming(body, caller.receivedAt, caller.deviceTime);
  const row: PunchRow = {
    id: randomUUID(),
    userId: caller.userId,
    devicePunchedAt: body.punchedAt,
    punchedAt: timing.punchedAt,
    receivedAt: new Date(caller.receivedAt),
    delayMs: timing.delayMs,
    clockSkewMs: timing.clockSkewMs,
    serverOffsetMs: body.serverOffsetMs,
    latitude: body.latitude,
    longitude: body.longitude,
    accuracy: body.accuracy,
    siteId: near?.site.id ?? null,
    distanceM: near ? Math.round(near.distanceM * 10) / 10 : null,
    inside: near?.inside ?? false,
    remark: body.remark,
    photoUrl: body.photoUrl,
    flags: punchFlags(timing, body.serverOffsetMs, near?.inside ?? false),
    reviewState: null,
    reviewReason: '',
    reviewedBy: null,
    reviewedAt: null,
  };
  const stored = await punches.insertOnce(row);
  // The same punch sent again answers as it was stored the first time.
  const siteName = sites.find((s) => s.id === stored.siteId)?.name ?? null;
  return toPunchRecord(stored, siteName, await punches.reviewerName(stored));
}

export const toPunchList = (rows: PunchWithSite[]): PunchRecord[] =>
  rows.map((row) => toPunchRecord(row, row.siteName, row.reviewerName));
