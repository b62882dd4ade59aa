/**
 * Starts the server. One process by default: lock DATA_DIR (embedded database) → database → migrations →
 * demo seed → app → listen; with SERVER_PROCESSES > 1 a cluster primary prepares and forks the servers.
 * A start that cannot succeed says why in one line and exits 1; SIGINT/SIGTERM close everything cleanly.
 */
import cluster from 'node:cluster';
import { loadConfig, loadProcessConfig, type Config, type ProcessConfig } from './config';
import { lockDataDir } from './data-lock';
import { assertPortFree } from './port';
import { explainStartupError } from './startup-errors';

// The checks above are cheap; the app (every route module) is loaded only once they pass, so a refused
// start answers in a moment.
const loadServe = () => import('./serve');

function closeOn(close: () => Promise<void>): void {
  let closing = false;
  const shutdown = async (why: string) => {
    if (closing) return;
    closing = true;
    if (cluster.isPrimary) console.log(`${why}: shutting down…`);
    await close();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));
  // A worker whose primary is gone (killed outright) must not serve on alone.
  if (cluster.isWorker) process.on('disconnect', () => void shutdown('primary gone'));
}

async function runSingle(config: Config, proc: ProcessConfig): Promise<void> {
  const unlock = config.databaseUrl ? async () => {} : await lockDataDir(config.dataDir);
  try {
    await assertPortFree(config.port, config.host);
    const { serve, announce } = await loadServe();
    const serving = await serve(config, proc, { prepare: true });
    announce(serving, config);
    closeOn(async () => {
      await serving.close();
      await unlock();
    });
  } catch (err) {
    await unlock();
    throw err;
  }
}

async function runWorker(config: Config, proc: ProcessConfig): Promise<void> {
  const { serve } = await loadServe();
  const serving = await serve(config, proc, { prepare: false });
  closeOn(() => serving.close());
}

async function start(config: Config): Promise<void> {
  const proc = loadProcessConfig();
  if (cluster.isWorker) return runWorker(config, proc);
  if (proc.serverProcesses === 1) return runSingle(config, proc);
  await assertPortFree(config.port, config.host);
  const { runPrimary } = await import('./cluster-primary');
  return runPrimary(config, proc);
}

function fail(err: unknown, config: Config | undefined): never {
  const where = { port: config?.port ?? 0, host: config?.host ?? '', databaseUrl: config?.databaseUrl };
  const line = explainStartupError(err, where);
  console.error(line ? `人事系统 cannot start: ${line}` : err);
  process.exit(1);
}

let config: Config | undefined;
try {
  config = loadConfig();
  await start(config);
} catch (err) {
  fail(err, config);
}
