/**
 * One server per DATA_DIR: an exclusive lock (proper-lockfile) taken before the embedded database is
 * opened, so a second `npm start` is refused with the first one's pid instead of opening a live database.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import { StartupError } from './startup-errors';

// Long: a busy event loop (seeding a large demo) must not make our own lock look abandoned. A crashed
// holder is recognised by its pid instead, so a restart never waits for this.
const STALE_MS = 120_000;

function pidIn(dir: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(join(dir, 'server.pid'), 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Not us: in a container a restarted server often gets the crashed one's pid. */
function isAnotherLiveProcess(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as { code?: string }).code === 'EPERM';
  }
}

function take(dir: string): Promise<() => Promise<void>> {
  return lockfile.lock(dir, {
    lockfilePath: join(dir, 'server.lock'),
    realpath: false,
    stale: STALE_MS,
    onCompromised: (err) => console.warn(`DATA_DIR lock lost: ${err.message}`),
  });
}

function refusal(dir: string, pid: number | undefined): StartupError {
  const who = pid ? `another server (pid ${pid})` : 'another server';
  return new StartupError(
    `DATA_DIR ${dir} is in use by ${who} — stop it, or give this one its own DATA_DIR (and PORT). ` +
      `If no server runs there, delete ${join(dir, 'server.lock')}.`,
  );
}

/** Resolves to the release function; refuses (StartupError) while a live process holds the lock. */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await take(dir);
  } catch (err) {
    if ((err as { code?: string }).code !== 'ELOCKED') throw err;
    const holder = pidIn(dir);
    // The holder died without releasing (SIGKILL, power cut): its lock is ours to clear.
    if (holder === undefined || isAnotherLiveProcess(holder)) throw refusal(dir, holder);
    rmSync(join(dir, 'server.lock'), { recursive: true, force: true });
    release = await take(dir);
  }
  writeFileSync(join(dir, 'server.pid'), String(process.pid));
  return async () => {
    rmSync(join(dir, 'server.pid'), { force: true });
    await release();
  };
}
