/**
 * Database start-up: migrations are recorded and idempotent, the demo seed is deterministic, seeds only an
 * empty database, is skipped with DEMO=0, and has the four fixed accounts with their manager relation.
 */
import { asc, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { migrate, migrationFiles } from '../../server/db/migrate';
import * as t from '../../server/db/schema';
import { seedDemo } from '../../server/seed/index';
import { prepareDatabase } from '../../server/startup';
import { openTestDatabase, type TestDatabase } from './harness';

const opened: TestDatabase[] = [];
async function fresh(): Promise<Database> {
  const tdb = await openTestDatabase();
  opened.push(tdb);
  return tdb.database;
}
afterAll(async () => {
  for (const tdb of opened) await tdb.drop();
});

/** Every row of the seeded tables, minus what is random by design (salts, hashes) or time-dependent. */
async function snapshot(database: Database) {
  const { db } = database;
  const people = await db.select().from(t.users).orderBy(asc(t.users.id));
  return {
    users: people.map(
      ({ passwordSalt: _s, passwordHash: _h, createdAt: _c, updatedAt: _u, ...rest }) => rest,
    ),
    organizes: (await db.select().from(t.organizes).orderBy(asc(t.organizes.id))).map(
      ({ updatedAt: _u, ...r }) => r,
    ),
    userRoles: await db.select().from(t.userRoles).orderBy(asc(t.userRoles.userId), asc(t.userRoles.roleId)),
    permissions: await db.select().from(t.rolePermissions).orderBy(asc(t.rolePermissions.id)),
    dictionaryItems: (await db.select().from(t.dictionaryItems).orderBy(asc(t.dictionaryItems.id))).map(
      ({ updatedAt: _u, ...r }) => r,
    ),
  };
}

describe('migrations', () => {
  it('apply every numbered file once; running them again is a no-op', async () => {
    const database = await fresh();
    expect(await migrate(database)).toEqual(migrationFiles());
    expect(await migrate(database)).toEqual([]);
    const recorded = await database.db.select().from(t.schemaMigrations);
    expect(recorded.map((r) => r.name)).toEqual(migrationFiles());
  });
});

describe('demo seed', () => {
  let a: Database;
  beforeAll(async () => {
    a = await fresh();
    await migrate(a);
    expect(await seedDemo(a, { size: 60 })).toBe(60);
  });

  it('is deterministic: two seeds produce identical rows', async () => {
    const b = await fresh();
    await migrate(b);
    await seedDemo(b, { size: 60 });
    expect(await snapshot(b)).toEqual(await snapshot(a));
  });

  it('seeds only an empty database', async () => {
    expect(await seedDemo(a, { size: 60 })).toBe(0);
    const [row] = await a.db.select({ n: sql<number>`count(*)::int` }).from(t.users);
    expect(row?.n).toBe(60);
  });

  it('has admin, hr01, head01 and nurse01; nurse01 reports to head01, head nurse of 心内科病区', async () => {
    const people = await a.db.select().from(t.users);
    const by = new Map(people.map((p) => [p.account, p]));
    expect(by.get('admin')?.isAdministrator).toBe(true);
    expect(by.get('hr01')?.organizeId).toBe('dept-renli');
    expect(by.get('head01')).toMatchObject({ organizeId: 'ward-xinneike', positionId: 'pos-head-nurse' });
    expect(by.get('nurse01')).toMatchObject({ organizeId: 'ward-xinneike', managerId: by.get('head01')?.id });
    const ward = (await a.db.select().from(t.organizes)).find((o) => o.id === 'ward-xinneike');
    expect(ward).toMatchObject({
      fullName: '心内科病区',
      managerId: by.get('head01')?.id,
      parentId: 'dept-xinneike',
    });
  });

  it('gives everyone a manager except the hospital director', async () => {
    const top = await a.db.select().from(t.users).where(isNull(t.users.managerId));
    expect(top).toHaveLength(1);
    expect(top[0]?.positionId).toBe('pos-director');
  });

  it('stores the leave types and urgency levels as dictionaries, and sysConfigInfo as a setting', async () => {
    const types = await a.db.select().from(t.dictionaryTypes);
    const items = await a.db.select().from(t.dictionaryItems);
    const names = (code: string) =>
      items
        .filter((i) => i.typeId === types.find((ty) => ty.enCode === code)?.id && !i.parentId)
        .map((i) => i.fullName);
    expect(names('leaveType')).toEqual(['事假', '病假', '婚假', '产假', '丧假', '年假', '调休', '其他']);
    expect(names('flowUrgent')).toEqual(['普通', '重要', '紧急']);
    const [setting] = await a.db.select().from(t.settings);
    expect(setting?.value).toMatchObject({ sysName: '人事系统', sysVersion: '3.3.5' });
  });
});

describe('start-up', () => {
  it('DEMO=0 migrates but seeds nothing', async () => {
    const database = await fresh();
    const config = loadConfig({ DEMO: '0', JWT_SECRET: 'x' });
    const result = await prepareDatabase(database, config);
    expect(result).toEqual({ applied: migrationFiles(), seeded: 0 });
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(t.users);
    expect(row?.n).toBe(0);
  });

  it('config defaults: port 6800, demo on with 300 staff, 12 h tokens', () => {
    const config = loadConfig({ JWT_SECRET: 'x' });
    expect(config).toMatchObject({ port: 6800, host: '0.0.0.0', demo: true, demoSize: 300, tokenTtl: 43200 });
    expect(config.staticDir).toMatch(/\/dist$/);
  });
});
