/**
 * The outbox's HTTP door: what every request carries, and every way one can end turned into an answer
 * for the policy table (it never throws). The token never leaves the signed-in server.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  DEVICE_TIME_HEADER as CONTRACT_DEVICE_TIME,
  IDEMPOTENCY_HEADER as CONTRACT_HEADER,
} from '../../../contract';
import type { OutboxRow } from '../../../core/store/types';
import type { FetchLike } from '../../../core/net/fetchCore';
import {
  DEVICE_TIME_HEADER,
  GET_TRIES,
  getAnswer,
  IDEMPOTENCY_HEADER,
  postFile,
  sendRow,
} from '../../../workers/outbox/send';

const session = { serverUrl: 'https://hr.example.org', userId: 'u1', token: 'Bearer u1' };
const row: OutboxRow = {
  id: '6f1c2b7e-0000-4000-8000-000000000001',
  userId: 'u1',
  kind: 'leaveApply',
  stream: 'form:d1',
  method: 'POST',
  url: '/api/workflow/Form/LeaveApply',
  body: { status: 0, leaveReason: '发烧' },
  fileIds: [],
  createdAt: 1,
  serverOffsetMs: 0,
  attempts: 0,
  nextAttemptAt: 1,
  state: 'sending',
  lastError: null,
};

const answerWith =
  (status: number, body: string, headers: Record<string, string> = {}): FetchLike =>
  async () =>
    new Response(body, { status, headers });

describe('an outbox request', () => {
  it('carries Idempotency-Key = row id, the token, jnpf-origin: app, the device clock and the JSON body', async () => {
    let seen: { url: string; init: RequestInit } | null = null;
    const fetch: FetchLike = async (url, init) => {
      seen = { url, init };
      return new Response('{"code":200,"msg":"操作成功","data":{"id":"a1"}}', { status: 200 });
    };
    const answer = await sendRow(row, { session, fetch, now: () => 1_234_567 });
    expect(answer).toEqual({ kind: 'http', status: 200, code: 200, msg: '操作成功', data: { id: 'a1' } });
    expect(seen!.url).toBe('https://hr.example.org/api/workflow/Form/LeaveApply');
    expect(seen!.init).toMatchObject({
      method: 'POST',
      body: JSON.stringify(row.body),
      headers: {
        'idempotency-key': row.id,
        Authorization: 'Bearer u1',
        'jnpf-origin': 'app',
        'x-device-time': '1234567',
        'Content-Type': 'application/json',
      },
    });
  });

  it('uses the contract’s header names', () => {
    expect(IDEMPOTENCY_HEADER).toBe(CONTRACT_HEADER);
    expect(DEVICE_TIME_HEADER).toBe(CONTRACT_DEVICE_TIME);
  });

  it('a file goes as multipart under its own key, with no JSON Content-Type', async () => {
    let seen: RequestInit | null = null;
    const fetch: FetchLike = async (_url, init) => {
      seen = init;
      return new Response('{"code":200,"msg":"ok","data":{"url":"/api/file/Download/punch/a.jpg"}}');
    };
    const file = { id: 'f-1', name: 'a.jpg', blob: new Blob(['jpeg'], { type: 'image/jpeg' }) };
    const answer = await postFile('/api/file/Uploader/punch', file, 'file', { session, fetch });
    expect(answer).toMatchObject({
      kind: 'http',
      status: 200,
      data: { url: '/api/file/Download/punch/a.jpg' },
    });
    const headers = seen!.headers as Record<string, string>;
    expect(headers['idempotency-key']).toBe('f-1');
    expect(headers['Content-Type']).toBeUndefined();
    const part = (seen!.body as FormData).get('file') as File;
    expect([part.name, await part.text()]).toEqual(['a.jpg', 'jpeg']);
  });

  it('reads Retry-After (seconds) into the answer', async () => {
    const answer = await sendRow(row, {
      session,
      fetch: answerWith(429, '{"code":429,"msg":"slow"}', { 'Retry-After': '30' }),
    });
    expect(answer).toMatchObject({ kind: 'http', status: 429, code: 429, retryAfterMs: 30_000 });
  });

  it('a body that is not an envelope has no code', async () => {
    expect(await sendRow(row, { session, fetch: answerWith(200, '<html>portal</html>') })).toMatchObject({
      status: 200,
      code: null,
    });
  });

  it('a rejected fetch is a network error', async () => {
    const fetch: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await sendRow(row, { session, fetch })).toEqual({ kind: 'network', message: 'Failed to fetch' });
  });

  it('a fetch rejected while the device says it is offline never left the phone', async () => {
    const fetch: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    vi.stubGlobal('navigator', { onLine: false });
    try {
      expect(await sendRow(row, { session, fetch })).toEqual({ kind: 'offline', message: 'Failed to fetch' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('no answer within the time-out is a time-out', async () => {
    const fetch: FetchLike = (_url, init) =>
      new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    expect(await sendRow(row, { session, fetch, timeoutMs: 20 })).toEqual({ kind: 'timeout' });
  });

  it('a request aborted because the flusher stopped is "stopped", not a failure of the row', async () => {
    const stop = new AbortController();
    const fetch: FetchLike = (_url, init) =>
      new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    const pending = sendRow(row, { session, fetch, signal: stop.signal });
    stop.abort();
    expect(await pending).toEqual({ kind: 'stopped' });
  });

  it('a row whose URL leaves the signed-in server is refused, never sent with the token', async () => {
    let called = false;
    const fetch: FetchLike = async () => ((called = true), new Response('{}'));
    const answer = await sendRow({ ...row, url: 'https://evil.example.com/steal' }, { session, fetch });
    expect(answer.kind).toBe('refused');
    expect(called).toBe(false);
  });

  it('a DELETE without a body sends no body and no Content-Type', async () => {
    let init: RequestInit | undefined;
    const fetch: FetchLike = async (_url, i) => (
      (init = i),
      new Response('{"code":200,"msg":"ok","data":null}')
    );
    await sendRow({ ...row, method: 'DELETE', body: null }, { session, fetch });
    expect(init?.body).toBeUndefined();
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});

describe('a GET the outbox needs (a bill number, a delivery check)', () => {
  const lostThen = (losses: number, status = 200): { fetch: FetchLike; calls: () => number } => {
    let calls = 0;
    const fetch: FetchLike = async () => {
      if (++calls <= losses) throw new TypeError('Failed to fetch');
      return new Response('{"code":200,"msg":"","data":"QJ1"}', { status });
    };
    return { fetch, calls: () => calls };
  };

  it('is asked again at once when the request is lost, up to GET_TRIES', async () => {
    const once = lostThen(GET_TRIES - 1);
    expect(await getAnswer('/api/x', { session, fetch: once.fetch })).toMatchObject({
      kind: 'http',
      data: 'QJ1',
    });
    expect(once.calls()).toBe(GET_TRIES);
    const never = lostThen(GET_TRIES);
    expect((await getAnswer('/api/x', { session, fetch: never.fetch })).kind).toBe('network');
    expect(never.calls()).toBe(GET_TRIES);
  });

  it('takes the server’s answer as final, even a busy one', async () => {
    const busy = lostThen(0, 503);
    expect(await getAnswer('/api/x', { session, fetch: busy.fetch })).toMatchObject({
      kind: 'http',
      status: 503,
    });
    expect(busy.calls()).toBe(1);
  });
});
