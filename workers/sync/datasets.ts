/**
 * The reference datasets the worker keeps local (issue #3), as one declarative table: where each comes
 * from, which tables it fills, how its answer becomes rows, and how it is revalidated — `etag`
 * (If-None-Match → 304) or `cursor` (`since` → only the rows changed, plus removals).
 */
import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import {
  PUNCH_SITES_PATH,
  areaAllData,
  dictionaryAllData,
  punchSites,
  selectorData,
  usersAllData,
  DICTIONARY_DATA_PATH,
  ORGANIZE_SELECTOR_PATH,
  DEPARTMENT_SELECTOR_PATH,
  POSITION_SELECTOR_PATH,
  USERS_PATH,
  AREA_PATH,
} from '../../contract';
import { ApiError } from '../../core/net/errors';
import type { DatasetRemovals, DatasetRows, ReferenceTable } from '../../core/store/datasetStore';
import type { DatasetName } from '../types';
import { flattenDictionaries, flattenOrganizations, flattenPositions } from './trees';

/** What one answer means locally: the rows, whether they are everything, and for a delta the removals. */
export interface DatasetAnswer {
  /** True: the tables become exactly `rows`. False: `rows` are put and `removed` deleted. */
  full: boolean;
  rows: DatasetRows;
  removed?: DatasetRemovals;
  /** The next change cursor (cursor datasets). */
  cursor?: string;
}

export interface DatasetDef {
  name: DatasetName;
  url: string;
  mode: 'etag' | 'cursor';
  tables: readonly ReferenceTable[];
  /** Checks `data` against the contract and maps it to rows; throws ApiError `invalid` when it does not fit. */
  read(data: unknown): DatasetAnswer;
}

interface DatasetSpec<S extends $ZodType> extends Omit<DatasetDef, 'read'> {
  schema: S;
  toAnswer(data: z.output<S>): DatasetAnswer;
}

function dataset<S extends $ZodType>({ schema, toAnswer, ...def }: DatasetSpec<S>): DatasetDef {
  return {
    ...def,
    read(data) {
      const parsed = z.safeParse(schema, data);
      if (!parsed.success) throw new ApiError('invalid', `${def.name}: the answer does not fit the contract`);
      return toAnswer(parsed.data);
    },
  };
}

export const DATASETS: readonly DatasetDef[] = [
  dataset({
    name: 'dictionaries',
    url: `${DICTIONARY_DATA_PATH}/All`,
    mode: 'etag',
    tables: ['dictionaryTypes', 'dictionaries'],
    schema: dictionaryAllData,
    toAnswer: ({ list }) => ({ full: true, rows: flattenDictionaries(list) }),
  }),
  dataset({
    name: 'organizations',
    url: `${ORGANIZE_SELECTOR_PATH}/0`,
    mode: 'etag',
    tables: ['organizations'],
    schema: selectorData,
    toAnswer: ({ list }) => ({ full: true, rows: { organizations: flattenOrganizations(list) } }),
  }),
  dataset({
    name: 'departments',
    url: `${DEPARTMENT_SELECTOR_PATH}/0`,
    mode: 'etag',
    tables: ['departments'],
    schema: selectorData,
    toAnswer: ({ list }) => ({ full: true, rows: { departments: flattenOrganizations(list) } }),
  }),
  dataset({
    name: 'positions',
    url: POSITION_SELECTOR_PATH,
    mode: 'etag',
    tables: ['positions'],
    schema: selectorData,
    toAnswer: ({ list }) => ({ full: true, rows: { positions: flattenPositions(list) } }),
  }),
  dataset({
    name: 'users',
    url: `${USERS_PATH}/All`,
    mode: 'cursor',
    tables: ['users'],
    schema: usersAllData,
    toAnswer: ({ list, removed, cursor, full }) => ({
      full,
      rows: { users: list },
      removed: { users: removed },
      cursor,
    }),
  }),
  dataset({
    name: 'areas',
    url: `${AREA_PATH}/All`,
    mode: 'etag',
    tables: ['areas'],
    schema: areaAllData,
    toAnswer: ({ list }) => ({ full: true, rows: { areas: list } }),
  }),
  dataset({
    name: 'punchSites',
    url: PUNCH_SITES_PATH,
    mode: 'etag',
    tables: ['punchSites'],
    schema: punchSites,
    toAnswer: (sites) => ({ full: true, rows: { punchSites: sites } }),
  }),
];
