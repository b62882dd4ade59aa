/**
 * The directory's change cursor (GET /api/permission/Users/All?since=): the first call is the whole
 * directory, then only what changed — moves, renames, removals — and a cursor that no longer applies
 * (malformed, another viewer's, the viewer's own scope changed) gets the whole directory again.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema';
import { PermissionRepository } from '../../server/modules/permission/repository';
import { createHarness, login, tokenFor, type Harness } from './harness';
import { directoryReader } from './directoryReader';

let h: Harness;
let repo: PermissionRepository;
let token: string;
let usersAll: ReturnType<typeof directoryReader>['usersAll'];
let someoneIn: ReturnType<typeof directoryReader>['someoneIn'];

beforeAll(async () => {
  h = await createHarness();
  repo = new PermissionRepository(h.database.db);
  token = await tokenFor(h.app, 'hr01');
  ({ usersAll, someoneIn } = directoryReader(h, token));
});
afterAll(() => h.close());

describe('Users/All change cursor', () => {
  it('the first call answers the whole directory of enabled people, with a cursor', async () => {
    const first = await usersAll();
    const [count] = await h.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.users)
      .where(eq(t.users.enabled, true));
    expect(first.full).toBe(true);
    expect(first.list).toHaveLength(count!.n);
    expect(first.removed).toEqual([]);
    expect(first.cursor).toMatch(/^[\w-]{16}\.\d+$/);
  });

  it('no change since the cursor → an empty delta and the same cursor', async () => {
    const { cursor } = await usersAll();
    expect(await usersAll(cursor)).toEqual({ list: [], removed: [], cursor, full: false });
  });

  it('one colleague changes department → exactly that row, with the new unit name', async () => {
    const { cursor } = await usersAll();
    const id = await someoneIn('dept-guke');
    await repo.updateUser(id, { organizeId: 'dept-erke' });
    const delta = await usersAll(cursor);
    expect(delta.full).toBe(false);
    expect(delta.list.map((u) => [u.id, u.organizeId, u.organizeName])).toEqual([[id, 'dept-erke', '儿科']]);
    expect(delta.removed).toEqual([]);
    expect(await usersAll(delta.cursor)).toMatchObject({ list: [], removed: [] });
  });

  it('a disabled colleague comes back in removed, not in list', async () => {
    const { cursor } = await usersAll();
    const id = await someoneIn('dept-jizhenke');
    await repo.updateUser(id, { enabled: false });
    const delta = await usersAll(cursor);
    expect(delta.list).toEqual([]);
    expect(delta.removed).toEqual([id]);
    expect((await usersAll()).list.map((u) => u.id)).not.toContain(id);
  });

  it('a deleted colleague comes back in removed (from the tombstones)', async () => {
    const { cursor } = await usersAll();
    const id = await someoneIn('dept-caiwu');
    await h.database.db.update(t.users).set({ managerId: null }).where(eq(t.users.managerId, id));
    await h.database.db.delete(t.users).where(eq(t.users.id, id));
    const delta = await usersAll(cursor);
    expect(delta.removed).toContain(id);
    expect(delta.list.map((u) => u.id)).not.toContain(id);
  });

  it('renaming an organisation brings its members, and only them, with the new name', async () => {
    const { cursor } = await usersAll();
    const members = await h.database.db
      .select({ id: t.users.id })
      .from(t.users)
      .where(sql`${t.users.organizeId} = 'ward-erke' AND ${t.users.enabled}`);
    await h.database.db
      .update(t.organizes)
      .set({ fullName: '儿科一病区' })
      .where(eq(t.organizes.id, 'ward-erke'));
    const delta = await usersAll(cursor);
    expect(delta.list.map((u) => u.id).sort()).toEqual(members.map((m) => m.id).sort());
    expect(new Set(delta.list.map((u) => u.organizeName))).toEqual(new Set(['儿科一病区']));
  });

  it('renaming a position brings its holders with the new position name', async () => {
    const { cursor } = await usersAll();
    await h.database.db
      .update(t.positions)
      .set({ fullName: '病区护士长' })
      .where(eq(t.positions.id, 'pos-head-nurse'));
    const delta = await usersAll(cursor);
    expect(delta.list.length).toBeGreaterThanOrEqual(10);
    expect(
      delta.list.every((u) => u.positionId === 'pos-head-nurse' && u.positionName === '病区护士长'),
    ).toBe(true);
  });

  it('a renamed colleague carries the pinyin and initials of the new name', async () => {
    const { cursor } = await usersAll();
    const id = await someoneIn('dept-fangshe');
    await repo.updateUser(id, { realName: '张伟' });
    const [row] = (await usersAll(cursor)).list;
    expect(row).toMatchObject({ id, realName: '张伟', pinyin: 'zhangwei', initials: 'zw' });
  });

  it('signing in is not a directory change', async () => {
    const { cursor } = await usersAll();
    expect((await login(h.app, 'nurse01')).body.code).toBe(200);
    expect(await usersAll(cursor)).toMatchObject({ list: [], removed: [], full: false });
  });

  it('a malformed, foreign or future cursor gets the whole directory', async () => {
    const { cursor } = await usersAll();
    const other = await usersAll(undefined, await tokenFor(h.app, 'head01'));
    const [scope, version] = cursor.split('.');
    for (const bad of ['garbage', other.cursor, `${scope}.${Number(version) + 1000}`, `${scope}.-1`]) {
      expect((await usersAll(bad)).full, bad).toBe(true);
    }
  });

  it("the viewer moving department invalidates the viewer's cursor", async () => {
    const nurse = await tokenFor(h.app, 'nurse01');
    const { cursor } = await usersAll(undefined, nurse);
    await repo.updateUser('u-nurse01', { organizeId: 'ward-huxineike' });
    const after = await usersAll(cursor, nurse);
    expect(after.full).toBe(true);
    await repo.updateUser('u-nurse01', { organizeId: 'ward-xinneike' });
  });
});
