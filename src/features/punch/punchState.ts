/**
 * What one punch in 打卡记录 shows, derived from the PunchRow and its outbox row (gone once a delivered
 * row is pruned, then the server's record decides): 待上传 (with the server's words when it asked to come
 * back later, #28), 已上传, 异常 (with the server's flags), 已核对 / 未通过 once HR has reviewed a flagged one
 * (#30 item 18), 失败 (with the outbox's error) or 未上传 (discarded in 同步中心 before it was sent). Pure.
 */
import type { PunchFlag, PunchReview } from '../../../contract';
import { serverWait, type OutboxRow, type PunchRow } from '../../data';

export type PunchState =
  'pending' | 'uploaded' | 'flagged' | 'accepted' | 'rejected' | 'failed' | 'discarded';

/** The part of the outbox row the state needs. */
export type OutboxLink = Pick<OutboxRow, 'state' | 'lastError' | 'notBefore'>;

export interface PunchStatus {
  state: PunchState;
  /** The server's flags (异常), in the contract's order; empty otherwise. */
  flags: readonly PunchFlag[];
  /** Why the outbox gave up on it (失败), or why the server asked it to wait (待上传); null otherwise. */
  error: string | null;
}

const NO_FLAGS: readonly PunchFlag[] = [];

/** The server's judgement of a stored punch: 已上传, 异常, or HR's 已核对 / 未通过 once reviewed. */
function judged(record: NonNullable<PunchRow['record']>): PunchStatus {
  const flagged = record.flags.length > 0;
  const state = record.review?.state ?? (flagged ? 'flagged' : 'uploaded');
  return { state, flags: flagged ? record.flags : NO_FLAGS, error: null };
}

/** The server's record is the truth once it is there; before that the outbox row says where it stands. */
export function punchStatus(punch: PunchRow, row: OutboxLink | undefined): PunchStatus {
  if (punch.record) return judged(punch.record);
  switch (row?.state) {
    case 'queued':
    case 'sending':
      return { state: 'pending', flags: NO_FLAGS, error: serverWait(row) };
    case 'failed':
      return { state: 'failed', flags: NO_FLAGS, error: row.lastError };
    // Delivered, the record not written back (yet): the server has it.
    case 'done':
      return { state: 'uploaded', flags: NO_FLAGS, error: null };
    // No record and no row: the row was discarded before it was sent, so it never will be.
    case undefined:
      return { state: 'discarded', flags: NO_FLAGS, error: null };
  }
}

export interface PunchView extends PunchStatus {
  /** The punch time in the server's clock when known (the record's, or device + the offset known then). */
  at: number;
  /** False when `at` is the bare device clock (no offset was ever learned). */
  corrected: boolean;
  siteName: string | null;
  distanceM: number | null;
  inside: boolean;
  remark: string;
  hasPhoto: boolean;
  /** HR's decision on a flagged punch, once made. */
  review: PunchReview | null;
}

/** Everything a history row shows; where the server has judged the punch, its judgement is shown. */
export function punchView(punch: PunchRow, row: OutboxLink | undefined): PunchView {
  const record = punch.record;
  const offset = punch.serverOffsetMs;
  const site = record ?? punch;
  return {
    ...punchStatus(punch, row),
    at: record ? record.punchedAt : punch.punchedAt + (offset ?? 0),
    corrected: record !== undefined || offset !== null,
    siteName: site.siteName,
    distanceM: site.distanceM,
    inside: site.inside,
    remark: punch.remark,
    hasPhoto: punch.photoFileId !== null || Boolean(record?.photoUrl),
    review: record?.review ?? null,
  };
}
