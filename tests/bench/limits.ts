/**
 * Limits under pressure (issue #28): on the embedded database, with the server's default limits, one
 * person uploads 2 MB files as fast as curl sends them (past UPLOAD_RATE_LIMIT, so most are refused with 429)
 * and another sends chat messages over HTTP back to back (past CHAT_BURST and CHAT_RATE_LIMIT), while a
 * third reads her to-do list (200 to-dos) back to back: that cheap read's p95 (goal ≤ 200 ms), with how many
 * uploads and messages went and were refused, and the same reads alone. Runs alone with
 * `npx tsx tests/bench/limits.ts` (after `npm run build`).
 */
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { FLOW_CATEGORY, IM_SEND_PATH, flowListPath } from '../../contract';
import { openPglite } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { seedDemo, userIdOf } from '../../server/seed';
import { note, percentile, report, summary } from './harness';
import { signIn, startLoadServer, type Session } from './loadServer';
import { seedTodoTasks } from './workflowSeed';

const run = promisify(execFile);
const PORT = 6833;
const RUN_MS = 15_000;
const UPLOAD_BYTES = 2_000_000;
const TODO_PATH = `${flowListPath(FLOW_CATEGORY.todo)}?currentPage=1&pageSize=20`;

type Tally = { ok: number; refused: number };

/** Uploads `path` as `session` until `until`, one curl at a time: how many were stored and refused. */
async function uploadUntil(base: string, session: Session, path: string, until: number): Promise<Tally> {
  const tally = { ok: 0, refused: 0 };
  while (Date.now() < until) {
    const { stdout } = await run('curl', [
      '-sS',
      ...['-H', `Authorization: ${session.token}`, '-H', 'jnpf-origin: app'],
      ...['-H', `idempotency-key: ${randomUUID()}`],
      ...['-F', `file=@${path};type=image/jpeg;filename=photo.jpg`],
      `${base}/api/file/Uploader/annex`,
    ]);
    const { code } = JSON.parse(stdout) as { code: number };
    if (code === 200) tally.ok++;
    else if (code === 429) tally.refused++;
    else throw new Error(`upload answered code ${code}`);
  }
  return tally;
}

/** Chat messages over HTTP as `from` to `to` until `until`, back to back. */
async function chatUntil(base: string, from: Session, to: Session, until: number): Promise<Tally> {
  const tally = { ok: 0, refused: 0 };
  for (let i = 0; Date.now() < until; i++) {
    const res = await fetch(`${base}${IM_SEND_PATH}`, {
      method: 'POST',
      headers: { Authorization: from.token, 'jnpf-origin': 'app', 'content-type': 'application/json' },
      body: JSON.stringify({
        toUserId: to.userId,
        messageType: 'text',
        messageContent: `第 ${i} 条`,
        clientMessageId: randomUUID(),
      }),
    });
    await res.arrayBuffer();
    if (res.status === 200) tally.ok++;
    else if (res.status === 429) tally.refused++;
    else throw new Error(`im/send answered HTTP ${res.status}`);
  }
  return tally;
}

/** The to-do list's latencies (ms), read back to back until `until`. */
async function readsUntil(base: string, reader: Session, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    const t0 = performance.now();
    const res = await fetch(`${base}${TODO_PATH}`, {
      headers: { Authorization: reader.token, 'jnpf-origin': 'app' },
    });
    const body = await res.text();
    if (!body.startsWith('{"code":200')) throw new Error(`to-do list answered ${res.status}`);
    times.push(performance.now() - t0);
  }
  return times;
}

async function prepared(dataDir: string): Promise<void> {
  const database = await openPglite(join(dataDir, 'pglite'));
  await migrate(database);
  await seedDemo(database);
  await seedTodoTasks(database.db, userIdOf('head01'), { n: 200 });
  await database.close();
}

export async function limitsFigures(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hr-bench-limits-'));
  const file = join(dataDir, 'photo.jpg');
  writeFileSync(file, randomBytes(UPLOAD_BYTES));
  await prepared(dataDir);
  const server = await startLoadServer(PORT, { DATA_DIR: dataDir });
  try {
    const [reader, uploader, talker, partner] = await Promise.all(
      ['head01', 'nurse01', 'director01', 'leader01'].map((a) => signIn(server.base, a)),
    );
    const until = Date.now() + RUN_MS;
    const [times, uploads, chats] = await Promise.all([
      readsUntil(server.base, reader!, () => Date.now() >= until),
      uploadUntil(server.base, uploader!, file, until),
      chatUntil(server.base, talker!, partner!, until),
    ]);
    report(
      'to-do list p95 while one user hits the upload limit and another the chat limit (embedded database)',
      percentile(times, 95),
      'ms',
      200,
      'lower',
    );
    let left = times.length;
    const alone = await readsUntil(server.base, reader!, () => left-- <= 0);
    note(
      `${times.length} reads in ${RUN_MS / 1000} s, median ${percentile(times, 50).toFixed(1)} ms; ` +
        `uploads of 2 MB: ${uploads.ok} stored, ${uploads.refused} refused (429); chat over HTTP: ` +
        `${chats.ok} sent, ${chats.refused} refused (429); the same reads alone: p95 ` +
        `${percentile(alone, 95).toFixed(1)} ms, median ${percentile(alone, 50).toFixed(1)} ms`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await limitsFigures();
  summary();
}
