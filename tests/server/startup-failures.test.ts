/**
 * Start-up failures of the real server process: each exits 1 with one line saying what to do (busy port,
 * DATA_DIR held by another server, PostgreSQL refused or missing), before opening the embedded database.
 * The spawned servers pick their own databases, so the file runs once (not again on the PostgreSQL project).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadProcessConfig } from '../../server/config';
import { lockDataDir } from '../../server/data-lock';
import { explainStartupError } from '../../server/startup-errors';
import { freePort } from './freePort';
import { startServer, tempDir, type ServerProcess } from './serverProcess';

/** Ports of the machine's picking (set before any test): a fixed one collided with an e2e server. */
const PORT = { first: 0, free: 0, busy: 0 };
const START_MS = 60_000;
// Bounds, not waits: a refusal takes about a second, but the machine may be shared and busy.
const FAIL_MS = 45_000;
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';

/** The process's whole output when it has exited 1: one line, starting 人事系统 cannot start. */
async function refusal(server: ServerProcess): Promise<string> {
  expect(await server.exit(FAIL_MS)).toBe(1);
  const lines = server.output().trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^人事系统 cannot start: /);
  return lines[0]!;
}

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

beforeAll(async () => {
  for (const key of ['first', 'free', 'busy'] as const)
    do PORT[key] = await freePort();
    while (Object.values(PORT).filter((p) => p === PORT[key]).length > 1);
});

describe('start-up failures say what to do in one line', { timeout: FAIL_MS }, () => {
  const spawned: ServerProcess[] = [];
  const start = (env: Record<string, string>) => {
    const server = startServer(env);
    spawned.push(server);
    return server;
  };
  afterAll(async () => {
    for (const server of spawned) server.kill('SIGKILL');
  });

  // Started first, awaited last: the refusals below run while it boots (the slow part, ~10 s).
  const dataDir = tempDir('first');
  let first: ServerProcess;
  let firstUp: Promise<unknown>;
  beforeAll(() => {
    first = start({ PORT: String(PORT.first), DATA_DIR: dataDir, DEMO: '0' });
    firstUp = first.waitFor(/running at/, START_MS);
    firstUp.catch(() => {});
  });

  describe('a busy port', () => {
    let holder: Server;
    beforeAll(async () => {
      holder = createServer();
      await new Promise<void>((resolve) => holder.listen(PORT.busy, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

    it('is named with the advice to set PORT, and no embedded database is opened', async () => {
      const dataDir = tempDir('busy');
      const line = await refusal(start({ PORT: String(PORT.busy), DATA_DIR: dataDir }));
      expect(line).toContain(`Port ${PORT.busy} on 127.0.0.1 is already in use`);
      expect(line).toContain('set PORT to a free port');
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    });
  });

  it('SERVER_PROCESSES > 1 on the embedded database is refused: one process can own it', async () => {
    const line = await refusal(
      start({ PORT: String(PORT.free), DATA_DIR: tempDir('cluster'), SERVER_PROCESSES: '2' }),
    );
    expect(line).toContain('SERVER_PROCESSES=2 needs PostgreSQL (DATABASE_URL)');
  });

  it('PostgreSQL refusing connections is one line: start it or fix DATABASE_URL', async () => {
    const env = {
      PORT: String(PORT.free),
      DATA_DIR: tempDir('pg-refused'),
      DATABASE_URL: 'postgres://root@127.0.0.1:1/x',
    };
    expect(await refusal(start(env))).toContain(
      'Cannot reach PostgreSQL at 127.0.0.1:1 (connection refused)',
    );
  });

  it('a missing PostgreSQL database is one line naming it and how to create it', async (ctx) => {
    if (!(await postgresAnswers())) ctx.skip();
    const url = new URL(ADMIN_URL);
    url.pathname = '/does_not_exist_xyz';
    const env = { PORT: String(PORT.free), DATA_DIR: tempDir('pg-missing'), DATABASE_URL: url.toString() };
    const line = await refusal(start(env));
    expect(line).toContain('PostgreSQL database "does_not_exist_xyz" does not exist');
    expect(line).toContain('createdb does_not_exist_xyz');
  });

  it('a corrupt vapid.json and a DATA_DIR that is a file are one line each, saying what to do', async () => {
    const corrupt = tempDir('vapid');
    writeFileSync(join(corrupt, 'vapid.json'), '{"publicKey": tru');
    const vapid = await refusal(start({ PORT: String(PORT.free), DATA_DIR: corrupt }));
    expect(vapid).toContain(`${join(corrupt, 'vapid.json')} is not a VAPID key pair — delete it`);
    const file = join(tempDir('file'), 'data');
    writeFileSync(file, 'not a folder');
    const dataDir = await refusal(start({ PORT: String(PORT.free), DATA_DIR: file }));
    expect(dataDir).toContain(`DATA_DIR ${file} is not a folder`);
  });

  describe('a running server owns its port and DATA_DIR', () => {
    it('the start-up line names the address actually bound', { timeout: START_MS }, async () => {
      await firstUp;
      expect(first.output()).toContain(`人事系统 is running at http://127.0.0.1:${PORT.first}\n`);
    });

    it('a second server on the same DATA_DIR is refused, naming the pid of the first', async () => {
      const second = start({ PORT: String(PORT.free), DATA_DIR: dataDir, DEMO: '0' });
      const line = await refusal(second);
      expect(line).toContain(`DATA_DIR ${dataDir} is in use by another server (pid ${first.child.pid})`);
      expect(line).toContain('give this one its own DATA_DIR');
    });

    it('a second server on the same port and DATA_DIR (a second npm start) is refused the same way', async () => {
      const again = start({ PORT: String(PORT.first), DATA_DIR: dataDir, DEMO: '0' });
      expect(await refusal(again)).toContain(`is in use by another server (pid ${first.child.pid})`);
    });

    it('SIGTERM closes it cleanly (exit 0) and releases DATA_DIR for the next start', async () => {
      first.kill('SIGTERM');
      expect(await first.exit(FAIL_MS)).toBe(0);
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
      expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);
    });
  });
});

describe('the DATA_DIR lock', () => {
  it('is taken over from a holder that died without releasing it (its pid no longer runs)', async () => {
    const dir = tempDir('stale');
    mkdirSync(join(dir, 'server.lock'));
    writeFileSync(join(dir, 'server.pid'), '2147483646');
    const release = await lockDataDir(dir);
    await release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });
});

describe('start-up settings and errors, worded', () => {
  const where = { port: 80, host: '10.9.9.9', databaseUrl: 'postgres://hr:secret@db.example:5433/hr' };
  const err = (code: string, message = code) => Object.assign(new Error(message), { code });

  it("SERVER_PROCESSES is a whole number or 'auto' (one per core), and more than 1 needs PostgreSQL", () => {
    const pg = { DATABASE_URL: 'postgres://x/y' };
    expect(loadProcessConfig({}, 8)).toEqual({ serverProcesses: 1, pgPoolMax: 10 });
    expect(loadProcessConfig({ ...pg, SERVER_PROCESSES: 'auto', PG_POOL_MAX: '4' }, 8)).toEqual({
      serverProcesses: 8,
      pgPoolMax: 4,
    });
    expect(() => loadProcessConfig({ ...pg, SERVER_PROCESSES: '0' }, 8)).toThrow(ConfigError);
    expect(() => loadProcessConfig({ SERVER_PROCESSES: '2' }, 8)).toThrow('needs PostgreSQL');
  });

  it('a forbidden port and a foreign HOST each say which setting to change', () => {
    expect(explainStartupError(err('EACCES'), where)).toMatch(/^Port 80 needs privileges.*set PORT/);
    expect(explainStartupError(err('EADDRNOTAVAIL'), where)).toMatch(/^HOST 10\.9\.9\.9 is not an address/);
  });

  it('PostgreSQL failures name the server, never the password', () => {
    const refused = new AggregateError([err('ECONNREFUSED')], 'connect');
    const lines = [
      explainStartupError(refused, where),
      explainStartupError(err('ENOTFOUND'), where),
      explainStartupError(err('28P01', 'password authentication failed for user "hr"'), where),
    ];
    expect(lines[0]).toContain('Cannot reach PostgreSQL at db.example:5433 (connection refused)');
    expect(lines[1]).toContain('(no such host)');
    expect(lines[2]).toContain('refused user "hr"');
    for (const line of lines) expect(line).not.toContain('secret');
  });

  it('a setting that cannot be used is a ConfigError naming it, never a stack trace', () => {
    const dir = tempDir('settings');
    const cases: [Record<string, string>, string][] = [
      [{ CORS_ORIGINS: '*' }, 'CORS_ORIGINS: "*" is not an origin'],
      [{ SMS_PROVIDER: 'pigeon' }, "SMS_PROVIDER must be aliyun, tencent, local or none (got 'pigeon')"],
      [{ SMS_PROVIDER: 'aliyun' }, 'SMS_PROVIDER=aliyun needs SMS_KEY_ID'],
      [{ HR_CONTACTS: '[{"name":' }, 'HR_CONTACTS: not JSON'],
      [{ HR_CONTACTS: '[{"name":"人事科"}]' }, 'HR_CONTACTS: '],
      [{ PUSH_HOSTS: 'https://push.example.org' }, 'PUSH_HOSTS: "https://push.example.org"'],
    ];
    for (const [env, words] of cases) {
      let thrown: unknown;
      try {
        loadConfig({ DATA_DIR: dir, JWT_SECRET: 's', ...env });
      } catch (err) {
        thrown = err;
      }
      expect(thrown, words).toBeInstanceOf(ConfigError);
      expect(explainStartupError(thrown, where), words).toContain(words);
    }
  });

  it('an error it does not know is left to the stack trace', () => {
    expect(explainStartupError(new Error('boom'), where)).toBeUndefined();
  });
});
