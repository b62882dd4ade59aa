/**
 * HR's tools (issue #30 item 18): flagged punches reviewed by HR only — accepted, or rejected with a reason
 * that is required — the person told by an in-site message and her own list carrying the decision; a punch
 * decided once, the decision sent twice applied once; HR sees the photo it decides on; and today's absences:
 * approved leaves covering today, by unit, ended early by an approved leave return. On PGlite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ABSENCES_TODAY_PATH,
  absencesToday,
  CODE,
  IDEMPOTENCY_HEADER,
  MESSAGE_PATH,
  PUNCH_PATH,
  PUNCH_REVIEW_PATH,
  punchRecord,
  punchReviewList,
  punchReviewPath,
  REASON_REQUIRED,
  type PunchBody,
  type PunchRecord,
} from '../../contract';
import { MAIN_PUNCH_SITE } from '../../server/seed/punch-sites';
import { userIdOf } from '../../server/seed/index';
import { approveAs, submitLeave, uploadAs } from './flowRequests';
import { createHarness, getJson, tokenFor, type Harness } from './harness';
import { DAY, HOUR, START } from './leaveRequests';

let h: Harness;
let nurse: string;
let hr: string;
let head: string;

beforeAll(async () => {
  h = await createHarness();
  await signInAll();
});
afterAll(() => h.close());

/** Fresh tokens for the three (after the clock moves days on, the old ones have expired). */
async function signInAll() {
  nurse = await tokenFor(h.app, 'nurse01');
  hr = await tokenFor(h.app, 'hr01');
  head = await tokenFor(h.app, 'head01');
}

let tap = 0;
/** A punch by the nurse about 1.1 km north of the main site: flagged 不在范围内. */
async function outsidePunch(extra: Partial<PunchBody> = {}): Promise<PunchRecord> {
  // Each punch (and each decision on it) a second later than the one before: messages list in order.
  h.clock.now += 1000;
  const body: PunchBody = {
    punchedAt: h.clock.now - 60_000 + tap++,
    serverOffsetMs: 0,
    latitude: MAIN_PUNCH_SITE.latitude + 0.01,
    longitude: MAIN_PUNCH_SITE.longitude,
    accuracy: 15,
    remark: '社区随访',
    photoUrl: null,
    ...extra,
  };
  const res = await h.app.inject({
    method: 'POST',
    url: PUNCH_PATH,
    headers: { authorization: nurse, [IDEMPOTENCY_HEADER]: randomUUID() },
    payload: body,
  });
  return punchRecord.parse(res.json().data);
}

async function decide(token: string, punchId: string, payload: object, key: string = randomUUID()) {
  const res = await h.app.inject({
    method: 'POST',
    url: punchReviewPath(punchId),
    headers: { authorization: token, [IDEMPOTENCY_HEADER]: key },
    payload,
  });
  return {
    status: res.statusCode,
    replayed: res.headers['idempotent-replayed'] === 'true',
    body: res.json() as { code: number; msg: string; data: unknown },
  };
}

async function reviewList(token = hr) {
  const { body } = await getJson(h.app, PUNCH_REVIEW_PATH, token);
  return punchReviewList.parse(body.data);
}

async function myPunch(id: string): Promise<PunchRecord | undefined> {
  const { body } = await getJson(h.app, PUNCH_PATH, nurse);
  return (body.data as PunchRecord[]).find((p) => p.id === id);
}

async function nurseMessages() {
  const { body } = await getJson(h.app, `${MESSAGE_PATH}?type=2&pageSize=50`, nurse);
  return (body.data as { list: { id: string; title: string }[] }).list;
}

describe('abnormal punch review', () => {
  it('a nurse is refused every HR tool (403), and so is a head nurse', async () => {
    const punch = await outsidePunch();
    for (const token of [nurse, head]) {
      expect((await getJson(h.app, PUNCH_REVIEW_PATH, token)).body.code).toBe(CODE.FORBIDDEN);
      expect((await getJson(h.app, ABSENCES_TODAY_PATH, token)).body.code).toBe(CODE.FORBIDDEN);
      const refused = await decide(token, punch.id, { decision: 'accept' });
      expect(refused.body.code).toBe(CODE.FORBIDDEN);
    }
    expect((await myPunch(punch.id))?.review).toBeNull();
  });

  it('HR sees the flagged punch waiting, with who, unit, place and why; the seeded ones too', async () => {
    const punch = await outsidePunch();
    const { pending } = await reviewList();
    const listed = pending.find((p) => p.id === punch.id);
    expect(listed).toMatchObject({
      userName: '张小雨',
      account: 'nurse01',
      unitName: '心内科病区',
      flags: ['outside'],
      siteName: MAIN_PUNCH_SITE.name,
      remark: '社区随访',
      review: null,
    });
    expect(listed!.distanceM).toBeGreaterThan(1000);
    expect(pending.map((p) => p.id)).toEqual(
      expect.arrayContaining(['punch-demo-outside', 'punch-demo-stale']),
    );
  });

  it('a punch without flags is not listed and cannot be reviewed', async () => {
    const inside = await outsidePunch({ latitude: MAIN_PUNCH_SITE.latitude });
    expect(inside.flags).toEqual([]);
    expect((await reviewList()).pending.some((p) => p.id === inside.id)).toBe(false);
    expect((await decide(hr, inside.id, { decision: 'accept' })).body.code).toBe(CODE.BAD_REQUEST);
    expect((await decide(hr, 'no-such-punch', { decision: 'accept' })).body.code).toBe(CODE.NOT_FOUND);
  });

  it('rejecting needs a reason: none or blank is HTTP 400 naming reason, and nothing changes', async () => {
    const punch = await outsidePunch();
    for (const body of [{ decision: 'reject' }, { decision: 'reject', reason: '   ' }]) {
      const refused = await decide(hr, punch.id, body);
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe(`reason: ${REASON_REQUIRED}`);
    }
    expect((await decide(hr, punch.id, { decision: 'maybe' })).status).toBe(400);
    expect((await decide(hr, punch.id, { decision: 'reject', reason: 'x'.repeat(201) })).status).toBe(400);
    expect((await myPunch(punch.id))?.review).toBeNull();
  });

  it('rejected with a reason: her punch says 未通过 with it, she is told, and it leaves the waiting list', async () => {
    const punch = await outsidePunch();
    const before = (await nurseMessages()).length;
    const key = randomUUID();
    const decided = await decide(hr, punch.id, { decision: 'reject', reason: '定位不在随访地址' }, key);
    expect(decided.body.code).toBe(200);
    const review = { state: 'rejected', reason: '定位不在随访地址', reviewerName: '周晓梅' };
    expect((await myPunch(punch.id))?.review).toMatchObject(review);

    const messages = await nurseMessages();
    expect(messages).toHaveLength(before + 1);
    expect(messages[0]!.title).toBe('外勤打卡未通过核对');
    const { body } = await getJson(h.app, `/api/message/ReadInfo/${messages[0]!.id}`, nurse);
    expect((body.data as { bodyText: string }).bodyText).toContain('原因：定位不在随访地址');
    expect((body.data as { bodyText: string }).bodyText).toContain('不在范围内');

    const list = await reviewList();
    expect(list.pending.some((p) => p.id === punch.id)).toBe(false);
    expect(list.decided.find((p) => p.id === punch.id)?.review).toMatchObject(review);

    // The outbox sends it again (a lost answer): the stored answer, no second message.
    const again = await decide(hr, punch.id, { decision: 'reject', reason: '定位不在随访地址' }, key);
    expect([again.body.code, again.replayed]).toEqual([200, true]);
    expect(await nurseMessages()).toHaveLength(before + 1);
  });

  it('accepted: her punch says accepted, she is told; a second decision by anyone is refused', async () => {
    const punch = await outsidePunch();
    expect((await decide(hr, punch.id, { decision: 'accept' })).body.code).toBe(200);
    expect((await myPunch(punch.id))?.review).toMatchObject({ state: 'accepted', reason: '' });
    expect((await nurseMessages())[0]!.title).toBe('外勤打卡已核对');

    const admin = await tokenFor(h.app, 'admin');
    const second = await decide(admin, punch.id, { decision: 'reject', reason: '重复' });
    expect(second.body.code).toBe(CODE.BAD_REQUEST);
    expect(second.body.msg).toContain('已由周晓梅核对（已核对）');
    expect((await myPunch(punch.id))?.review?.state).toBe('accepted');
  });

  it('HR may open the photo of a flagged punch; a colleague may not', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff]);
    const photoUrl = await uploadAs(h, nurse, jpeg, 'punch', { mime: 'image/jpeg', name: 'p.jpg' });
    await outsidePunch({ photoUrl });
    expect((await h.app.inject({ url: photoUrl, headers: { authorization: hr } })).statusCode).toBe(200);
    expect((await h.app.inject({ url: photoUrl, headers: { authorization: head } })).statusCode).toBe(404);
  });
});

describe("today's absences", () => {
  it('an approved leave covering today is listed under the unit it was applied from, with type and dates', async () => {
    h.clock.now = START - DAY;
    await signInAll();
    const taskId = await submitLeave(h, 'nurse01', nurse, 2);
    const waiting = await submitLeave(h, 'nurse01', nurse, 1);
    await approveAs(h, taskId, head);

    h.clock.now = START + 10 * HOUR;
    await signInAll();
    const { body } = await getJson(h.app, ABSENCES_TODAY_PATH, hr);
    const today = absencesToday.parse(body.data);
    expect(today.day).toBe('2026-12-01');
    const ward = today.units.find((u) => u.unitId === 'ward-xinneike');
    expect(ward?.unitName).toBe('心内科病区');
    const mine = ward!.people.filter((p) => p.userId === userIdOf('nurse01'));
    // The one still in approval is not an absence.
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ userName: '张小雨', leaveType: '事假', startTime: START, days: 2 });
    expect(today.total).toBeGreaterThanOrEqual(1);
    expect(waiting).not.toBe(taskId);
  });

  it('a day outside the leave lists nobody of it', async () => {
    h.clock.now = START + 3 * DAY;
    await signInAll();
    const { body } = await getJson(h.app, ABSENCES_TODAY_PATH, hr);
    const today = absencesToday.parse(body.data);
    expect(today.units.flatMap((u) => u.people).some((p) => p.userId === userIdOf('nurse01'))).toBe(false);
  });
});
