/**
 * The field punch-card (GET/POST /api/apply/FieldPunch, GET …/Sites) and time you can trust: the rules of
 * punch-trust.ts at each boundary, then through HTTP — the claim in server time, received time, delay and
 * skew stored; the nearest site and its radius; a punch sent twice stored once; only my punches listed.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CODE,
  DEVICE_TIME_HEADER,
  IDEMPOTENCY_HEADER,
  PUNCH_PATH,
  PUNCH_RULES,
  PUNCH_SITES_PATH,
  punchRecord,
  type PunchBody,
  type PunchRecord,
} from '../../contract';
import * as t from '../../server/db/schema';
import { deviceTimeOf, punchFlags, punchTiming } from '../../server/modules/apply/punch-trust';
import { DEMO_PUNCH_SITES, MAIN_PUNCH_SITE, seedPunchSites } from '../../server/seed/punch-sites';
import { createHarness, getJson, tokenFor, type Harness } from './harness';

const { futureToleranceMs, maxDelayMs, maxSkewMs, maxOffsetDriftMs, unverifiedAfterMs } = PUNCH_RULES;
const MINUTE = 60_000;
const DAY = 86_400_000;
/** Metres per degree of latitude on the contract's sphere (haversine). */
const M_PER_DEG = (6_371_008.8 * Math.PI) / 180;
const T = Date.parse('2026-11-23T08:00:00+08:00');

describe('punch-trust rules', () => {
  const flagsOf = (punchedAt: number, offset: number | null, device: number | null, inside = true) =>
    punchFlags(punchTiming({ punchedAt, serverOffsetMs: offset }, T, device), offset, inside);

  it('the claim uses the known offset, else the skew measured at receipt, else the device reading', () => {
    expect(punchTiming({ punchedAt: T - 9000, serverOffsetMs: 2000 }, T, T - 500)).toEqual({
      punchedAt: T - 7000,
      receivedAt: T,
      delayMs: 7000,
      clockSkewMs: 500,
    });
    expect(punchTiming({ punchedAt: T - 9000, serverOffsetMs: null }, T, T - 500).punchedAt).toBe(T - 8500);
    expect(punchTiming({ punchedAt: T - 9000, serverOffsetMs: null }, T, null)).toEqual({
      punchedAt: T - 9000,
      receivedAt: T,
      delayMs: 9000,
      clockSkewMs: null,
    });
  });

  it('future: a claim later than received + the tolerance, not at it', () => {
    expect(flagsOf(T + futureToleranceMs, 0, null)).toEqual([]);
    expect(flagsOf(T + futureToleranceMs + 1, 0, null)).toEqual(['future']);
  });

  it('stale: a delay over the maximum, not at it', () => {
    expect(flagsOf(T - maxDelayMs, 0, T)).toEqual([]);
    expect(flagsOf(T - maxDelayMs - 1, 0, T)).toEqual(['stale']);
  });

  it('unverified: a late claim with no phone clock to check it against, not a live one', () => {
    expect(flagsOf(T - unverifiedAfterMs, 0, null)).toEqual([]);
    expect(flagsOf(T - unverifiedAfterMs - 1, 0, null)).toEqual(['unverified']);
    expect(flagsOf(T - maxDelayMs, 0, null)).toEqual(['unverified']);
    expect(flagsOf(T - maxDelayMs, 0, T)).toEqual([]);
  });

  it('skew: |server − device| over the maximum either way, not at it', () => {
    expect(flagsOf(T - maxSkewMs - 10, null, T - maxSkewMs)).toEqual([]);
    expect(flagsOf(T + maxSkewMs - 10, null, T + maxSkewMs)).toEqual([]);
    expect(flagsOf(T - maxSkewMs - 10, null, T - maxSkewMs - 1)).toEqual(['skew']);
    expect(flagsOf(T + maxSkewMs - 10, null, T + maxSkewMs + 1)).toEqual(['skew']);
  });

  it('clockChanged: known offset and measured skew apart by more than the drift, only when both are known', () => {
    const device = T - 2 * MINUTE; // the measured skew is +2 min
    expect(flagsOf(device, 2 * MINUTE - maxOffsetDriftMs, device)).toEqual([]);
    expect(flagsOf(device, 2 * MINUTE - maxOffsetDriftMs - 1, device)).toEqual(['clockChanged']);
    expect(flagsOf(T - 10 * MINUTE, 2 * MINUTE + maxOffsetDriftMs, device)).toEqual([]);
    expect(flagsOf(T - 10 * MINUTE, 2 * MINUTE + maxOffsetDriftMs + 1, device)).toEqual(['clockChanged']);
    expect(flagsOf(T - 1000, -4 * MINUTE, null)).not.toContain('clockChanged');
  });

  it('outside: not inside the nearest radius; flags keep the contract order', () => {
    expect(flagsOf(T - 1000, null, null, false)).toEqual(['outside']);
    expect(flagsOf(T - maxDelayMs - 1, 0, T - maxSkewMs - 1, false)).toEqual([
      'stale',
      'skew',
      'clockChanged',
      'outside',
    ]);
  });

  it('x-device-time counts only as a non-negative integer of ms', () => {
    expect(deviceTimeOf(String(T))).toBe(T);
    expect(deviceTimeOf(` ${T} `)).toBe(T);
    for (const bad of [undefined, '', 'abc', '1.5', '-5', '1e12', String(1e16), [String(T)]])
      expect(deviceTimeOf(bad)).toBeNull();
  });
});

let h: Harness;
let nurse: string;
let head: string;

beforeAll(async () => {
  h = await createHarness();
  [nurse, head] = [await tokenFor(h.app, 'nurse01'), await tokenFor(h.app, 'head01')];
  h.clock.now = T;
});
afterAll(() => h.close());

/** Each punch its own instant of the phone's clock unless a test says otherwise (the natural key, 022). */
let tap = 0;
function body(overrides: Partial<PunchBody> = {}): PunchBody {
  return {
    punchedAt: T - MINUTE + tap++,
    serverOffsetMs: 0,
    latitude: MAIN_PUNCH_SITE.latitude,
    longitude: MAIN_PUNCH_SITE.longitude,
    accuracy: 15,
    remark: '',
    photoUrl: null,
    ...overrides,
  };
}

/** `key: null` sends no Idempotency-Key, as the platform's clients do. */
type Send = { token?: string | null; key?: string | null; deviceTime?: number };

async function punch(payload: unknown, send: Send = {}) {
  const token = send.token === undefined ? nurse : send.token;
  const res = await h.app.inject({
    method: 'POST',
    url: PUNCH_PATH,
    headers: {
      'jnpf-origin': 'app',
      ...(send.key === null ? {} : { [IDEMPOTENCY_HEADER]: send.key ?? randomUUID() }),
      ...(token ? { authorization: token } : {}),
      ...(send.deviceTime === undefined ? {} : { [DEVICE_TIME_HEADER]: String(send.deviceTime) }),
    },
    payload: payload as object,
  });
  return {
    status: res.statusCode,
    replayed: res.headers['idempotent-replayed'] === 'true',
    body: res.json() as { code: number; msg: string; data: unknown },
  };
}

function record(reply: Awaited<ReturnType<typeof punch>>): PunchRecord {
  if (reply.body.code !== 200) throw new Error(`punch failed: ${reply.status} ${reply.body.msg}`);
  return punchRecord.parse(reply.body.data);
}

async function uploadPhoto(token: string, type = 'punch', mime = 'image/jpeg'): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: mime }), 'p.jpg');
  const encoded = new Response(form);
  const res = await h.app.inject({
    method: 'POST',
    url: `/api/file/Uploader/${type}`,
    headers: {
      authorization: token,
      [IDEMPOTENCY_HEADER]: randomUUID(),
      'content-type': encoded.headers.get('content-type')!,
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return (res.json() as { data: { url: string } }).data.url;
}

const stored = (id: string) => h.database.db.select().from(t.fieldPunches).where(eq(t.fieldPunches.id, id));

describe('sites', () => {
  it('lists the seeded sites with an ETag, answers If-None-Match by 304, and a change moves the tag', async () => {
    const first = await h.app.inject({
      method: 'GET',
      url: PUNCH_SITES_PATH,
      headers: { authorization: nurse },
    });
    expect(first.json().data).toEqual(DEMO_PUNCH_SITES);
    const etag = String(first.headers.etag);
    const again = await h.app.inject({
      method: 'GET',
      url: PUNCH_SITES_PATH,
      headers: { authorization: nurse, 'if-none-match': etag },
    });
    expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);

    const { db } = h.database;
    await db.update(t.punchSites).set({ radius: 350 }).where(eq(t.punchSites.id, MAIN_PUNCH_SITE.id));
    const changed = await h.app.inject({
      method: 'GET',
      url: PUNCH_SITES_PATH,
      headers: { authorization: nurse },
    });
    await db
      .update(t.punchSites)
      .set({ radius: MAIN_PUNCH_SITE.radius })
      .where(eq(t.punchSites.id, 'site-main'));
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('the demo has 4–6 sites of 200–500 m, each more than a kilometre from the others; seeding again adds none', async () => {
    expect(DEMO_PUNCH_SITES.length).toBeGreaterThanOrEqual(4);
    expect(DEMO_PUNCH_SITES.length).toBeLessThanOrEqual(6);
    for (const site of DEMO_PUNCH_SITES) expect(site.radius).toBeGreaterThanOrEqual(200);
    for (const site of DEMO_PUNCH_SITES) expect(site.radius).toBeLessThanOrEqual(500);
    await seedPunchSites(h.database.db);
    const [row] = await h.database.db.select({ n: sql<number>`count(*)::int` }).from(t.punchSites);
    expect(row?.n).toBe(DEMO_PUNCH_SITES.length);
  });
});

describe('storing a punch', () => {
  it('stores the claim in server time, when it was received, the delay and the skew', async () => {
    const sent = body({ punchedAt: T - 10 * MINUTE, serverOffsetMs: 2000, accuracy: 12.5, remark: ' 外勤 ' });
    const data = record(await punch(sent, { deviceTime: T - 1500 }));
    expect(data).toEqual({
      id: expect.any(String),
      userId: 'u-nurse01',
      punchedAt: T - 10 * MINUTE + 2000,
      devicePunchedAt: T - 10 * MINUTE,
      receivedAt: T,
      delayMs: 10 * MINUTE - 2000,
      clockSkewMs: 1500,
      latitude: MAIN_PUNCH_SITE.latitude,
      longitude: MAIN_PUNCH_SITE.longitude,
      accuracy: 12.5,
      siteId: 'site-main',
      siteName: '主院区',
      distanceM: 0,
      inside: true,
      remark: '外勤',
      photoUrl: null,
      flags: [],
      // Not flagged, so nobody reviews it (issue #30 item 18).
      review: null,
    });
    const [row] = await stored(data.id);
    expect(row).toMatchObject({ serverOffsetMs: 2000, clockSkewMs: 1500, delayMs: data.delayMs, flags: [] });
    expect(row?.receivedAt.getTime()).toBe(T);
  });

  it('without the header the skew is null; without an offset the skew corrects the claim', async () => {
    expect(record(await punch(body({ serverOffsetMs: null }))).clockSkewMs).toBeNull();
    const data = record(
      await punch(body({ punchedAt: T - 5000, serverOffsetMs: null }), { deviceTime: T - 3000 }),
    );
    expect([data.punchedAt, data.delayMs, data.clockSkewMs]).toEqual([T - 2000, 2000, 3000]);
  });

  // Each case is its own tap (another instant of the phone's clock): one instant is one punch.
  const cases: [string, Partial<PunchBody>, number | undefined, string[]][] = [
    ['at the future tolerance', { punchedAt: T + futureToleranceMs }, undefined, []],
    ['past the future tolerance', { punchedAt: T + futureToleranceMs + 1 }, undefined, ['future']],
    ['at the maximum delay', { punchedAt: T - maxDelayMs }, T, []],
    ['past the maximum delay', { punchedAt: T - maxDelayMs - 1 }, T, ['stale']],
    ['backdated 72 h without x-device-time', { punchedAt: T - maxDelayMs + 1 }, undefined, ['unverified']],
    ['at the maximum skew', { serverOffsetMs: null, punchedAt: T - maxSkewMs - 1 }, T - maxSkewMs, []],
    [
      'past the maximum skew',
      { serverOffsetMs: null, punchedAt: T - maxSkewMs - 2 },
      T - maxSkewMs - 1,
      ['skew'],
    ],
    ['at the maximum drift', { punchedAt: T - 3 * MINUTE, serverOffsetMs: -3 * MINUTE }, T - 2 * MINUTE, []],
    [
      'past the maximum drift',
      { punchedAt: T - 3 * MINUTE - 1, serverOffsetMs: -3 * MINUTE - 1 },
      T - 2 * MINUTE,
      ['clockChanged'],
    ],
  ];
  it.each(cases)('flags %s', async (_name, change, deviceTime, flags) => {
    const data = record(await punch(body(change), { deviceTime }));
    expect(data.flags).toEqual(flags);
    expect((await stored(data.id))[0]?.flags).toEqual(flags);
  });

  it('inside the radius of the nearest site, or outside it by a metre', async () => {
    const north = (m: number) => body({ latitude: MAIN_PUNCH_SITE.latitude + m / M_PER_DEG });
    const inside = record(await punch(north(MAIN_PUNCH_SITE.radius - 1)));
    const outside = record(await punch(north(MAIN_PUNCH_SITE.radius + 1)));
    expect([inside.siteId, inside.inside, inside.flags]).toEqual(['site-main', true, []]);
    expect(inside.distanceM).toBeCloseTo(MAIN_PUNCH_SITE.radius - 1, 0);
    expect([outside.siteId, outside.inside, outside.flags]).toEqual(['site-main', false, ['outside']]);
    expect(outside.distanceM).toBeCloseTo(MAIN_PUNCH_SITE.radius + 1, 0);
    const east = DEMO_PUNCH_SITES.find((s) => s.id === 'site-east')!;
    const there = record(await punch(body({ latitude: east.latitude, longitude: east.longitude })));
    expect([there.siteId, there.siteName, there.inside]).toEqual(['site-east', east.name, true]);
  });

  it('a photo must be my own punch upload, and a picture', async () => {
    const mine = await uploadPhoto(nurse);
    expect(record(await punch(body({ photoUrl: mine }))).photoUrl).toBe(mine);
    for (const photoUrl of [
      await uploadPhoto(head),
      await uploadPhoto(nurse, 'annex'),
      await uploadPhoto(nurse, 'punch', 'text/html'),
      'https://elsewhere.example/p.jpg',
      `${mine}x`,
      '/api/file/Download/punch/%E0%A4%A',
    ]) {
      const reply = await punch(body({ photoUrl }));
      expect([reply.status, reply.body.msg]).toEqual([400, 'photoUrl: 照片须为本人上传的打卡照片']);
    }
  });
});

describe('sent twice, stored once', () => {
  it('the same key and body gives the stored answer, even with a later x-device-time', async () => {
    const key = randomUUID();
    const sent = body({ remark: '重发' });
    const first = await punch(sent, { key, deviceTime: T - 100 });
    h.clock.now = T + MINUTE;
    const again = await punch(sent, { key, deviceTime: T + MINUTE - 100 });
    h.clock.now = T;
    expect([first.replayed, again.replayed]).toEqual([false, true]);
    expect(again.body).toEqual(first.body);
    const rows = await h.database.db.select().from(t.fieldPunches).where(eq(t.fieldPunches.remark, '重发'));
    expect(rows).toHaveLength(1);
  });

  it('the same key with another body is refused with code 409 and stores nothing more', async () => {
    const key = randomUUID();
    record(await punch(body({ remark: '第一次' }), { key }));
    const other = await punch(body({ remark: '第二次' }), { key });
    expect([other.status, other.body.code]).toEqual([200, CODE.CONFLICT]);
    const rows = await h.database.db.select().from(t.fieldPunches).where(eq(t.fieldPunches.remark, '第二次'));
    expect(rows).toHaveLength(0);
  });
});

describe('sent again without a key, stored once by its natural key', () => {
  it('the same person at the same instant of their phone is the punch already stored, answered as stored', async () => {
    const sent = body({ remark: '无键重发' });
    const first = record(await punch(sent, { key: null }));
    h.clock.now = T + MINUTE;
    const again = record(await punch({ ...sent, remark: '改过的备注' }, { key: null }));
    h.clock.now = T;
    expect(again).toEqual(first);
    const rows = await h.database.db
      .select()
      .from(t.fieldPunches)
      .where(eq(t.fieldPunches.devicePunchedAt, sent.punchedAt));
    expect(rows.map((r) => r.remark)).toEqual(['无键重发']);
  });

  it('another person at that instant, or the same person a millisecond later, is another punch', async () => {
    const sent = body({ remark: '同一时刻' });
    const mine = record(await punch(sent, { key: null }));
    const theirs = record(await punch(sent, { key: null, token: head }));
    const later = record(await punch({ ...sent, punchedAt: sent.punchedAt + 1 }, { key: null }));
    expect(new Set([mine.id, theirs.id, later.id]).size).toBe(3);
  });
});

describe('listing my punches', () => {
  it('lists only my own punches, newest claim first, the last 31 days by default', async () => {
    const old = record(await punch(body({ punchedAt: T - 40 * DAY, remark: '很久以前' })));
    const theirs = record(await punch(body(), { token: head }));
    const { body: listed } = await getJson(h.app, PUNCH_PATH, nurse);
    const list = (listed.data as PunchRecord[]).map((p) => punchRecord.parse(p));
    expect(list.length).toBeGreaterThan(5);
    expect(new Set(list.map((p) => p.userId))).toEqual(new Set(['u-nurse01']));
    expect(list.map((p) => p.id)).not.toContain(theirs.id);
    expect(list.map((p) => p.id)).not.toContain(old.id);
    const times = list.map((p) => p.punchedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const ranged = await getJson(h.app, `${PUNCH_PATH}?from=${T - 41 * DAY}&to=${T - 39 * DAY}`, nurse);
    expect((ranged.body.data as PunchRecord[]).map((p) => p.id)).toEqual([old.id]);
    expect(old.flags).toEqual(['stale', 'unverified']); // sent without x-device-time
  });

  it('a range ending before it starts is 400 naming to', async () => {
    const reply = await getJson(h.app, `${PUNCH_PATH}?from=${T}&to=${T - 1}`, nurse);
    expect([reply.status, reply.body.msg]).toEqual([400, expect.stringMatching(/^to: /)]);
  });
});

describe('refusals', () => {
  const cases: [string, Partial<Record<keyof PunchBody, unknown>>][] = [
    ['latitude', { latitude: 91 }],
    ['longitude', { longitude: -180.5 }],
    ['accuracy', { accuracy: -1 }],
    ['remark', { remark: '长'.repeat(201) }],
    ['punchedAt', { punchedAt: 0 }],
    ['punchedAt', { punchedAt: 1.5 }],
    ['serverOffsetMs', { serverOffsetMs: undefined }],
    ['photoUrl', { photoUrl: 'x'.repeat(501) }],
    // Beyond the schema: no clock reads past the year 5000.
    ['punchedAt', { punchedAt: 2e14 }],
    ['serverOffsetMs', { serverOffsetMs: -2e14 }],
  ];
  it.each(cases)('%s: %j is 400 naming the field', async (field, change) => {
    const reply = await punch({ ...body(), ...change });
    expect([reply.status, reply.body.code, reply.body.data]).toEqual([400, CODE.BAD_REQUEST, null]);
    expect(reply.body.msg).toMatch(new RegExp(`^${field}: `));
  });

  it('without a token every route answers 600', async () => {
    expect((await getJson(h.app, PUNCH_SITES_PATH)).body.code).toBe(CODE.SESSION_EXPIRED);
    expect((await getJson(h.app, PUNCH_PATH)).body.code).toBe(CODE.SESSION_EXPIRED);
    expect((await punch(body(), { token: null })).body.code).toBe(CODE.SESSION_EXPIRED);
  });
});

describe('without sites', () => {
  it('a punch has no site and is outside', async () => {
    await h.database.db.delete(t.punchSites);
    try {
      const data = record(await punch(body()));
      expect([data.siteId, data.siteName, data.distanceM, data.inside, data.flags]).toEqual([
        null,
        null,
        null,
        false,
        ['outside'],
      ]);
    } finally {
      await seedPunchSites(h.database.db);
    }
  });
});
