/**
 * What one chat socket may cost (#12 hole 9), over real sockets: an unauthenticated socket is closed after
 * its grace, a flood of frames turns into a bounded number of token checks and answers before the socket
 * is closed, one user's sockets are capped, and so are one address's sockets not yet signed in. The app's
 * clock stands still, so no token refills; the grace runs on real time, so only its own instance has a short one.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { WS_PATH } from '../../contract';
import { hello } from './socketClient';
import { buildApp } from '../../server/app';
import { migrate } from '../../server/db/migrate';
import { SOCKET_CLOSE, SOCKET_LIMITS } from '../../server/realtime/limits';
import { MAX_FRAME_BYTES } from '../../server/modules/chat/socket-routes';
import { seedDemo } from '../../server/seed/index';
import { getJson, openTestDatabase, testConfig, tokenFor, type TestDatabase } from './harness';

/** Long enough for a socket to prove its session on a busy machine, short enough to wait for. */
const GRACE_MS = 2000;
const PER_USER = 3;
const FLOOD = 2000;

let app: FastifyInstance;
let test: TestDatabase;
let base: string;

/** An instance of the app on a port of its own, its clock standing still, with these socket limits. */
async function startApp(socketLimits: Parameters<typeof buildApp>[0]['socketLimits']) {
  const now = Date.now();
  const started = await buildApp({
    db: test.database.db,
    config: testConfig(),
    clock: () => now,
    socketLimits,
  });
  await started.listen({ port: 0, host: '127.0.0.1' });
  return { app: started, url: `ws://127.0.0.1:${(started.server.address() as AddressInfo).port}${WS_PATH}` };
}

beforeAll(async () => {
  test = await openTestDatabase();
  await migrate(test.database);
  await seedDemo(test.database, { size: 40 });
  // No grace ends during these tests however busy the machine: the grace has an instance of its own below.
  ({ app, url: base } = await startApp({ authGraceMs: 60_000, maxSocketsPerUser: PER_USER }));
});
afterAll(async () => {
  await app.close();
  await test.drop();
});

type Frame = { method: string; msg?: string };
type Client = { ws: WebSocket; frames: Frame[]; closed: Promise<{ code: number; frames: Frame[] }> };

async function connect(url = base): Promise<Client> {
  const ws = new WebSocket(url);
  const frames: Frame[] = [];
  ws.on('message', (raw) => frames.push(JSON.parse(String(raw)) as Frame));
  const closed = new Promise<{ code: number; frames: Frame[] }>((resolve) =>
    ws.on('close', (code) => resolve({ code, frames })),
  );
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return { ws, frames, closed };
}

/** Resolves once the client has received `n` frames (bounded by the test's time-out). */
async function framesReceived(client: Client, n: number): Promise<Frame[]> {
  while (client.frames.length < n) await new Promise((resolve) => client.ws.once('message', resolve));
  return client.frames;
}

async function signedInSocket(token: string, url = base): Promise<Client> {
  const client = await connect(url);
  client.ws.send(hello(token));
  expect((await framesReceived(client, 1))[0]?.method).toBe('initMessage');
  return client;
}

describe('an unauthenticated socket', () => {
  let graceApp: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    ({ app: graceApp, url } = await startApp({ authGraceMs: GRACE_MS }));
  });
  afterAll(() => graceApp.close());

  it('is closed (1008) after its grace when it never sends OnConnection', async () => {
    const client = await connect(url);
    const { code, frames } = await client.closed;
    expect(code).toBe(SOCKET_CLOSE.code);
    expect(frames).toEqual([{ method: 'error', msg: SOCKET_CLOSE.authTimeout.msg }]);
  });

  it('the grace does not close a socket that proved its session', async () => {
    const signedIn = await signedInSocket(await tokenFor(graceApp, 'nurse01'), url);
    // A socket opened after it, never signed in, is closed by its grace: by then the first one's is over.
    await (
      await connect(url)
    ).closed;
    expect(signedIn.ws.readyState).toBe(WebSocket.OPEN);
    signedIn.ws.close();
  });
});

describe('a flood of frames', () => {
  it(`${FLOOD} OnConnection frames with one token: one token check, at most the burst answered, then closed`, async () => {
    const token = await tokenFor(app, 'hr01');
    const checks = vi.spyOn(app.ctx.sessions, 'authenticate');
    const client = await connect();
    for (let i = 0; i < FLOOD; i++) client.ws.send(hello(token));
    // Another user's request is still answered while the flood is handled.
    const other = await getJson(app, '/api/oauth/CurrentUser?type=app', await tokenFor(app, 'admin'));
    const { code, frames } = await client.closed;
    expect(other.body.code).toBe(200);
    expect(checks.mock.calls.filter(([t]) => t === token)).toHaveLength(1);
    expect(frames.filter((f) => f.method === 'initMessage').length).toBeLessThanOrEqual(
      SOCKET_LIMITS.frameBurst,
    );
    expect([code, frames.at(-1)]).toEqual([
      SOCKET_CLOSE.code,
      { method: 'error', msg: SOCKET_CLOSE.flood.msg },
    ]);
    checks.mockRestore();
  });

  it(`${FLOOD} frames of forged tokens cost at most the burst's token checks`, async () => {
    const checks = vi.spyOn(app.ctx.sessions, 'authenticate');
    const client = await connect();
    for (let i = 0; i < FLOOD; i++) client.ws.send(hello(`Bearer forged-${i}`));
    await client.closed;
    // Counted by this socket's tokens only: another test's socket may still be finishing its own frames.
    const forged = checks.mock.calls.filter(([token]) => String(token).includes('forged-'));
    expect(forged.length).toBeLessThanOrEqual(SOCKET_LIMITS.frameBurst);
    checks.mockRestore();
  });

  it(`${FLOOD} malformed frames get at most the burst's answers before the socket is closed`, async () => {
    const client = await connect();
    for (let i = 0; i < FLOOD; i++) client.ws.send('{not json');
    const { code, frames } = await client.closed;
    expect(code).toBe(SOCKET_CLOSE.code);
    expect(frames.filter((f) => f.msg === '消息格式错误').length).toBeLessThanOrEqual(
      SOCKET_LIMITS.frameBurst,
    );
  });
});

describe('a frame over the size limit', () => {
  it(`is refused as too large before it is read, and the socket stays (${MAX_FRAME_BYTES / 1024} KiB)`, async () => {
    const client = await signedInSocket(await tokenFor(app, 'nurse01'));
    client.ws.send(JSON.stringify({ method: 'SendMessage', pad: 'x'.repeat(MAX_FRAME_BYTES) }));
    expect((await framesReceived(client, 2))[1]).toEqual({ method: 'error', msg: '消息过大' });
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
    client.ws.close();
  });
});

describe('sockets per user', () => {
  it(`a user's socket beyond ${PER_USER} is refused with a clear message; the others stay`, async () => {
    const token = await tokenFor(app, 'head01');
    const open = [];
    for (let i = 0; i < PER_USER; i++) open.push(await signedInSocket(token));
    const extra = await connect();
    extra.ws.send(hello(token));
    const { code, frames } = await extra.closed;
    expect([code, frames]).toEqual([SOCKET_CLOSE.code, [{ method: 'error', msg: SOCKET_CLOSE.tooMany.msg }]]);
    expect(open.every((c) => c.ws.readyState === WebSocket.OPEN)).toBe(true);
    // Another user is not counted against head01, and a closed socket frees its place.
    (await signedInSocket(await tokenFor(app, 'admin'))).ws.close();
    open[0]!.ws.close();
    await open[0]!.closed;
    await expect.poll(async () => (await signedInSocket(token)).ws.readyState).toBe(WebSocket.OPEN);
    for (const c of open) c.ws.close();
  });
});

describe('sockets not yet signed in, per address', () => {
  const PENDING = 3;
  let own: FastifyInstance;
  let url: string;
  const connectTo = () => connect(url);
  beforeAll(async () => {
    // An instance of its own: no socket of the tests above is counted, and no grace ends during the test.
    ({ app: own, url } = await startApp({ authGraceMs: 60_000, maxPendingPerAddress: PENDING }));
  });
  afterAll(() => own.close());

  it(`one address holds at most ${PENDING}; one more is closed at once, and signing in frees a place`, async () => {
    const waiting = [];
    for (let i = 0; i < PENDING; i++) waiting.push(await connectTo());
    const extra = await connectTo();
    expect(await extra.closed).toEqual({
      code: SOCKET_CLOSE.code,
      frames: [{ method: 'error', msg: SOCKET_CLOSE.tooManyPending.msg }],
    });
    expect(waiting.every((c) => c.ws.readyState === WebSocket.OPEN)).toBe(true);
    // The first proves its session: it is no longer pending, so a new socket is let in and stays.
    waiting[0]!.ws.send(hello(await tokenFor(own, 'nurse01')));
    expect((await framesReceived(waiting[0]!, 1))[0]?.method).toBe('initMessage');
    const next = await connectTo();
    next.ws.send(hello(await tokenFor(own, 'head01')));
    expect((await framesReceived(next, 1))[0]?.method).toBe('initMessage');
    for (const c of [...waiting, next]) c.ws.close();
  });
});
