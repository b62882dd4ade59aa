/**
 * The demo hospital's field punch sites (punch_sites), seeded when the table is empty. 滨江市 is fictional:
 * the points are real WGS-84 coordinates in Hangzhou's Binjiang district (滨江区), each over a kilometre from
 * the others, so a point inside one radius is outside every other.
 */
import { sql } from 'drizzle-orm';
import type { PunchSite } from '../../contract';
import type { Db } from '../db/client';
import { punchSites } from '../db/schema';

/** The main campus: tests (and browser tests) put a geolocation inside it. */
export const MAIN_PUNCH_SITE = {
  id: 'site-main',
  name: '主院区',
  address: '滨江市江南大道 1288 号',
  latitude: 30.2085,
  longitude: 120.212,
  radius: 300,
} as const satisfies PunchSite;

export const DEMO_PUNCH_SITES: readonly PunchSite[] = [
  MAIN_PUNCH_SITE,
  {
    id: 'site-east',
    name: '东院区',
    address: '滨江市江晖路 2008 号',
    latitude: 30.215,
    longitude: 120.235,
    radius: 300,
  },
  {
    id: 'site-community',
    name: '长河社区卫生服务中心',
    address: '滨江市长河路 475 号',
    latitude: 30.193,
    longitude: 120.201,
    radius: 200,
  },
  {
    id: 'site-partner',
    name: '医联体合作医院（浦沿院区）',
    address: '滨江市浦沿路 88 号',
    latitude: 30.176,
    longitude: 120.164,
    radius: 400,
  },
  {
    id: 'site-ems',
    name: '120 急救分站',
    address: '滨江市火炬大道 581 号',
    latitude: 30.2,
    longitude: 120.224,
    radius: 200,
  },
];

/** Inserts the demo sites when there are none (a second instance starting at once skips the taken ids). */
export async function seedPunchSites(db: Db): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(punchSites);
  if ((row?.n ?? 0) > 0) return;
  await db
    .insert(punchSites)
    .values(DEMO_PUNCH_SITES.map((site, sortCode) => ({ ...site, sortCode })))
    .onConflictDoNothing();
}
