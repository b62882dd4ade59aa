/**
 * Leave requests for the server tests: a valid body as the app sends it (1.5 days from 上午 1 Dec, 00:00:00,
 * to 上午 2 Dec 2026, 11:59:59, in the hospital's time zone; 8 hours a day) with a fresh bill number each
 * time, and senders for the form's routes.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER, type LeaveApplyBody } from '../../contract';
import * as t from '../../server/db/schema';
import type { Harness } from './harness';
import { issueSentNumber } from './issuedNumbers';

export const LEAVE_URL = '/api/workflow/Form/LeaveApply';
export const START = Date.parse('2026-12-01T00:00:00+08:00');
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const SECOND = 1000;
/** 事假, the first item of dictionary leaveType. */
export const LEAVE_TYPE = 'dict-leaveType-1';
/** How the messages about a flow name `leaveBody`'s leave (its key facts, on the hospital's clock). */
export const LEAVE_FACTS = '事假 · 12-01 上午 – 12-02 上午 · 请假天数 1.5';

let serial = 0;
/** QJ + a date + a four-digit counter, never the same twice in one test process. */
export function nextBillNo(): string {
  return `QJ20261123${String(++serial).padStart(4, '0')}`;
}

export function leaveBody(userId: string, overrides: Partial<LeaveApplyBody> = {}): LeaveApplyBody {
  return {
    status: 0,
    flowTitle: '请假申请',
    billNo: nextBillNo(),
    flowUrgent: 1,
    applyUser: userId,
    applyDept: 'ward-xinneike',
    applyPost: 'pos-nurse',
    applyDate: START - 3 * DAY,
    leaveType: LEAVE_TYPE,
    leaveReason: '家中有事',
    leaveStartTime: START,
    leaveEndTime: START + 1.5 * DAY - SECOND,
    leaveDayCount: 1.5,
    leaveHour: 12,
    fileJson: [],
    ...overrides,
  };
}

export type Reply = {
  status: number;
  replayed: boolean;
  body: { code: number; msg: string; data: unknown };
};

type Send = {
  token?: string;
  key?: string | null;
  method?: 'POST' | 'PUT';
  url?: string;
  /** false: the body's bill number is not recorded as issued to the sender first (issuedNumbers.ts). */
  issued?: boolean;
};

/** Sends a body to the form (POST by default) with a fresh Idempotency-Key unless one (or null) is given. */
export async function sendLeave(app: FastifyInstance, body: unknown, send: Send = {}): Promise<Reply> {
  const key = send.key === undefined ? randomUUID() : send.key;
  if (send.issued !== false) await issueSentNumber(app, send.token, body);
  const res = await app.inject({
    method: send.method ?? 'POST',
    url: send.url ?? LEAVE_URL,
    headers: {
      'jnpf-origin': 'app',
      ...(send.token ? { authorization: send.token } : {}),
      ...(key === null ? {} : { [IDEMPOTENCY_HEADER]: key }),
    },
    payload: body as object,
  });
  return {
    status: res.statusCode,
    replayed: res.headers['idempotent-replayed'] === 'true',
    body: res.json(),
  };
}

export type Saved = { id: string; taskId: string | null; billNo: string };

/** The data of a successful POST/PUT, failing the test otherwise. */
export function savedData(reply: Reply): Saved {
  if (reply.status !== 200 || reply.body.code !== 200)
    throw new Error(`expected success, got ${reply.status} ${reply.body.code} ${reply.body.msg}`);
  return reply.body.data as Saved;
}

/** The stored applications carrying `billNo` (a test's way to count effects). */
export function applicationsWith(h: Harness, billNo: string) {
  return h.database.db.select().from(t.hrForms).where(eq(t.hrForms.billNo, billNo));
}
