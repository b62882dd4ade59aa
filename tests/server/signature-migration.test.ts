/**
 * Migration 024 forgets every stored signature that is no signature (issue #28 item 5): a PNG or SVG data URL
 * and the signer's own picture stay; an API path, another host, SVG as text, someone else's upload become
 * null (an SVG's drawing is checked as it is read). Runs on
 * PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationFiles } from '../../server/db/migrate';
import * as t from '../../server/db/schema';
import { seedDemo } from '../../server/seed/index';
import { openTestDatabase, type TestDatabase } from './harness';

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '../../server/db/migrations');
const PNG_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==';
const HEAD = 'u-head01';
const NURSE = 'u-nurse01';

let tdb: TestDatabase;

const upload = (userId: string, name: string, mime: string) =>
  `INSERT INTO uploaded_files (user_id, idempotency_key, type, file_name, extension, original_name, mime_type,
    size, sha256, content, created_at) VALUES ('${userId}', '${name}', 'annex', '${name}', 'png', 's.png',
    '${mime}', 1, '', '\\x00', now());`;
const record = (id: string, signImg: string) =>
  `INSERT INTO flow_task_records (id, task_id, node_code, handle_type, handler_id, sign_img, handled_at)
    VALUES ('${id}', 'task-1', 'manager', 1, '${HEAD}', '${signImg.replace(/'/g, "''")}', now());`;

beforeAll(async () => {
  tdb = await openTestDatabase();
  const before = mkdtempSync(join(tmpdir(), 'migrations-023-'));
  for (const name of migrationFiles().filter((n) => n < '024'))
    copyFileSync(join(MIGRATIONS, name), join(before, name));
  await migrate(tdb.database, before);
  rmSync(before, { recursive: true });
  await seedDemo(tdb.database, { size: 40 });
  await tdb.database.exec(
    [
      `INSERT INTO flow_tasks (id, flow_key, form_id, applicant_id, title, bill_no, status, created_at, updated_at)
        VALUES ('task-1', 'leaveApply', 'form-1', '${NURSE}', '请假', 'QJ1', 1, now(), now());`,
      upload(HEAD, 'head-sign.png', 'image/png'),
      upload(NURSE, 'nurse-pic.png', 'image/png'),
      upload(HEAD, 'head-doc.png', 'application/pdf'),
      record('png', PNG_URL),
      record('own-picture', '/api/file/Download/annex/head-sign.png'),
      record('sms-path', '/api/oauth/SmsCode/13800000000'),
      record('other-host', 'https://evil.example/sign.png'),
      record('svg', 'data:image/svg+xml;base64,PHN2Zy8+'),
      record('svg-text', 'data:image/svg+xml;utf8,<svg/>'),
      record('not-png', 'data:image/png;base64,R0lGODlh'),
      record('foreign-picture', '/api/file/Download/annex/nurse-pic.png'),
      record('own-not-picture', '/api/file/Download/annex/head-doc.png'),
    ].join('\n'),
  );
  expect(await migrate(tdb.database)).toContain('024_upload_quota_and_signatures.sql');
});
afterAll(() => tdb.drop());

describe('migration 024: only signatures stay signatures', () => {
  it('a PNG or SVG data URL and the signer’s own picture stay; everything else is forgotten', async () => {
    const rows = await tdb.database.db
      .select({ id: t.flowTaskRecords.id, signImg: t.flowTaskRecords.signImg })
      .from(t.flowTaskRecords)
      .orderBy(asc(t.flowTaskRecords.id));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.signImg]))).toEqual({
      png: PNG_URL,
      'own-picture': '/api/file/Download/annex/head-sign.png',
      'sms-path': null,
      'other-host': null,
      svg: 'data:image/svg+xml;base64,PHN2Zy8+',
      'svg-text': null,
      'not-png': null,
      'foreign-picture': null,
      'own-not-picture': null,
    });
  });
});
