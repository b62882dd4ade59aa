/**
 * Load figures (issue #12): the to-do list and CurrentUser at 50 concurrent connections for 20 s after a
 * 3 s warm-up, each connection a different signed-in user — on PostgreSQL (vacuumed and analysed after the
 * seed) with 2 server processes and Redis (goals), then on the embedded database (figures only) — and a
 * cheap read's p95 while three 10 MB uploads run.
 * Runs alone with `npx tsx tests/bench/load.ts` (PG_URL / REDIS_URL override the local defaults; the
 * machine's other work shows in every figure, so run it on a quiet machine).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { notInArray } from 'drizzle-orm';
import { FLOW_CATEGORY, flowListPath } from '../../contract';
import { openPglite, openPostgres, type Database } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { users } from '../../server/db/schema';
import { FIXED_ACCOUNTS, seedDemo, userIdOf } from '../../server/seed';
import { note, percentile, report, summary } from './harness';
import { freshPostgres, signIn, startLoadServer, type LoadServer, type Session } from './loadServer';
import { readsAlone, readsDuringUploads } from './uploadStall';
import { seedTodoTasks } from './workflowSeed';

const CONNECTIONS = 50;
const DURATION_S = 20;
const WARM_UP_S = 3;
const PG_PORT = 6831;
const EMBEDDED_PORT = 6832;
const HEAD_TASKS = 10_000;
const OTHER_TASKS = 200;
const PG_URL = process.env.PG_URL ?? 'postgres://root@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** The six demo accounts and then generated staff: one user per connection. */
async function benchAccounts(database: Database): Promise<string[]> {
  const staff = await database.db
    .select({ account: users.account })
    .from(users)
    .where(notInArray(users.account, FIXED_ACCOUNTS))
    .orderBy(users.account)
    .limit(CONNECTIONS - FIXED_ACCOUNTS.length);
  return [...FIXED_ACCOUNTS, ...staff.map((u) => u.account)];
}

/** The demo hospital, 10,000 to-dos for head01 and 200 for every other bench user; their accounts. */
async function seed(database: Database): Promise<string[]> {
  await migrate(database);
  await seedDemo(database);
  const accounts = await benchAccounts(database);
  await seedTodoTasks(database.db, userIdOf('head01'), { n: HEAD_TASKS });
  for (const account of accounts.filter((a) => a !== 'head01'))
    await seedTodoTasks(database.db, userIdOf(account), { n: OTHER_TASKS });
  return accounts;
}

type Figures = { p95: number; p99: number; errors: number; rps: number; requests: number };

/** `path` for 20 s over 50 connections, each with its own user's token; a reply is good when code 200. */
async function hammer(
  base: string,
  path: string,
  sessions: Session[],
  durationS = DURATION_S,
): Promise<Figures> {
  const times: number[] = [];
  let bad = 0;
  let nextUser = 0;
  const options: autocannon.Options = {
    url: base,
    connections: CONNECTIONS,
    duration: durationS,
    requests: [
      {
        method: 'GET',
        path,
        setupRequest: (request, context: { token?: string }) => {
          context.token ??= sessions[nextUser++ % sessions.length]!.token;
          return { ...request, headers: { ...request.headers, authorization: context.token } };
        },
        onResponse: (status, body) => {
          if (status !== 200 || !/^\{"code":200[,}]/.test(body)) bad += 1;
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (err, done) => (err ? reject(err) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  return {
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: bad + result.errors + result.timeouts,
    rps: result.requests.total / durationS,
    requests: result.requests.total,
  };
}

const TARGETS = [
  { name: 'to-do list', path: `${flowListPath(FLOW_CATEGORY.todo)}?currentPage=1&pageSize=20` },
  { name: 'CurrentUser', path: '/api/oauth/CurrentUser?type=app' },
];

async function signInAll(base: string, accounts: string[]): Promise<Session[]> {
  const sessions: Session[] = [];
  for (const account of accounts) sessions.push(await signIn(base, account));
  return sessions;
}

function reportGoals(where: string, name: string, f: Figures): void {
  report(`${name} p95, ${where}, ${CONNECTIONS} users at once`, f.p95, 'ms', 100, 'lower');
  report(`${name} p99, ${where}`, f.p99, 'ms', 250, 'lower');
  report(`${name} errors, ${where}`, f.errors, 'requests', 0, 'lower');
  report(`${name} throughput, ${where}`, f.rps, 'requests/s', 500, 'higher');
}

async function postgresFigures(): Promise<void> {
  const fresh = await freshPostgres(PG_URL);
  const dataDir = mkdtempSync(join(tmpdir(), 'hr-bench-load-pg-'));
  let server: LoadServer | undefined;
  try {
    const database = openPostgres(fresh.url);
    const accounts = await seed(database);
    // A hospital's database is in steady state: statistics known, no autovacuum racing the first figure.
    await database.exec('VACUUM ANALYZE');
    await database.close();
    server = await startLoadServer(PG_PORT, {
      DATABASE_URL: fresh.url,
      REDIS_URL,
      SERVER_PROCESSES: process.env.LOAD_SERVER_PROCESSES ?? '2',
      DATA_DIR: dataDir,
    });
    const sessions = await signInAll(server.base, accounts);
    for (const target of TARGETS) {
      // Warm-up (not counted): every process has compiled its hot path and filled its pool.
      await hammer(server.base, target.path, sessions, WARM_UP_S);
      const figures = await hammer(server.base, target.path, sessions);
      reportGoals('PostgreSQL, 2 processes, Redis', target.name, figures);
      note(`${figures.requests} requests in ${DURATION_S} s`);
    }
  } finally {
    await server?.stop();
    await fresh.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function uploadFigures(server: LoadServer, sessions: Session[]): Promise<void> {
  const reader = sessions[3]!;
  const { times, uploadSeconds } = await readsDuringUploads(server.base, reader, sessions.slice(0, 3));
  report(
    'CurrentUser p95 while three 10 MB uploads run (embedded database)',
    percentile(times, 95),
    'ms',
    200,
    'lower',
  );
  const alone = await readsAlone(server.base, reader, times.length);
  note(
    `${times.length} reads over ${uploadSeconds.toFixed(1)} s of uploads (6 rounds of 3); median ` +
      `${percentile(times, 50).toFixed(1)} ms; the same reads without uploads: p95 ` +
      `${percentile(alone, 95).toFixed(1)} ms, median ${percentile(alone, 50).toFixed(1)} ms`,
  );
}

async function embeddedFigures(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hr-bench-load-'));
  let server: LoadServer | undefined;
  try {
    const database = await openPglite(join(dataDir, 'pglite'));
    const accounts = await seed(database);
    await database.close();
    server = await startLoadServer(EMBEDDED_PORT, { DATA_DIR: dataDir });
    const sessions = await signInAll(server.base, accounts);
    for (const target of TARGETS) {
      await hammer(server.base, target.path, sessions, WARM_UP_S);
      const f = await hammer(server.base, target.path, sessions);
      note(
        `${target.name}, embedded database, ${CONNECTIONS} users at once: p95 ${f.p95.toFixed(0)} ms, ` +
          `p99 ${f.p99.toFixed(0)} ms, ${f.errors} errors, ${f.rps.toFixed(0)} requests/s`,
      );
    }
    await uploadFigures(server, sessions);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function loadFigures(): Promise<void> {
  await postgresFigures();
  await embeddedFigures();
}

// Alone: `npx tsx tests/bench/load.ts [postgres|embedded]` (both by default).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const only = process.argv[2];
  if (only !== 'embedded') await postgresFigures();
  if (only !== 'postgres') await embeddedFigures();
  summary();
}
