/**
 * Data every installation needs, demo or not: dictionaries and the areas of China, each seeded when its
 * table is empty; every dictionary, bill-number rule and permission of the roles there are, each inserted
 * when missing (so an existing database gains the ones of a newer version, keeping its own); and the
 * pinyin of names written before migration 002.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { nameIndex } from '../modules/permission/name-index';
import { areaRows } from './areas';
import { insertBatched } from './batch';
import { billRuleRows } from './bill-rules';
import { dictionaryRows, rolePermissionRows } from './reference';

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

/** Dictionaries this version knows that the database lacks, with their items; the ones it has stay. */
async function addMissingDictionaries(db: Db): Promise<void> {
  const dict = dictionaryRows();
  const have = new Set(
    (await db.select({ id: t.dictionaryTypes.id }).from(t.dictionaryTypes)).map((r) => r.id),
  );
  const types = dict.types.filter((type) => !have.has(type.id));
  if (!types.length) return;
  const added = new Set(types.map((type) => type.id));
  await db.transaction(async (tx) => {
    await tx.insert(t.dictionaryTypes).values(types).onConflictDoNothing();
    await tx
      .insert(t.dictionaryItems)
      .values(dict.items.filter((item) => added.has(item.typeId)))
      .onConflictDoNothing();
  });
}

/** Rules and role permissions this version knows that the database lacks; nothing it has changes. */
async function addMissing(db: Db): Promise<void> {
  await addMissingDictionaries(db);
  await db.insert(t.billRules).values(billRuleRows()).onConflictDoNothing();
  const roles = await db.select({ id: t.roles.id }).from(t.roles);
  const held = new Set(roles.map((r) => r.id));
  const permissions = rolePermissionRows().filter((p) => held.has(p.roleId));
  if (!permissions.length) return;
  const have = await db
    .select({ id: t.rolePermissions.id })
    .from(t.rolePermissions)
    .where(inArray(t.rolePermissions.roleId, [...held]));
  const known = new Set(have.map((p) => p.id));
  const missing = permissions.filter((p) => !known.has(p.id));
  if (missing.length) await db.insert(t.rolePermissions).values(missing).onConflictDoNothing();
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
  await addMissing(db);
  await backfillNameIndex(db);
}
