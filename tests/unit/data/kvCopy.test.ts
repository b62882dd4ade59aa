/** A screen's offline copy in kv (core/store/kvCopy.ts): it reads back with its time; one that no longer fits the contract reads as none. */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { readKvCopy, writeKvCopy } from '../../../core/store/kvCopy';
import { dropDb, freshUser, type TestUser } from '../outbox/harness';

const schema = z.object({ list: z.array(z.string()) });
let user: TestUser | undefined;
afterEach(async () => {
  if (user) await dropDb(user.db);
  user = undefined;
});

describe('a kept copy', () => {
  it('reads back as written, with the time it was fetched', async () => {
    const u = (user = await freshUser());
    await writeKvCopy(u.db, 'k', { list: ['人事科'] }, 1234);
    expect(await readKvCopy(u.db, 'k', schema)).toEqual({ list: ['人事科'], fetchedAt: 1234 });
  });

  it('reads as none when absent, without a time, or no longer in the contract’s shape', async () => {
    const u = (user = await freshUser());
    expect(await readKvCopy(u.db, 'k', schema)).toBeNull();
    await u.db.kv.put({ key: 'k', value: { list: ['a'] } });
    expect(await readKvCopy(u.db, 'k', schema)).toBeNull();
    await u.db.kv.put({ key: 'k', value: { list: 'a', fetchedAt: 1 } });
    expect(await readKvCopy(u.db, 'k', schema)).toBeNull();
  });
});
