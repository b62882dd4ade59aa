/**
 * Field punch-card (spec §2 `/pages/apply/fieldPunchCard/index`) and time you can trust (ARCHITECTURE §5).
 * `GET /api/apply/FieldPunch/Sites` lists the configured sites; `POST /api/apply/FieldPunch` stores one
 * punch (idempotent: the same punch sent twice is stored once); `GET /api/apply/FieldPunch` lists my punches.
 *
 * The device's claim: `punchedAt` (device ms when 打卡 was pressed) and `serverOffsetMs` (server − device
 * learned at the last contact, null when never known). At send time the outbox adds the header
 * `x-device-time` (device ms), which is not part of the body, so retries keep the same body. The server
 * stores the claimed time in its own clock, when it received it, the delay and the device's skew, and flags
 * implausible claims.
 */
import { z } from 'zod/mini';
import { epochMs, epochMsQuery } from './time';

/** Plausibility limits of a claimed punch time. */
export const PUNCH_RULES = {
  /** A claim later than received + this is `future`. */
  futureToleranceMs: 2 * 60_000,
  /** A claim older than this when received is `stale` (a phone offline over a long weekend still fits). */
  maxDelayMs: 72 * 3_600_000,
  /** |device − server| beyond this is `skew`. */
  maxSkewMs: 5 * 60_000,
  /** The offset known at the punch and the skew measured at send differ by more: the clock was changed. */
  maxOffsetDriftMs: 5 * 60_000,
  /**
   * A claim older than this when received, sent without the phone's clock (`x-device-time`) to check it
   * against, is `unverified`: a live punch of the platform's clients is not; a backdated one is.
   */
  unverifiedAfterMs: 2 * 60_000,
} as const;

export const PUNCH_FLAGS = ['future', 'stale', 'skew', 'clockChanged', 'unverified', 'outside'] as const;
export type PunchFlag = (typeof PUNCH_FLAGS)[number];

/** Each flag in a word, Chinese and English: the app's punch history and the server's message about HR's decision. */
export const PUNCH_FLAG_WORDS: Readonly<Record<'zh' | 'en', Readonly<Record<PunchFlag, string>>>> = {
  zh: {
    future: '时间超前',
    stale: '延迟过久',
    skew: '设备时间偏差',
    clockChanged: '设备时间被修改',
    unverified: '时间无法核实',
    outside: '不在范围内',
  },
  en: {
    future: 'Time ahead',
    stale: 'Delayed too long',
    skew: 'Device clock off',
    clockChanged: 'Device clock changed',
    unverified: 'Time not verifiable',
    outside: 'Out of range',
  },
};

export const punchSite = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Metres. */
  radius: z.number(),
});
export type PunchSite = z.infer<typeof punchSite>;
export const punchSites = z.array(punchSite);

export const punchBody = z.object({
  /** Device ms when 打卡 was pressed. */
  punchedAt: epochMs.check(z.gt(0)),
  /** server − device (ms) learned at the last contact; null when the app never reached the server. */
  serverOffsetMs: z.nullable(z.int()),
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
  /** Metres (GeolocationCoordinates.accuracy). */
  accuracy: z.number().check(z.gte(0), z.lte(100_000)),
  remark: z.string().check(z.trim(), z.maxLength(200, '备注最多 200 字')),
  /** The uploaded photo's URL (`uploadedFile.url`), or null. */
  photoUrl: z.nullable(z.string().check(z.maxLength(500))),
});
export type PunchBody = z.infer<typeof punchBody>;

/** HR's decision on a flagged punch (issue #30 item 18): 已核对 (accepted) or 未通过 (rejected, with why). */
export const PUNCH_REVIEW_STATES = ['accepted', 'rejected'] as const;
export type PunchReviewState = (typeof PUNCH_REVIEW_STATES)[number];
export const punchReview = z.object({
  state: z.enum(PUNCH_REVIEW_STATES),
  /** Why it was rejected ('' when accepted without a note). */
  reason: z.string(),
  reviewerName: z.string(),
  reviewedAt: z.int(),
});
export type PunchReview = z.infer<typeof punchReview>;

export const punchRecord = z.object({
  id: z.string(),
  userId: z.string(),
  /** The claim in the server's clock: punchedAt + serverOffsetMs (or + the skew measured at receipt). */
  punchedAt: z.int(),
  /** The device's own clock reading, as sent. */
  devicePunchedAt: z.int(),
  receivedAt: z.int(),
  /** receivedAt − punchedAt. */
  delayMs: z.int(),
  /** server − device at receipt (from `x-device-time`), null without the header. */
  clockSkewMs: z.nullable(z.int()),
  latitude: z.number(),
  longitude: z.number(),
  accuracy: z.number(),
  /** The nearest site, its distance in metres, and whether the punch is inside its radius. */
  siteId: z.nullable(z.string()),
  siteName: z.nullable(z.string()),
  distanceM: z.nullable(z.number()),
  inside: z.boolean(),
  remark: z.string(),
  photoUrl: z.nullable(z.string()),
  flags: z.array(z.enum(PUNCH_FLAGS)),
  /** HR's decision on a flagged punch; null (or absent, from an older server) while none was made. */
  review: z.optional(z.nullable(punchReview)),
});
export type PunchRecord = z.infer<typeof punchRecord>;

/** `GET /api/apply/FieldPunch?from&to` (ms, by server punchedAt; default the last 31 days), newest first. */
export const punchListQuery = z.object({
  from: z.optional(epochMsQuery),
  to: z.optional(epochMsQuery),
});
export const punchList = z.array(punchRecord);

export const PUNCH_PATH = '/api/apply/FieldPunch';
export const PUNCH_SITES_PATH = '/api/apply/FieldPunch/Sites';

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number): number => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine): both sides compute "inside the radius" the same way. */
export function distanceMetres(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const dLat = rad(bLat - aLat);
  const dLon = rad(bLon - aLon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(aLat)) * Math.cos(rad(bLat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The site nearest to a point, with its distance, or null when there are no sites. */
export function nearestSite(
  sites: readonly PunchSite[],
  latitude: number,
  longitude: number,
): { site: PunchSite; distanceM: number; inside: boolean } | null {
  let best: { site: PunchSite; distanceM: number; inside: boolean } | null = null;
  for (const site of sites) {
    const distanceM = distanceMetres(latitude, longitude, site.latitude, site.longitude);
    if (!best || distanceM < best.distanceM) best = { site, distanceM, inside: distanceM <= site.radius };
  }
  return best;
}
