/**
 * Servers for the load figures (tests/bench/load.ts): `npm start` on a port of its own (6831–6839), on the
 * embedded database or a fresh PostgreSQL database made and dropped per run, signed in over HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import md5 from 'blueimp-md5';
import pg from 'pg';
import { DEMO_PASSWORD } from './harness';

export type LoadServer = { base: string; child: ChildProcess; stop(): Promise<void> };
export type Session = { account: string; token: string; userId: string };

const LOGIN_QUERY = 'client_id=admin&client_secret=123456&scope=all&grant_type=password';

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

async function waitForVersion(base: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${base} exited with ${child.exitCode}`);
    if (await answers(`${base}/api/app/Version`)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no HTTP 200 from ${base}`);
}

/** Starts `node --import tsx server/main.ts` with `env` on `port` and waits until it answers. */
export async function startLoadServer(port: number, env: Record<string, string>): Promise<LoadServer> {
  const base = `http://127.0.0.1:${port}`;
  if (await answers(`${base}/api/app/Version`)) throw new Error(`port ${port} is already serving`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      REDIS_URL: '',
      DEMO: '1',
      STATIC_DIR: 'dist',
      LOGIN_RATE_LIMIT: '1000000',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForVersion(base, child, Date.now() + 300_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return { base, child, stop };
}

/** Signs `account` in over HTTP (md5 of the demo password), as the app does. */
export async function signIn(base: string, account: string): Promise<Session> {
  const login = await fetch(`${base}/api/oauth/Login?${LOGIN_QUERY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'jnpf-origin': 'app' },
    body: new URLSearchParams({ account, password: md5(DEMO_PASSWORD) }).toString(),
  });
  const body = (await login.json()) as { code: number; msg: string; data: { token: string } | null };
  if (body.code !== 200 || !body.data) throw new Error(`sign-in of ${account} failed: ${body.msg}`);
  const me = await fetch(`${base}/api/oauth/CurrentUser?type=app`, {
    headers: { Authorization: body.data.token, 'jnpf-origin': 'app' },
  });
  const { data } = (await me.json()) as { data: { userInfo: { userId: string } } };
  return { account, token: body.data.token, userId: data.userInfo.userId };
}

export type FreshDatabase = { url: string; drop(): Promise<void> };

/** A new, empty PostgreSQL database next to the one `adminUrl` names; `drop` removes it. */
export async function freshPostgres(adminUrl: string): Promise<FreshDatabase> {
  const name = `hr_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
