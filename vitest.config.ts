/**
 * Vitest projects: pure/unit tests (fake-indexeddb), and the server suite through app.inject on PGlite,
 * run a second time on PostgreSQL when DATABASE_URL points at one (each run gets its own database), and
 * the Redis-backed parts when REDIS_URL is set.
 */
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const serverSuite = (
  name: string,
  testDb: string,
  include = ['tests/server/**/*.test.ts'],
  exclude: string[] = [],
) => ({
  test: {
    name,
    include,
    exclude,
    env: { TEST_DB: testDb },
    // The limits only catch a hang: a test that signs in a hundred times (scrypt each) on PostgreSQL took
    // over 30 s on 2 cores shared with a browser suite and other work.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    // One worker per core: Vitest's default keeps one core for itself, which on CI's 2 cores ran the
    // files one at a time (9.4 min); the main process is idle while the workers run (6.4 min with 2).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // No unit test waits on time; the limit only catches a hang. 20 s was too short for the 200-row
          // flaky-network run on 2 cores under a load of 24 (CI shares its cores).
          testTimeout: 90_000,
        },
      },
      serverSuite('server-pglite', 'pglite'),
      // tests/pg holds what needs real concurrent connections, which only PostgreSQL has.
      ...(process.env.DATABASE_URL
        ? [
            serverSuite(
              'server-pg',
              'pg',
              ['tests/server/**/*.test.ts', 'tests/pg/**/*.test.ts'],
              // Spawns whole servers of each kind itself: once is enough.
              ['tests/server/startup-failures.test.ts'],
            ),
          ]
        : []),
      ...(process.env.REDIS_URL ? [{ test: { name: 'redis', include: ['tests/redis/**/*.test.ts'] } }] : []),
    ],
  },
});
