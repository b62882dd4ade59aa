/**
 * Uploads on the embedded database (AppDeps.fileDir, DATA_DIR/uploads): the bytes are written to a file
 * off the event loop, never sent to PGlite in one huge statement that stalls every other request; they
 * come back unchanged, a repeat keeps one file and a refused one leaves none behind.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, uploadedFile } from '../../contract';
import { buildApp } from '../../server/app';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/seed/index';
import { openTestDatabase, testConfig, tokenFor, type TestDatabase } from './harness';

let app: FastifyInstance;
let test: TestDatabase;
let fileDir: string;
let nurse: string;

beforeAll(async () => {
  test = await openTestDatabase();
  await migrate(test.database);
  await seedDemo(test.database, { size: 40 });
  fileDir = mkdtempSync(join(tmpdir(), 'hr-uploads-'));
  app = await buildApp({ db: test.database.db, config: testConfig(), fileDir });
  nurse = await tokenFor(app, 'nurse01');
});
afterAll(async () => {
  await app.close();
  await test.drop();
  rmSync(fileDir, { recursive: true, force: true });
});

async function upload(bytes: Buffer, key = randomUUID()) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'scan.pdf');
  const encoded = new Response(form);
  const res = await app.inject({
    method: 'POST',
    url: '/api/file/Uploader/annex',
    headers: {
      'jnpf-origin': 'app',
      authorization: nurse,
      'content-type': encoded.headers.get('content-type')!,
      [IDEMPOTENCY_HEADER]: key,
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return res.json() as { code: number; data: unknown };
}

const filesOnDisk = () => readdirSync(join(fileDir, 'annex'));

async function storedBytesInRow(fileName: string): Promise<number> {
  const rows = await test.database.db.execute(
    sql`select octet_length(content) as n from uploaded_files where file_name = ${fileName}`,
  );
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n);
}

describe('uploads beside the embedded database', () => {
  it("a 10 MB upload's bytes go to a file under DATA_DIR/uploads, not into the database row", async () => {
    const bytes = randomBytes(10_000_000);
    const file = uploadedFile.parse((await upload(bytes)).data);
    expect(await storedBytesInRow(file.name)).toBe(0);
    expect(readFileSync(join(fileDir, 'annex', file.name)).equals(bytes)).toBe(true);
    const res = await app.inject({ method: 'GET', url: file.url, headers: { authorization: nurse } });
    expect([res.statusCode, res.rawPayload.equals(bytes)]).toEqual([200, true]);
  });

  it('a repeated upload (same Idempotency-Key) keeps one file on disk', async () => {
    const before = filesOnDisk().length;
    const [bytes, key] = [randomBytes(20_000), randomUUID()];
    const first = await upload(bytes, key);
    expect(await upload(bytes, key)).toEqual(first);
    expect(filesOnDisk().length).toBe(before + 1);
  });

  it('a refused repeat (same key, other bytes: 409) leaves no file behind', async () => {
    const key = randomUUID();
    await upload(randomBytes(1000), key);
    const before = filesOnDisk().length;
    expect((await upload(randomBytes(1000), key)).code).toBe(409);
    expect(filesOnDisk().length).toBe(before);
  });
});
