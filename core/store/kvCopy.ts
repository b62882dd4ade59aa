/**
 * A server answer kept in `kv` as a screen's offline copy (个人资料, 企业组织, 联系我们): the answer's fields
 * plus `fetchedAt`. Reading checks the stored copy against the contract's schema, so a copy an older
 * version of the app stored that no longer fits reads as none.
 */
import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { kvValue } from './chatKeys';
import type { UserDb } from './db';

export type Copy<T> = T & { fetchedAt: number };

export async function readKvCopy<T extends object>(
  db: UserDb,
  key: string,
  schema: $ZodType<T>,
): Promise<Copy<T> | null> {
  const row = await kvValue<{ fetchedAt?: unknown }>(db, key);
  if (!row || typeof row.fetchedAt !== 'number') return null;
  const parsed = z.safeParse(schema, row);
  return parsed.success ? { ...parsed.data, fetchedAt: row.fetchedAt } : null;
}

export async function writeKvCopy(db: UserDb, key: string, data: object, fetchedAt: number): Promise<void> {
  await db.kv.put({ key, value: { ...data, fetchedAt } });
}
