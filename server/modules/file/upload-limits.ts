/**
 * What one person may upload (issue #28): so many uploads a minute (a refusal is HTTP 429 with Retry-After:
 * the outbox sends it again then), so many bytes a hospital day, and nothing at all while the disk under
 * DATA_DIR — which the embedded database shares — would fall below its floor (both refusals are body code
 * 429 with the reason, final: the sync centre shows the words). Read free disk as the health check does.
 */
import { CODE } from '../../../contract';
import type { AppContext } from '../../context';
import { HOSPITAL_UTC_OFFSET_MS } from '../../hospital-time';
import { ApiError, RateLimited } from '../../http/envelope';
import { waitWords } from '../../limits/rate';
import { checkDisk } from '../health/checks';
import { FileRepository } from './repository';

const DAY_MS = 86_400_000;
const MB = 1024 * 1024;

const sizeWords = (bytes: number) =>
  bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** 00:00 of the hospital's day that holds `now` (the zone keeps no daylight saving). */
export function hospitalDayStart(now: number): Date {
  return new Date(Math.floor((now + HOSPITAL_UTC_OFFSET_MS) / DAY_MS) * DAY_MS - HOSPITAL_UTC_OFFSET_MS);
}

/** Whether (user, key) holds an upload already: a repeat is answered from it and charged nothing again. */
export async function storedAlready(ctx: Pick<AppContext, 'db'>, userId: string, key: string) {
  return (await new FileRepository(ctx.db).infoByKey(userId, key)) !== null;
}

/** Before the body is read: one more upload this minute, or HTTP 429 saying when. */
export async function admitUploadRate(ctx: Pick<AppContext, 'rates'>, userId: string): Promise<void> {
  const taken = await ctx.rates.upload.take(userId);
  if (!taken.ok)
    throw new RateLimited(`上传过于频繁，请 ${waitWords(taken.retryAfterMs)}后再试`, taken.retryAfterMs);
}

/** Once the size is known: within the person's bytes of the day, and the disk stays above its floor. */
export async function admitUploadBytes(
  ctx: Pick<AppContext, 'db' | 'config' | 'clock'>,
  userId: string,
  size: number,
): Promise<void> {
  const { uploadDailyBytes, uploadDiskFloorBytes } = ctx.config.limits;
  const disk = await checkDisk(ctx.config.dataDir);
  if (disk.freeBytes !== null && disk.freeBytes - size < uploadDiskFloorBytes)
    throw new ApiError(CODE.TOO_MANY_REQUESTS, '服务器存储空间不足，暂不能上传文件，请联系管理员');
  const today = await new FileRepository(ctx.db).bytesSince(userId, hospitalDayStart(ctx.clock()));
  if (today + size > uploadDailyBytes)
    throw new ApiError(
      CODE.TOO_MANY_REQUESTS,
      `今日上传已达上限（每人每天 ${sizeWords(uploadDailyBytes)}），请明天再试`,
    );
}
