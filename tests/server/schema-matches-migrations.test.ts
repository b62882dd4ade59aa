/**
 * The two homes of the database's shape agree: after every migration has run, each table of
 * server/db/schema.ts exists with each of its columns, of the same type and nullability, and each table the
 * migrations made (but the migrations' own ledger) is declared in schema.ts. On PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import * as schema from '../../server/db/schema';
import { openTestDatabase, type TestDatabase } from './harness';

let test: TestDatabase;
type Column = {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: string;
};
let columns: Column[];

beforeAll(async () => {
  test = await openTestDatabase();
  await migrate(test.database);
  // Both drivers (PGlite, node-postgres) answer execute() with `{ rows }`.
  const result = (await test.database.db.execute(sql`
    SELECT table_name, column_name, data_type, udt_name, is_nullable
      FROM information_schema.columns
     WHERE table_schema = current_schema()`)) as unknown as { rows: Column[] };
  columns = result.rows;
});
afterAll(() => test.drop());

const exported: unknown[] = Object.values(schema);
const tables = exported.filter((v): v is PgTable => v instanceof PgTable).map(getTableConfig);

/** A declared column's type as information_schema names it. */
function declaredType(sqlType: string): string {
  if (sqlType.endsWith('[]')) return `ARRAY of ${sqlType.slice(0, -2)}`;
  if (sqlType === 'bigserial') return 'bigint';
  if (sqlType === 'serial') return 'integer';
  return sqlType.replace(/\(.*\)$/, '');
}

/** A stored column's type in the same words (arrays by their element's name). */
function storedType(c: Column): string {
  if (c.data_type !== 'ARRAY') return c.data_type;
  const element = c.udt_name.slice(1);
  return `ARRAY of ${element === 'int4' ? 'integer' : element}`;
}

describe('schema.ts and the migrations', () => {
  it('every declared column exists, with its type and nullability', () => {
    const mismatches: string[] = [];
    for (const table of tables)
      for (const column of table.columns) {
        const stored = columns.find((c) => c.table_name === table.name && c.column_name === column.name);
        const declared = `${declaredType(column.getSQLType())} ${column.notNull ? 'NOT NULL' : 'NULL'}`;
        const actual = stored
          ? `${storedType(stored)} ${stored.is_nullable === 'NO' ? 'NOT NULL' : 'NULL'}`
          : 'missing';
        if (declared !== actual)
          mismatches.push(`${table.name}.${column.name}: declared ${declared}, stored ${actual}`);
      }
    expect(mismatches).toEqual([]);
  });

  it('every table the migrations made is declared, and no stored column is left out', () => {
    const declared = new Map(tables.map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
    const missing = columns
      .filter((c) => c.table_name !== 'schema_migrations')
      .filter((c) => !declared.get(c.table_name)?.has(c.column_name))
      .map((c) => `${c.table_name}.${c.column_name}`);
    expect(missing).toEqual([]);
  });
});
