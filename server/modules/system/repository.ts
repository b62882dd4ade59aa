/**
 * Reads of system data — dictionaries, areas — with the content versions behind their ETags, and the one
 * write: taking the next bill number, atomically.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areas, billRules, dictionaryItems, dictionaryTypes } from '../../db/schema';
import { tableVersion } from '../../db/table-version';

export type DictionaryTypeRow = Pick<
  typeof dictionaryTypes.$inferSelect,
  'id' | 'enCode' | 'fullName' | 'isTree'
>;
export type DictionaryItemRow = Omit<typeof dictionaryItems.$inferSelect, 'updatedAt' | 'rowVersion'>;

const typeColumns = {
  id: dictionaryTypes.id,
  enCode: dictionaryTypes.enCode,
  fullName: dictionaryTypes.fullName,
  isTree: dictionaryTypes.isTree,
};

const areaColumns = {
  id: areas.id,
  parentId: areas.parentId,
  fullName: areas.fullName,
  level: areas.level,
  // Spelled out: inside the subquery an unqualified "id" would be the child's.
  isLeaf: sql<boolean>`NOT EXISTS (SELECT 1 FROM areas c WHERE c.parent_id = "areas"."id")`,
};

export class SystemRepository {
  constructor(private readonly db: Db) {}

  dictionaryTypes(): Promise<DictionaryTypeRow[]> {
    return this.db
      .select(typeColumns)
      .from(dictionaryTypes)
      .orderBy(asc(dictionaryTypes.sortCode), asc(dictionaryTypes.id));
  }

  /** A dictionary by its id or its enCode (`leaveType`). */
  async dictionaryType(idOrCode: string): Promise<DictionaryTypeRow | null> {
    const types = await this.db
      .select(typeColumns)
      .from(dictionaryTypes)
      .where(or(eq(dictionaryTypes.id, idOrCode), eq(dictionaryTypes.enCode, idOrCode)));
    return types.find((t) => t.id === idOrCode) ?? types[0] ?? null;
  }

  /** Whether `itemId` is an item of the dictionary whose enCode is `typeCode`, in one query. */
  async isDictionaryItem(typeCode: string, itemId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: dictionaryItems.id })
      .from(dictionaryItems)
      .innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryItems.typeId))
      .where(and(eq(dictionaryTypes.enCode, typeCode), eq(dictionaryItems.id, itemId)))
      .limit(1);
    return rows.length > 0;
  }

  /** Items of the given dictionaries (all when omitted), in display order. */
  dictionaryItems(typeId?: string): Promise<DictionaryItemRow[]> {
    return this.db
      .select({
        id: dictionaryItems.id,
        typeId: dictionaryItems.typeId,
        parentId: dictionaryItems.parentId,
        enCode: dictionaryItems.enCode,
        fullName: dictionaryItems.fullName,
        sortCode: dictionaryItems.sortCode,
      })
      .from(dictionaryItems)
      .where(typeId === undefined ? undefined : eq(dictionaryItems.typeId, typeId))
      .orderBy(asc(dictionaryItems.sortCode), asc(dictionaryItems.id));
  }

  async dictionariesVersion(): Promise<string> {
    const [types, items] = await Promise.all([
      tableVersion(this.db, dictionaryTypes, dictionaryTypes.rowVersion),
      tableVersion(this.db, dictionaryItems, dictionaryItems.rowVersion),
    ]);
    return `${types}/${items}`;
  }

  /** Areas under `parentId` (null = the provinces). */
  areaChildren(parentId: string | null) {
    return this.db
      .select(areaColumns)
      .from(areas)
      .where(parentId === null ? sql`${areas.parentId} IS NULL` : eq(areas.parentId, parentId))
      .orderBy(asc(areas.sortCode), asc(areas.id));
  }

  allAreas() {
    return this.db
      .select(areaColumns)
      .from(areas)
      .orderBy(asc(areas.level), asc(areas.sortCode), asc(areas.id));
  }

  async areaNames(ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .select({ id: areas.id, fullName: areas.fullName })
      .from(areas)
      .where(inArray(areas.id, ids));
    return new Map(rows.map((r) => [r.id, r.fullName]));
  }

  areasVersion(): Promise<string> {
    return tableVersion(this.db, areas, areas.rowVersion);
  }

  /** A bill rule's format by its id or enCode. */
  async billRule(idOrCode: string) {
    const [row] = await this.db
      .select({ prefix: billRules.prefix, dateFormat: billRules.dateFormat, digits: billRules.digits })
      .from(billRules)
      .where(or(eq(billRules.id, idOrCode), eq(billRules.enCode, idOrCode)));
    return row ?? null;
  }

  /**
   * Advances the rule's counter in one UPDATE … RETURNING: the row lock makes concurrent calls queue, so no
   * two get the same number; a new period (the formatted day) restarts the counter at 1.
   */
  async nextBillNumber(idOrCode: string, day: { YYYY: string; MM: string; DD: string }) {
    const period = sql`replace(replace(replace(${billRules.dateFormat}, 'YYYY', ${day.YYYY}), 'MM', ${day.MM}), 'DD', ${day.DD})`;
    const [row] = await this.db
      .update(billRules)
      .set({
        currentNumber: sql`CASE WHEN ${billRules.period} = ${period} THEN ${billRules.currentNumber} + 1 ELSE 1 END`,
        period,
        updatedAt: sql`now()`,
      })
      .where(or(eq(billRules.id, idOrCode), eq(billRules.enCode, idOrCode)))
      .returning({
        prefix: billRules.prefix,
        period: billRules.period,
        digits: billRules.digits,
        number: billRules.currentNumber,
      });
    return row ?? null;
  }
}
