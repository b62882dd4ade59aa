/**
 * Issue #12, holes 1–2: the token never travels to another origin, whatever door a request takes — the
 * UI's JSON and blob requests, the worker's GETs, the outbox's writes, uploads and GETs, and the socket.
 * Each door is handed a URL off the API origin and must make no request at all.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ApiError } from '../../../core/net/errors';
import { configureHttp, request, requestBlob } from '../../../src/api/http';
import type { OutboxRow } from '../../../core/store/types';
import type { FetchLike } from '../../../core/net/fetchCore';
import { getAnswer, postFile, sendRow } from '../../../workers/outbox/send';
import { socketUrl } from '../../../workers/socketEnv';
import { createHttp } from '../../../workers/sync/http';

const SERVER = 'https://hr.example.org';
const TOKEN = 'Bearer secret';
const FOREIGN = [
  ['protocol-relative', '//evil.example/x.png'],
  ['absolute', 'https://evil.example/x.png'],
  ['backslash', '/\\evil.example/x.png'],
] as const;

/** A fetch that records every call and answers a success envelope. */
function recordingFetch() {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url: String(url), init });
    return new Response('{"code":200,"msg":"ok","data":{}}', { status: 200 });
  };
  return { calls, fetch };
}

let net = recordingFetch();
let reported: ApiError[] = [];
beforeEach(() => {
  net = recordingFetch();
  reported = [];
  vi.stubGlobal('fetch', net.fetch);
  // As the app configures it: no base URL, so paths resolve on the page's own origin.
  configureHttp({ baseUrl: '', getToken: () => TOKEN, onError: (e) => reported.push(e) });
});
afterEach(() => vi.unstubAllGlobals());

describe('the token never travels to another origin (protocol-relative, absolute, backslash)', () => {
  it.each(FOREIGN)('JSON request: %s is refused and nothing is fetched', async (_what, url) => {
    await expect(request(url, { schema: z.object({}) })).rejects.toMatchObject({ kind: 'refused' });
    expect(net.calls).toEqual([]);
  });

  it.each(FOREIGN)('blob request: %s is refused and nothing is fetched', async (_what, url) => {
    await expect(requestBlob(url)).rejects.toMatchObject({ kind: 'refused' });
    expect(net.calls).toEqual([]);
  });

  it.each(FOREIGN)("the worker's GET: %s is refused and nothing is fetched", async (_what, url) => {
    const http = createHttp({ serverUrl: SERVER, token: TOKEN, fetch: net.fetch });
    await expect(http.getJson(url)).rejects.toMatchObject({ kind: 'refused' });
    expect(net.calls).toEqual([]);
  });

  it.each(FOREIGN)('outbox write, upload and GET: %s is refused and nothing is fetched', async (_w, url) => {
    const options = { session: { serverUrl: SERVER, userId: 'u1', token: TOKEN }, fetch: net.fetch };
    const row = { id: 'k1', method: 'POST', url, body: {}, fileIds: [] } as unknown as OutboxRow;
    const file = { id: 'f1', name: 'a.png', blob: new Blob(['x']) };
    expect((await sendRow(row, options)).kind).toBe('refused');
    expect((await postFile(url, file, 'file', options)).kind).toBe('refused');
    expect((await getAnswer(url, options)).kind).toBe('refused');
    expect(net.calls).toEqual([]);
  });

  it('the socket opens only on the API origin over ws(s), never for a server that is not http(s)', () => {
    expect(socketUrl(SERVER)).toBe('wss://hr.example.org/api/message/websocket');
    expect(socketUrl('ftp://hr.example.org')).toBeNull();
    expect(socketUrl('javascript:alert(1)')).toBeNull();
  });
});

describe('a user-supplied URL is fetched only when it is a download of our file API', () => {
  it('a comment image naming an API action (/api/oauth/Logout) is never fetched', async () => {
    await expect(requestBlob('/api/oauth/Logout')).rejects.toMatchObject({ kind: 'refused' });
    await expect(requestBlob('/api/file/Download/annex/../../oauth/Logout')).rejects.toMatchObject({
      kind: 'refused',
    });
    expect(net.calls).toEqual([]);
  });

  it('a download path of our file API is fetched on our origin with the token', async () => {
    await requestBlob('/api/file/Download/annex/%E7%85%A7%E7%89%87.png');
    expect(net.calls).toHaveLength(1);
    expect(net.calls[0]?.url).toBe('http://localhost/api/file/Download/annex/%E7%85%A7%E7%89%87.png');
    expect((net.calls[0]?.init?.headers as Record<string, string>).Authorization).toBe(TOKEN);
  });
});
