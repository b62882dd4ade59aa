/**
 * Applies the numbered SQL files in ./migrations in order, each in its own transaction, and records them in
 * `schema_migrations`, so running it again is a no-op. Returns the names applied by this call.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';
import { schemaMigrations } from './schema';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const FILE_NAME = /^\d{3}_[a-z0-9_]+\.sql$/;

export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => FILE_NAME.test(f))
    .sort();
}

async function appliedNames(database: Database): Promise<Set<string>> {
  const rows = await database.db.select({ name: schemaMigrations.name }).from(schemaMigrations);
  return new Set(rows.map((r) => r.name));
}

export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = await appliedNames(database);
  const applied: string[] = [];
  for (const name of migrationFiles(dir)) {
    if (done.has(name)) continue;
    const body = readFileSync(join(dir, name), 'utf8');
    try {
      // The name matched FILE_NAME, so it is safe to inline.
      await database.exec(
        `BEGIN;\n${body}\nINSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`,
      );
    } catch (err) {
      await database.exec('ROLLBACK').catch(() => undefined);
      throw new Error(`migration ${name} failed`, { cause: err });
    }
    applied.push(name);
  }
  return applied;
}
