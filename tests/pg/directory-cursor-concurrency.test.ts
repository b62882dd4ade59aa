/**
 * PostgreSQL only (real concurrent transactions; PGlite runs one connection): the directory cursor never
 * skips a change that commits after a later-numbered one was read.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsersAllData } from '../../contract';
import * as t from '../../server/db/schema';
import { PermissionRepository } from '../../server/modules/permission/repository';
import { directoryReader } from '../server/directoryReader';
import { createHarness, tokenFor, type Harness } from '../server/harness';

let h: Harness;
let repo: PermissionRepository;
let reader: ReturnType<typeof directoryReader>;

beforeAll(async () => {
  h = await createHarness();
  repo = new PermissionRepository(h.database.db);
  reader = directoryReader(h, await tokenFor(h.app, 'hr01'));
});
afterAll(() => h.close());

describe('directory cursor under concurrent writes', () => {
  it('a change still uncommitted while the cursor is read is delivered, not skipped', async () => {
    const { cursor } = await reader.usersAll();
    const slow = await reader.someoneIn('dept-shenjingneike');
    const fast = await reader.someoneIn('dept-xiaohuaneike');
    let answer: UsersAllData | undefined;
    let reading: Promise<void> | undefined;
    await h.database.db.transaction(async (tx) => {
      // `slow` takes a lower version than `fast` but commits after it.
      await tx.update(t.users).set({ mobile: '13900000001' }).where(eq(t.users.id, slow));
      await repo.updateUser(fast, { mobile: '13900000002' });
      reading = reader.usersAll(cursor).then((a) => void (answer = a));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(answer).toBeUndefined();
    });
    await reading;
    expect(answer?.list.map((u) => u.id).sort()).toEqual([fast, slow].sort());
  });
});
