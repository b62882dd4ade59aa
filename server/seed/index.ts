/**
 * Seeds the deterministic demo hospital into an empty database (same rows every run, apart from password
 * salts and timestamps), after the installation data (seedInstallation). Rows go in as JSON batches
 * (batch.ts), so 20,000 staff with their HR records take about four seconds.
 */
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import * as t from '../db/schema';
import { hashPassword, md5Hex, type PasswordHash } from '../auth/password';
import { nameIndex } from '../modules/permission/name-index';
import { insertBatched, type Tx } from './batch';
import { HOSPITAL_ID, HOSPITAL_NAME, POSITIONS, hospitalUnits, positionId } from './hospital';
import { seedInstallation } from './installation';
import { noticeRows } from './notices';
import { seedPayslips } from './payslips';
import { seedPunchSites } from './punch-sites';
import { insertFlaggedPunches } from './flagged-punches';
import { DEMO_ACCOUNTS, FIXED_ACCOUNTS, staffHospital, userIdOf, type Person } from './people';
import { createRng } from './prng';
import { ROLES, roleId, rolePermissionRows, sysConfigInfo } from './reference';
import { personalData, SECOND_POSTS, staffRecords, type StaffRecord } from './staff-records';

export const DEMO_PASSWORD = 'Demo@2026';
export { DEMO_ACCOUNTS, FIXED_ACCOUNTS, HOSPITAL_NAME, userIdOf };
const SEED = 20260139;
/** A second stream for the HR records, so adding them left the people of SEED unchanged. */
const RECORDS_SEED = SEED + 1;

export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(t.users);
  return (rows[0]?.n ?? 0) === 0;
}

/**
 * Scrypt is deliberately slow (~50 ms), so hashing 20,000 passwords would take minutes: the fixed demo
 * accounts get their own salts, while all generated staff share ONE salt+hash computed once per seed.
 * They all sign in with DEMO_PASSWORD; a real installation creates users through the admin API instead.
 */
async function passwords(people: Person[]): Promise<Map<string, PasswordHash>> {
  const md5 = md5Hex(DEMO_PASSWORD);
  const shared = await hashPassword(md5);
  const fixed = await Promise.all(
    people.filter((p) => p.fixed).map(async (p) => [p.id, await hashPassword(md5)] as const),
  );
  const own = new Map(fixed);
  return new Map(people.map((p) => [p.id, own.get(p.id) ?? shared]));
}

function organizeRows(heads: Map<string, string>) {
  const hospital = {
    id: HOSPITAL_ID,
    parentId: null,
    category: 'company' as const,
    enCode: 'hospital',
    fullName: HOSPITAL_NAME,
    managerId: heads.get(HOSPITAL_ID) ?? null,
    sortCode: 0,
  };
  const units = hospitalUnits().map((u, i) => ({
    id: u.id,
    parentId: u.parentId,
    category: u.kind === 'ward' ? ('ward' as const) : ('department' as const),
    enCode: u.code,
    fullName: u.name,
    managerId: heads.get(u.id) ?? null,
    sortCode: i + 1,
  }));
  return [hospital, ...units];
}

function userRows(people: Person[], hashes: Map<string, PasswordHash>, records: Map<string, StaffRecord>) {
  return people.map(({ roles: _roles, fixed: _fixed, ...p }) => {
    const pw = hashes.get(p.id)!;
    const { titleName, titleLevel, entryDate, education } = records.get(p.id)!;
    return {
      ...p,
      ...nameIndex(p.realName),
      titleName,
      titleLevel,
      entryDate,
      ...personalData(entryDate, education.at(-1)?.education),
      passwordSalt: pw.salt,
      passwordHash: pw.hash,
    };
  });
}

async function insertAll(
  tx: Tx,
  people: Person[],
  heads: Map<string, string>,
  hashes: Map<string, PasswordHash>,
) {
  const records = staffRecords(createRng(RECORDS_SEED), people);
  await insertBatched(tx, t.organizes, organizeRows(heads));
  await insertBatched(
    tx,
    t.positions,
    POSITIONS.map(([code, name], i) => ({ id: positionId(code), enCode: code, fullName: name, sortCode: i })),
  );
  await insertBatched(
    tx,
    t.roles,
    ROLES.map(([code, name]) => ({ id: roleId(code), enCode: code, fullName: name })),
  );
  await insertBatched(tx, t.rolePermissions, rolePermissionRows());
  await insertBatched(tx, t.users, userRows(people, hashes, records));
  await insertBatched(
    tx,
    t.userRoles,
    people.flatMap((p) => p.roles.map((r) => ({ userId: p.id, roleId: roleId(r) }))),
  );
  await insertBatched(
    tx,
    t.userEducation,
    [...records.values()].flatMap((r) => r.education),
  );
  await tx.insert(t.userMemberships).values(SECOND_POSTS);
  await insertBatched(
    tx,
    t.messages,
    noticeRows(
      people.map((p) => p.id),
      userIdOf('hr01'),
      new Date(),
    ),
  );
  await tx.insert(t.settings).values({ key: 'sysConfigInfo', value: sysConfigInfo(HOSPITAL_NAME) });
  await insertFlaggedPunches(tx, Date.now());
}

/** Seeds when the database has no users; returns how many users were created (0 when it skipped). */
export async function seedDemo(database: Database, opts: { size?: number } = {}): Promise<number> {
  await seedInstallation(database.db);
  await seedPunchSites(database.db);
  const seeded = (await isEmpty(database.db)) ? await seedStaff(database, opts.size ?? 300) : 0;
  // Payslips also reach a database seeded before they existed, and each new month its slips.
  await seedPayslips(database.db, Date.now());
  return seeded;
}

async function seedStaff(database: Database, size: number): Promise<number> {
  const { people, heads } = staffHospital(createRng(SEED), size);
  const hashes = await passwords(people);
  await database.db.transaction((tx) => insertAll(tx, people, heads, hashes));
  return people.length;
}
