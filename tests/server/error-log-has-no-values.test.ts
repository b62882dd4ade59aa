/**
 * The error log keeps what went wrong, not what users sent (issue #12, hole 10): a failed query's log
 * line names the error's class, SQLSTATE and request id, but none of the query's parameter values.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { migrate } from '../../server/db/migrate';
import { openTestDatabase, testConfig, type TestDatabase } from './harness';

/** A value that would only appear in the log if a parameter leaked into it. */
const SECRET = 'patient-110105198001011238';
const lines: string[] = [];
let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.database);
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp({ db: database.database.db, config: testConfig(), log: { level: 'error', stream } });
  // A query that fails on its parameter, as a route's would.
  app.get('/test/failing-query', async () => database.database.db.execute(sql`SELECT ${SECRET}::int`));
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

it('a failed query is logged with its class, SQLSTATE and request id, without its parameter values', async () => {
  const res = await app.inject({ method: 'GET', url: '/test/failing-query' });
  expect(res.statusCode).toBe(500);
  expect(res.body).not.toContain(SECRET);
  const logged = lines.join('');
  expect(logged).not.toContain(SECRET);
  expect(logged).not.toContain('110105198001011238');
  const entry = JSON.parse(lines.at(-1)!) as { reqId?: string; error?: { type: string; code?: string } };
  expect(entry.reqId).toBeTruthy();
  expect(entry.error).toMatchObject({ code: '22P02' });
  expect(entry.error?.type).toMatch(/DrizzleQueryError/);
});
