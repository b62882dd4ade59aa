/**
 * SERVER_PROCESSES > 1 on PostgreSQL: this primary prepares the database once, then forks the workers that
 * serve the one port (Node's cluster); a worker that dies after it served is replaced, SIGTERM stops all.
 */
import cluster, { type Address, type Worker } from 'node:cluster';
import { sql } from 'drizzle-orm';
import type { Config, ProcessConfig } from './config';
import type { Database } from './db/client';
import { boundUrl } from './port';
import { openConfiguredDatabase, prepare } from './serve';

const STOP_GRACE_MS = 10_000;
/** More replacements than this within a minute is a crash loop: stop rather than spin. */
const MAX_REPLACEMENTS_PER_MINUTE = 10;

type Rows<T> = { rows: T[] };

async function warnIfPoolTooLarge(database: Database, proc: ProcessConfig): Promise<void> {
  // Both drivers answer execute() with { rows }; Drizzle types the raw result as unknown.
  const { rows } = (await database.db.execute(
    sql`select current_setting('max_connections') as max`,
  )) as Rows<{ max: string }>;
  const max = Number(rows[0]?.max);
  const wanted = proc.serverProcesses * proc.pgPoolMax;
  // PostgreSQL keeps 3 of max_connections for superusers (superuser_reserved_connections).
  if (wanted > max - 3)
    console.warn(
      `${proc.serverProcesses} processes × PG_POOL_MAX ${proc.pgPoolMax} = ${wanted} connections, but PostgreSQL ` +
        `allows ${max}: lower PG_POOL_MAX or raise max_connections.`,
    );
}

async function prepareOnce(config: Config, proc: ProcessConfig): Promise<void> {
  const database = await openConfiguredDatabase(config, { ...proc, pgPoolMax: 2 });
  try {
    await prepare(database, config);
    await warnIfPoolTooLarge(database, proc);
  } finally {
    await database.close();
  }
}

class Workers {
  private readonly alive = new Set<Worker>();
  private readonly served = new WeakSet<Worker>();
  private replacements: number[] = [];
  private announced = false;
  private stopping = false;
  private exitCode = 0;

  constructor(private readonly count: number) {}

  start(): void {
    cluster.on('listening', (worker, address) => this.listening(worker, address));
    cluster.on('exit', (worker, code, signal) => this.exited(worker, code ?? signal));
    for (let i = 0; i < this.count; i++) this.fork();
  }

  private fork(): Worker {
    const worker = cluster.fork();
    this.alive.add(worker);
    return worker;
  }

  private listening(worker: Worker, address: Address): void {
    this.served.add(worker);
    if (this.announced) return console.log(`Server process ${worker.process.pid} is serving.`);
    const serving = [...this.alive].filter((w) => this.served.has(w)).length;
    if (serving < this.count) return;
    this.announced = true;
    console.log(
      `人事系统 is running at ${boundUrl(address)} — ${this.count} processes (primary pid ${process.pid})`,
    );
  }

  private exited(worker: Worker, how: number | string): void {
    this.alive.delete(worker);
    if (this.stopping) return this.exitWhenAllGone();
    if (!this.served.has(worker)) {
      console.error(`Server process ${worker.process.pid} failed to start (exit ${how}); stopping.`);
      return this.stop(1);
    }
    const now = Date.now();
    this.replacements = [...this.replacements.filter((t) => now - t < 60_000), now];
    if (this.replacements.length > MAX_REPLACEMENTS_PER_MINUTE) {
      console.error(`Server processes keep dying (${this.replacements.length} in a minute); stopping.`);
      return this.stop(1);
    }
    const next = this.fork();
    console.warn(
      `Server process ${worker.process.pid} ended (${how}); started ${next.process.pid} in its place.`,
    );
  }

  stop(exitCode: number): void {
    if (!this.stopping) this.exitCode = exitCode;
    this.stopping = true;
    for (const worker of this.alive) worker.process.kill('SIGTERM');
    setTimeout(() => this.alive.forEach((worker) => worker.process.kill('SIGKILL')), STOP_GRACE_MS).unref();
    this.exitWhenAllGone();
  }

  private exitWhenAllGone(): void {
    if (this.alive.size === 0) process.exit(this.exitCode);
  }
}

export async function runPrimary(config: Config, proc: ProcessConfig): Promise<void> {
  await prepareOnce(config, proc);
  const workers = new Workers(proc.serverProcesses);
  workers.start();
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      console.log(`${signal}: stopping ${proc.serverProcesses} server processes…`);
      workers.stop(0);
    });
}
