/**
 * Data every installation needs, demo or not: dictionaries, the areas of China and the bill-number rules,
 * each seeded when its table is empty; and the pinyin of names written before migration 002.
 */
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { nameIndex } from '../modules/permission/name-index';
import { areaRows } from './areas';
import { insertBatched } from './batch';
import { billRuleRows } from './bill-rules';
import { dictionaryRows } from './reference';

async function isEmpty(db: Db, table: PgTable): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return (rows[0]?.n ?? 0) === 0;
}

async function backfillNameIndex(db: Db): Promise<void> {
  const rows = await db
    .select({ id: t.users.id, realName: t.users.realName })
    .from(t.users)
    .where(sql`${t.users.pinyin} = '' AND ${t.users.realName} <> ''`);
  if (!rows.length) return;
  await db.transaction(async (tx) => {
    for (const row of rows)
      await tx.update(t.users).set(nameIndex(row.realName)).where(eq(t.users.id, row.id));
  });
}

export async function seedInstallation(db: Db): Promise<void> {
  if (await isEmpty(db, t.dictionaryTypes)) {
    const dict = dictionaryRows();
    await db.transaction(async (tx) => {
      await insertBatched(tx, t.dictionaryTypes, dict.types);
      await insertBatched(tx, t.dictionaryItems, dict.items);
    });
  }
  if (await isEmpty(db, t.areas)) await db.transaction((tx) => insertBatched(tx, t.areas, areaRows()));
  if (await isEmpty(db, t.billRules)) await insertBatched(db, t.billRules, billRuleRows());
  await backfillNameIndex(db);
}
