/**
 * Bundled by the bench (rolldown, IIFE) and injected into a page of the running app, so the figures of
 * issue #3 are measured in Chromium on the app's own code: Dexie writes, the people search and the user
 * tree picker's model, over the directory the app itself synced.
 */
import { createUserDb } from '../../../src/data/db';
import type { UserRow } from '../../../src/data/types';
import { buildSearchIndex, searchPeople } from '../../../src/lib/peopleSearch';
import { initialExpanded, pickerData, treeForValue, treeRows } from '../../../src/ui/picker/pickerModel';
import { mergeUnits, userNodes } from '../../../src/ui/picker/referenceNodes';
import { benchDexieWrite } from '../../../workers/sync/bench';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function time<T>(fn: () => T | Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const value = await fn();
  return [value, performance.now() - t0];
}

/** Opens the signed-in user's database by name (read only here). */
async function directory(dbName: string) {
  const db = createUserDb(dbName);
  await db.open();
  const [users, orgs, depts] = await Promise.all([
    db.users.toArray(),
    db.organizations.toArray(),
    db.departments.toArray(),
  ]);
  db.close();
  return { users, units: mergeUnits(orgs, depts) };
}

async function dexieWriteRate(users: readonly UserRow[]): Promise<number> {
  const scratch = createUserDb('hr-bench-scratch');
  await scratch.open();
  const rates: number[] = [];
  for (let i = 0; i < 3; i++) rates.push(await benchDexieWrite(scratch, users));
  scratch.close();
  return median(rates);
}

async function search(users: readonly UserRow[], queries: readonly string[]) {
  const [index, buildMs] = await time(() => buildSearchIndex(users));
  const perQuery: Record<string, { ms: number; found: number }> = {};
  for (const q of queries) {
    const runs: number[] = [];
    let found = 0;
    for (let i = 0; i < 5; i++) {
      const [hits, ms] = await time(() => searchPeople(index, q));
      runs.push(ms);
      found = hits.length;
    }
    perQuery[q] = { ms: median(runs), found };
  }
  return { buildMs, perQuery };
}

/** What a user picker does before its first paint: read the tables, build the nodes, the visible rows. */
async function userPickerModel(dbName: string) {
  const [{ users, units }, readMs] = await time(() => directory(dbName));
  const [rows, buildMs] = await time(() => {
    const data = pickerData(userNodes(units, users));
    const opts = { multiple: true, mode: 'cascade' as const };
    treeForValue(data, [], opts);
    return treeRows(data, initialExpanded(data, []));
  });
  return { readMs, buildMs, rows: rows.length };
}

async function run(dbName: string, queries: readonly string[]) {
  const { users } = await directory(dbName);
  return {
    users: users.length,
    rowsPerSecond: await dexieWriteRate(users),
    search: await search(users, queries),
    picker: await userPickerModel(dbName),
  };
}

(globalThis as unknown as { hrBench: { run: typeof run } }).hrBench = { run };
