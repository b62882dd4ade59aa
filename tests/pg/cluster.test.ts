/**
 * SERVER_PROCESSES=2 on PostgreSQL: the primary prepares a fresh database once and two worker processes
 * answer on the one port; a killed worker is replaced; SIGTERM stops every process cleanly.
 */
import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, tempDir, type ServerProcess } from '../server/serverProcess';

const PORT = 6911;
const START_MS = 90_000;
const adminUrl = process.env.DATABASE_URL ?? '';
const name = `hr_cluster_${process.pid}_${randomBytes(4).toString('hex')}`;

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The pid answering GET /api/health on a new connection (no keep-alive, so the cluster picks again). */
function healthPid(): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = get({ host: '127.0.0.1', port: PORT, path: '/api/health', agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve((JSON.parse(body) as { instance: number }).instance));
    });
    req.on('error', reject);
    req.setTimeout(5000, () => req.destroy(new Error('health did not answer in 5 s')));
  });
}

/** Asks up to `tries` times, on new connections, until `want` pids have answered. */
async function pidsAnswering(want: (pids: Set<number>) => boolean, tries = 20): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < tries && !want(pids); i++) pids.add(await healthPid());
  return pids;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('several server processes on PostgreSQL', () => {
  let server: ServerProcess;
  let workers: number[] = [];
  beforeAll(async () => {
    await admin((client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    server = startServer({
      SERVER_PROCESSES: '2',
      DATABASE_URL: url.toString(),
      PORT: String(PORT),
      DATA_DIR: tempDir('cluster'),
      PG_POOL_MAX: '4',
    });
    await server.waitFor(/running at http:\/\/127\.0\.0\.1:6911 — 2 processes/, START_MS);
  }, START_MS);
  afterAll(async () => {
    server.kill('SIGKILL');
    for (const pid of workers) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it('two distinct processes answer on the one port, the database prepared once', async () => {
    const pids = await pidsAnswering((seen) => seen.size >= 2);
    workers = [...pids];
    expect(pids.size).toBe(2);
    expect(pids.has(server.child.pid!)).toBe(false);
    expect(server.output().match(/Migrations applied/g)).toHaveLength(1);
  });

  it('a killed worker is replaced by a new process that serves', { timeout: START_MS }, async () => {
    const [victim, survivor] = workers as [number, number];
    process.kill(victim, 'SIGKILL');
    const [, replacement] = await server.waitFor(
      new RegExp(`${victim} ended \\(SIGKILL\\); started (\\d+)`),
      10_000,
    );
    await server.waitFor(new RegExp(`Server process ${replacement} is serving`), START_MS);
    const pids = await pidsAnswering((seen) => seen.has(Number(replacement)));
    expect(pids).toEqual(new Set([survivor, Number(replacement)]));
    workers = [survivor, Number(replacement)];
  });

  it('SIGTERM stops the primary and every worker cleanly (exit 0)', async () => {
    server.kill('SIGTERM');
    expect(await server.exit(15_000)).toBe(0);
    expect(workers.filter(isRunning)).toEqual([]);
  });
});
