/** Shared steps of the directory-cursor tests: read Users/All as a viewer, and find a generated colleague. */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { envelope, usersAllData, type UsersAllData } from '../../contract';
import * as t from '../../server/db/schema';
import { getJson, type Harness } from './harness';

export function directoryReader(h: Harness, token: string) {
  async function usersAll(since?: string, as = token): Promise<UsersAllData> {
    const query = since === undefined ? '' : `?since=${encodeURIComponent(since)}`;
    const { status, body } = await getJson(h.app, `/api/permission/Users/All${query}`, as);
    expect(status).toBe(200);
    return envelope(usersAllData).parse(body).data;
  }

  /** A generated staff member of the given unit (not one of the fixed demo accounts). */
  async function someoneIn(organizeId: string): Promise<string> {
    const [row] = await h.database.db
      .select({ id: t.users.id })
      .from(t.users)
      .where(
        sql`${t.users.organizeId} = ${organizeId} AND ${t.users.account} LIKE 'e%' AND ${t.users.enabled}`,
      )
      .limit(1);
    if (!row) throw new Error(`nobody in ${organizeId}`);
    return row.id;
  }

  return { usersAll, someoneIn };
}
