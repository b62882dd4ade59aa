/**
 * Workflow requests for the server tests: a leave of N days submitted by a user, the engine's lists and
 * detail, and the actions sent as the app's outbox sends them (fresh Idempotency-Key unless one is given).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  FLOW_ACTION_PATHS,
  FLOW_LAUNCH_PATH,
  IDEMPOTENCY_HEADER,
  flowBeforeData,
  flowBeforePath,
  flowListData,
  flowListPath,
  type FlowBeforeData,
  type FlowListData,
} from '../../contract';
import { userIdOf } from '../../server/seed/index';
import { getJson, type Harness } from './harness';
import { issueSentNumber } from './issuedNumbers';
import { DAY, leaveBody, savedData, SECOND, sendLeave, START, type Reply } from './leaveRequests';

export type Sent = Reply;

type Send = {
  method?: 'POST' | 'PUT' | 'DELETE';
  key?: string | null;
  /** false: a form body's bill number is not recorded as issued to the sender first (issuedNumbers.ts). */
  issued?: boolean;
};

/** A write as the outbox sends it. */
export async function send(
  app: FastifyInstance,
  url: string,
  body: unknown,
  token: string,
  opts: Send = {},
): Promise<Sent> {
  const key = opts.key === undefined ? randomUUID() : opts.key;
  if (opts.issued !== false) await issueSentNumber(app, token, body);
  const res = await app.inject({
    method: opts.method ?? 'POST',
    url,
    headers: {
      'jnpf-origin': 'app',
      authorization: token,
      ...(key === null ? {} : { [IDEMPOTENCY_HEADER]: key }),
    },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return {
    status: res.statusCode,
    replayed: res.headers['idempotent-replayed'] === 'true',
    body: res.json(),
  };
}

/** Submits a leave of `days` whole days for `account`; returns its task id. */
export async function submitLeave(h: Harness, account: string, token: string, days: number): Promise<string> {
  const body = leaveBody(userIdOf(account), {
    leaveStartTime: START,
    leaveEndTime: START + days * DAY - SECOND,
    leaveDayCount: days,
    leaveHour: days * 8,
  });
  const saved = savedData(await sendLeave(h.app, body, { token }));
  if (!saved.taskId) throw new Error('no task started');
  return saved.taskId;
}

export async function listOf(h: Harness, category: number, token: string, query = ''): Promise<FlowListData> {
  const { body } = await getJson(h.app, `${flowListPath(category)}?${query}`, token);
  if (body.code !== 200) throw new Error(`list ${category}: ${body.code} ${body.msg}`);
  return flowListData.parse(body.data);
}

export async function launched(h: Harness, token: string, query = ''): Promise<FlowListData> {
  const { body } = await getJson(h.app, `${FLOW_LAUNCH_PATH}?${query}`, token);
  return flowListData.parse(body.data);
}

export async function detailOf(h: Harness, taskId: string, token: string): Promise<FlowBeforeData> {
  const { body } = await getJson(h.app, flowBeforePath(taskId), token);
  if (body.code !== 200) throw new Error(`detail: ${body.code} ${body.msg}`);
  return flowBeforeData.parse(body.data);
}

/** The caller's pending operator on `taskId` (from their to-do list). */
export async function operatorOf(h: Harness, taskId: string, token: string): Promise<string> {
  const { list } = await listOf(h, 1, token, 'pageSize=500');
  const item = list.find((i) => i.processId === taskId);
  if (!item) throw new Error(`task ${taskId} is not in the to-do list`);
  return item.id;
}

export const audit = (h: Harness, operatorId: string, token: string, body: object = {}) =>
  send(h.app, FLOW_ACTION_PATHS.audit(operatorId), { handleOpinion: '同意', ...body }, token);

/** Approves as `token`'s holder, failing the test unless it succeeds. */
export async function approveAs(h: Harness, taskId: string, token: string): Promise<Sent> {
  const reply = await audit(h, await operatorOf(h, taskId, token), token);
  if (reply.body.code !== 200) throw new Error(`audit: ${reply.body.code} ${reply.body.msg}`);
  return reply;
}

/** Uploads `bytes` as a browser's FormData would (a PNG unless told); returns the stored file's URL. */
export async function uploadAs(
  h: Harness,
  token: string,
  bytes: Buffer,
  type = 'annex',
  file = { mime: 'image/png', name: 'scan.png' },
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: file.mime }), file.name);
  const encoded = new Response(form);
  const res = await h.app.inject({
    method: 'POST',
    url: `/api/file/Uploader/${type}`,
    headers: {
      'jnpf-origin': 'app',
      authorization: token,
      'content-type': encoded.headers.get('content-type')!,
      [IDEMPOTENCY_HEADER]: randomUUID(),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return (res.json() as { data: { url: string } }).data.url;
}
