/** Punch fixtures: two sites of one hospital, a punch as the device took it, and the server's record of it. */
import type { PunchRecord, PunchSite } from '../../../contract';
import type { PunchRow } from '../../../src/data';

/** 院本部 (radius 300 m) and 东院区 about 5.5 km east (radius 200 m). */
export const SITES: PunchSite[] = [
  {
    id: 's-main',
    name: '院本部',
    address: '中山路 1 号',
    latitude: 31.2304,
    longitude: 121.4737,
    radius: 300,
  },
  {
    id: 's-east',
    name: '东院区',
    address: '浦东大道 9 号',
    latitude: 31.2304,
    longitude: 121.5317,
    radius: 200,
  },
];

/** A point about 111 m north of 院本部: inside its radius. */
export const NEAR_MAIN = { latitude: 31.2314, longitude: 121.4737, accuracy: 15 };
/** A point about 1.1 km north of 院本部: nearest is still 院本部, but outside. */
export const FAR_NORTH = { latitude: 31.2404, longitude: 121.4737, accuracy: 30 };

export function takenPunch(over: Partial<PunchRow> = {}): PunchRow {
  return {
    id: 'p1',
    userId: 'u-nurse',
    punchedAt: 1_700_000_000_000,
    serverOffsetMs: 2_000,
    ...NEAR_MAIN,
    siteId: 's-main',
    siteName: '院本部',
    distanceM: 111,
    inside: true,
    remark: '',
    photoFileId: null,
    outboxId: 'k1',
    ...over,
  };
}

export function recordOf(punch: PunchRow, over: Partial<PunchRecord> = {}): PunchRecord {
  return {
    id: 'r1',
    userId: punch.userId,
    punchedAt: punch.punchedAt + 2_000,
    devicePunchedAt: punch.punchedAt,
    receivedAt: punch.punchedAt + 60_000,
    delayMs: 58_000,
    clockSkewMs: 2_000,
    latitude: punch.latitude,
    longitude: punch.longitude,
    accuracy: punch.accuracy,
    siteId: punch.siteId,
    siteName: punch.siteName,
    distanceM: punch.distanceM,
    inside: punch.inside,
    remark: punch.remark,
    photoUrl: null,
    flags: [],
    ...over,
  };
}
