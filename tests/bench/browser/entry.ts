/**
 * Bundled by the bench (rolldown, IIFE) and injected into a page of the running app, so the figures of
 * issues #3 and #4 are measured in Chromium on the app's own code: Dexie writes, the people search and the
 * user tree picker's model, over the directory the app itself synced; a draft autosave (forms.ts).
 */
import { createUserDb } from '../../../core/store/db';
import type { UserRow } from '../../../core/store/types';
import { buildSearchIndex, searchPeople } from '../../../core/lib/peopleSearch';
import { initialExpanded, pickerData, treeForValue, treeRows } from '../../../src/ui/picker/pickerModel';
import { mergeUnits, userNodes } from '../../../src/ui/picker/referenceNodes';
import { benchDexieWrite } from '../../../workers/sync/bench';
import { autosaveMs, median } from './forms';

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

/** The picker's model from nodes: the tree without a choice, and the rows visible when it opens. */
function pickerRows(nodes: ReturnType<typeof userNodes>) {
  const data = pickerData(nodes);
  treeForValue(data, [], { multiple: true, mode: 'cascade' });
  return treeRows(data, initialExpanded(data, []));
}

/**
 * What a user picker does before it paints (useUserNodes): the units first — read and build — then the
 * people, who join the tree when their read finishes.
 */
async function userPickerModel(dbName: string) {
  const db = createUserDb(dbName);
  await db.open();
  const [firstRows, firstMs] = await time(async () => {
    const units = mergeUnits(await db.organizations.toArray(), await db.departments.toArray());
    return pickerRows(userNodes(units, []));
  });
  const [, peopleMs] = await time(async () => {
    const units = mergeUnits(await db.organizations.toArray(), await db.departments.toArray());
    return pickerRows(userNodes(units, await db.users.toArray()));
  });
  db.close();
  return { firstMs, peopleMs, rows: firstRows.length };
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

(globalThis as unknown as { hrBench: { run: typeof run; autosave: typeof autosaveMs } }).hrBench = {
  run,
  autosave: autosaveMs,
};
