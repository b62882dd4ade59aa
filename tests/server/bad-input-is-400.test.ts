/**
 * Bad input is the client's fault, never a server error (issue #12, hole 6): a NUL or a lone UTF-16
 * surrogate in any string, path or query parameter, a date beyond what a Date holds, JSON nested thousands
 * deep — each is HTTP 400 with the envelope naming the field, and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOW_COMMENT_PATH, PUNCH_PATH, flowListPath, type PunchBody } from '../../contract';
import * as t from '../../server/db/schema';
import { DEMO_ACCOUNTS as A, userIdOf } from '../../server/seed/index';
import { send, submitLeave } from './flowRequests';
import { createHarness, getJson, login, tokenFor, type Harness } from './harness';
import { LEAVE_URL, leaveBody, sendLeave } from './leaveRequests';

let h: Harness;
let nurse: string;
let taskId: string;
const NURSE = userIdOf(A.nurse);
/** Beyond ±8.64e15 ms a Date is invalid; still a safe integer. */
const BEYOND_DATES = 9e15;

beforeAll(async () => {
  h = await createHarness();
  nurse = await tokenFor(h.app, A.nurse);
  taskId = await submitLeave(h, A.nurse, nurse, 1);
});
afterAll(() => h.close());

const refusedNaming = (reply: { status: number; body: { code: number; msg: string } }, field: string) => {
  expect(reply.status).toBe(400);
  expect(reply.body.code).toBe(400);
  expect(reply.body.msg.startsWith(`${field}: `)).toBe(true);
};

const leaveCount = async () => (await h.database.db.select().from(t.hrForms)).length;

const punch = (overrides: Partial<PunchBody>): PunchBody => ({
  punchedAt: Date.now(),
  serverOffsetMs: 0,
  latitude: 30,
  longitude: 120,
  accuracy: 10,
  remark: '',
  photoUrl: null,
  ...overrides,
});

/** `{"leaveReason":[[[…]]]}` as raw JSON text, `depth` arrays deep. */
const deepJson = (depth: number) => `{"leaveReason":${'['.repeat(depth)}${']'.repeat(depth)}}`;

describe('strings the database cannot hold', () => {
  it('a NUL in a body string is refused naming the field, and nothing is stored', async () => {
    const before = await leaveCount();
    const reply = await sendLeave(h.app, leaveBody(NURSE, { leaveReason: '家中\u0000有事' }), {
      token: nurse,
    });
    refusedNaming(reply, 'leaveReason');
    expect(await leaveCount()).toBe(before);
  });

  it('a NUL inside an attachment names its path', async () => {
    const file = { fileId: 'f1', name: 'a\u0000.pdf', url: '/x', size: 1 };
    const reply = await sendLeave(h.app, leaveBody(NURSE, { fileJson: [file] }), { token: nurse });
    refusedNaming(reply, 'fileJson.0.name');
  });

  it('a NUL in a path parameter is refused naming it', async () => {
    refusedNaming(await getJson(h.app, `${LEAVE_URL}/a%00b`, nurse), 'id');
  });

  it('a path the router cannot decode (a lone surrogate as UTF-8) is refused naming url', async () => {
    refusedNaming(await getJson(h.app, `${LEAVE_URL}/%ED%A0%80`, nurse), 'url');
  });

  it('a NUL in a query parameter is refused naming it', async () => {
    refusedNaming(await getJson(h.app, '/api/message?keyword=%00', nurse), 'keyword');
  });

  it('a NUL in a form-encoded sign-in is refused naming the field', async () => {
    refusedNaming(await login(h.app, 'nurse\u000001'), 'account');
  });

  it('a lone surrogate in a comment is refused naming the field', async () => {
    refusedNaming(await send(h.app, FLOW_COMMENT_PATH, { taskId, text: 'ok \ud800' }, nurse), 'text');
  });

  it('a lone surrogate in a punch remark is refused naming the field', async () => {
    refusedNaming(await send(h.app, PUNCH_PATH, punch({ remark: '\udc00 到岗' }), nurse), 'remark');
  });

  it('a body sent as application/json;charset=UTF-8 is still read', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: FLOW_COMMENT_PATH,
      headers: {
        authorization: nurse,
        'content-type': 'application/json;charset=UTF-8',
        'idempotency-key': crypto.randomUUID(),
      },
      payload: JSON.stringify({ taskId, text: '好的' }),
    });
    expect(res.json()).toMatchObject({ code: 200 });
  });
});

describe('dates a Date cannot hold', () => {
  it.each(['applyDate', 'leaveStartTime', 'leaveEndTime'] as const)(
    '%s beyond ±8.64e15 ms',
    async (field) => {
      for (const value of [BEYOND_DATES, -BEYOND_DATES]) {
        const reply = await sendLeave(h.app, leaveBody(NURSE, { [field]: value }), { token: nurse });
        refusedNaming(reply, field);
      }
    },
  );

  it.each(['startTime', 'endTime'])('list %s beyond ±8.64e15 ms', async (field) => {
    refusedNaming(await getJson(h.app, `${flowListPath(1)}?${field}=${BEYOND_DATES}`, nurse), field);
  });
});

describe('bodies nested too deep', () => {
  it('JSON 5,000 levels deep is refused naming the field, not a stack overflow', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: LEAVE_URL,
      headers: {
        authorization: nurse,
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
      payload: deepJson(5000),
    });
    refusedNaming({ status: res.statusCode, body: res.json() }, 'leaveReason');
  });
});
