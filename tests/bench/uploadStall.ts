/**
 * A cheap read while big uploads run (issue #12): `GET /api/oauth/CurrentUser` back to back while three
 * 10 MB uploads (`POST /api/file/Uploader/annex`) go in at once, six rounds so the p95 is not simply the
 * slowest read; the reads' latencies. The uploads are sent by curl, so encoding them does not slow this
 * process's reads.
 */
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Session } from './loadServer';

const run = promisify(execFile);

const UPLOAD_BYTES = 10_000_000;
const ROUNDS = 6;
const PARALLEL = 3;

async function uploadOnce(base: string, session: Session, path: string): Promise<void> {
  const { stdout } = await run('curl', [
    '-sS',
    ...['-H', `Authorization: ${session.token}`, '-H', 'jnpf-origin: app'],
    ...['-H', `idempotency-key: ${randomUUID()}`],
    ...['-F', `file=@${path};type=application/pdf;filename=scan.pdf`],
    `${base}/api/file/Uploader/annex`,
  ]);
  const body = JSON.parse(stdout) as { code: number; msg: string };
  if (body.code !== 200) throw new Error(`upload failed: ${body.msg}`);
}

async function readsUntil(base: string, session: Session, done: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!done()) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/oauth/CurrentUser?type=app`, {
      headers: { Authorization: session.token, 'jnpf-origin': 'app' },
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`CurrentUser answered ${res.status}`);
    times.push(performance.now() - t0);
  }
  return times;
}

/** Latencies (ms) of `n` cheap reads with nothing else running: what the machine gives at the moment. */
export async function readsAlone(base: string, reader: Session, n: number): Promise<number[]> {
  let left = n;
  return readsUntil(base, reader, () => left-- <= 0);
}

/** Latencies (ms) of the cheap reads made while the uploads ran, and the uploads' total seconds. */
export async function readsDuringUploads(
  base: string,
  reader: Session,
  uploaders: Session[],
): Promise<{ times: number[]; uploadSeconds: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'hr-bench-upload-'));
  const path = join(dir, 'scan.pdf');
  writeFileSync(path, randomBytes(UPLOAD_BYTES));
  const times: number[] = [];
  const t0 = performance.now();
  try {
    for (let round = 0; round < ROUNDS; round++) {
      let finished = false;
      const uploads = Array.from({ length: PARALLEL }, (_, i) =>
        uploadOnce(base, uploaders[i % uploaders.length]!, path),
      );
      const all = Promise.all(uploads).finally(() => (finished = true));
      const [reads] = await Promise.all([readsUntil(base, reader, () => finished), all]);
      times.push(...reads);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { times, uploadSeconds: (performance.now() - t0) / 1000 };
}
