/**
 * Two flagged field punches for HR to review in the demo (issue #30 item 18): nurse01 on an outreach visit
 * about a kilometre from every site (不在范围内, with a remark), and director01's punch uploaded more than
 * three days late (延迟过久). Times are relative to the seeding. Written naming only the columns and flags of
 * migration 004, so a database seeded at an older migration (the migration tests) takes them too.
 */
import { sql } from 'drizzle-orm';
import { nearestSite } from '../../contract';
import type { Db } from '../db/client';
import type { fieldPunches } from '../db/schema';
import { userIdOf } from './people';
import { DEMO_PUNCH_SITES, MAIN_PUNCH_SITE } from './punch-sites';

type PunchInsert = typeof fieldPunches.$inferInsert;
const HOUR = 3_600_000;

function punch(
  id: string,
  account: string,
  at: number,
  delayMs: number,
  place: { lat: number; lon: number },
) {
  const near = nearestSite(DEMO_PUNCH_SITES, place.lat, place.lon);
  return {
    id,
    userId: userIdOf(account),
    devicePunchedAt: at,
    punchedAt: at,
    receivedAt: new Date(at + delayMs),
    delayMs,
    clockSkewMs: 0,
    serverOffsetMs: 0,
    latitude: place.lat,
    longitude: place.lon,
    accuracy: 15,
    siteId: near?.site.id ?? null,
    distanceM: near ? Math.round(near.distanceM * 10) / 10 : null,
    inside: near?.inside ?? false,
  } satisfies Partial<PunchInsert>;
}

export function flaggedPunchRows(now: number): PunchInsert[] {
  const north = { lat: MAIN_PUNCH_SITE.latitude + 0.01, lon: MAIN_PUNCH_SITE.longitude };
  const main = { lat: MAIN_PUNCH_SITE.latitude, lon: MAIN_PUNCH_SITE.longitude };
  return [
    {
      ...punch('punch-demo-outside', 'nurse01', now - 3 * HOUR, 2_000, north),
      remark: '社区随访，患者家中',
      flags: ['outside'],
    },
    {
      ...punch('punch-demo-stale', 'director01', now - 84 * HOUR, 80 * HOUR, main),
      remark: '',
      flags: ['stale'],
    },
  ];
}

export async function insertFlaggedPunches(db: Db, now: number): Promise<void> {
  for (const p of flaggedPunchRows(now))
    await db.execute(sql`INSERT INTO field_punches (id, user_id, device_punched_at, punched_at, received_at,
      delay_ms, clock_skew_ms, server_offset_ms, latitude, longitude, accuracy, site_id, distance_m, inside,
      remark, flags) VALUES (${p.id}, ${p.userId}, ${p.devicePunchedAt}, ${p.punchedAt}, ${p.receivedAt.toISOString()},
      ${p.delayMs}, ${p.clockSkewMs}, ${p.serverOffsetMs}, ${p.latitude}, ${p.longitude}, ${p.accuracy},
      ${p.siteId}, ${p.distanceM}, ${p.inside}, ${p.remark}, ${`{${(p.flags ?? []).join(',')}}`}::text[])`);
}
