/**
 * Chat delivery figures (issue #15): a message sent over one socket until the receiver's socket has it,
 * p50/p95/p99 over 200 messages one at a time, with 1,000 signed-in sockets open (100 staff × 10) — on one
 * server, then on two servers sharing PostgreSQL and Redis with the sender on one and the receiver on the
 * other. Each message comes from another sender socket (the socket's frame rate limits one sender).
 * Runs alone with `npx tsx tests/bench/chatSockets.ts` (PG_URL / REDIS_URL override the local defaults).
 */
import { notInArray } from 'drizzle-orm';
import WebSocket from 'ws';
import { OUR_SOCKET_CLIENT, WS_PATH } from '../../contract';
import { openPostgres } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { users } from '../../server/db/schema';
import { FIXED_ACCOUNTS, seedDemo } from '../../server/seed';
import { note, percentile, report, runAlone } from './harness';
import { freshPostgres, signIn, startLoadServer, type LoadServer, type Session } from './loadServer';

const PG_URL = process.env.PG_URL ?? 'postgres://root@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const STAFF = 100;
const SOCKETS_EACH = 10;
const SAMPLES = 200;
const PORTS = [6833, 6834] as const;

type Frame = { method: string; clientMessageId?: string | null; formMessage?: string };
type Socket = { ws: WebSocket; session: Session; listeners: Set<(f: Frame) => void> };

/** A signed-in socket: resolves once initMessage came. */
function open(base: string, session: Session): Promise<Socket> {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}${WS_PATH}`);
  const socket: Socket = { ws, session, listeners: new Set() };
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as Frame;
      if (frame.method === 'initMessage') resolve(socket);
      for (const listen of socket.listeners) listen(frame);
    });
    ws.once('open', () =>
      ws.send(
        JSON.stringify({
          method: 'OnConnection',
          token: session.token,
          mobileDevice: true,
          client: OUR_SOCKET_CLIENT,
        }),
      ),
    );
  });
}

/** Opens SOCKETS_EACH sockets per session, spread over `bases` round-robin by session. */
async function openAll(bases: readonly string[], sessions: readonly Session[]): Promise<Socket[][]> {
  const all: Socket[][] = [];
  for (const [i, session] of sessions.entries()) {
    const base = bases[i % bases.length]!;
    all.push(await Promise.all(Array.from({ length: SOCKETS_EACH }, () => open(base, session))));
  }
  return all;
}

/** One message from `from` to `to`'s user: ms until `to` hears it. */
function oneMessage(from: Socket, to: Socket, id: string): Promise<number> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const listen = (f: Frame) => {
      if (f.method !== 'receiveMessage' || f.clientMessageId !== id) return;
      to.listeners.delete(listen);
      resolve(performance.now() - t0);
    };
    to.listeners.add(listen);
    from.ws.send(
      JSON.stringify({
        method: 'SendMessage',
        token: from.session.token,
        toUserId: to.session.userId,
        messageType: 'text',
        messageContent: `压测 ${id}`,
        clientMessageId: id,
      }),
    );
  });
}

/** SAMPLES messages one at a time to the receiver (staff 0) from the others' sockets on `senderBase`. */
async function latencies(sockets: Socket[][], bases: readonly string[], tag: string): Promise<number[]> {
  const receiver = sockets[0]![0]!;
  // Senders: every socket of the staff on the last base (the other instance when there are two).
  const onSenderBase = sockets.filter(
    (_, i) => i > 0 && i % bases.length === (bases.length - 1) % bases.length,
  );
  const senders = onSenderBase.flat();
  const out: number[] = [];
  for (let i = 0; i < SAMPLES; i++)
    out.push(await oneMessage(senders[i % senders.length]!, receiver, `${tag}-${i}`));
  return out;
}

async function figures(label: string, servers: LoadServer[], accounts: string[], goal: number) {
  const bases = servers.map((s) => s.base);
  const sessions = await Promise.all(accounts.map((a) => signIn(bases[0]!, a)));
  const sockets = await openAll(bases, sessions);
  const tag = `${label.length}-${Date.now().toString(36)}`;
  const ms = await latencies(sockets, bases, tag);
  report(`chat message to the receiver's socket, ${label}, p99`, percentile(ms, 99), 'ms', goal, 'lower');
  note(
    `p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms over ${SAMPLES} messages, ${sockets.flat().length} sockets open`,
  );
  for (const s of sockets.flat()) s.ws.close();
}

export async function chatSocketFigures(): Promise<void> {
  const fresh = await freshPostgres(PG_URL);
  const started: LoadServer[] = [];
  try {
    const database = await openPostgres(fresh.url);
    await migrate(database);
    await seedDemo(database, { size: 300 });
    const staff = await database.db
      .select({ account: users.account })
      .from(users)
      .where(notInArray(users.account, FIXED_ACCOUNTS))
      .orderBy(users.account)
      .limit(STAFF);
    await database.close();
    const accounts = staff.map((u) => u.account);
    const env = { DATABASE_URL: fresh.url, DEMO: '0' };
    started.push(await startLoadServer(PORTS[0], env));
    await figures('1,000 sockets on one server', started, accounts, 100);
    await started.pop()!.stop();
    const shared = { ...env, REDIS_URL };
    started.push(await startLoadServer(PORTS[0], shared), await startLoadServer(PORTS[1], shared));
    await figures('1,000 sockets on two servers through Redis', started, accounts, 150);
  } finally {
    for (const s of started) await s.stop();
    await fresh.drop();
  }
}

await runAlone(import.meta.url, chatSocketFigures);
