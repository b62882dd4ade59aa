/**
 * The platform's encodings of a form body, read into our one shape at the door (issue #16), so every check
 * after it sees what our own app sends. The platform's mobile clients (docs/jnpf-clients/) send:
 * - numbers as the strings typed (`leaveDayCount: "1.5"`, `flowUrgent: "1"`);
 * - an attachment list as a JSON string (`fileJson: "[]"`, or `""` for none), items `{ name, fileId, url }`;
 * - a person as "name/account" (the applicant among them), a unit and a post by its name (platform-names.ts);
 * - a dictionary choice by its label (`leaveType: "事假"`) where we send the item id;
 * - a half-day date as any time of that half (a picker's 09:30) where we send the half's own instant.
 * Each is read only when the value has that form: what our app sends passes unchanged, and anything that
 * is neither stays as it came, for the checks after it to name. What the values mean is checked as ever.
 */
import { eq } from 'drizzle-orm';
import { parseDownloadPath } from '../../../contract';
import { HALF_DAY_DATE, isUpload, type FieldDef } from '../../../contract/form';
import { listFromJsonText } from '../../../contract/platform';
import type { Db } from '../../db/client';
import { dictionaryItems, dictionaryTypes } from '../../db/schema';
import { HOSPITAL_UTC_OFFSET_MS } from '../../hospital-time';
import { idOf, nameOf, namedBy } from './platform-names';

type Body = Record<string, unknown>;

const NUMBER_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;
const HALF_MS = 12 * 3_600_000;

/** A number typed as text, as a number; '' as no value. */
function numberOf(value: unknown): unknown {
  if (value === '') return null;
  return typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : value;
}

/** Any instant of a half, as that half's own: its first instant for a start (type 1), its last second for an end. */
export function onHalfDay(ms: unknown, type: number | undefined): unknown {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return ms;
  const local = ms + HOSPITAL_UTC_OFFSET_MS;
  const start = local - (local % HALF_MS) - HOSPITAL_UTC_OFFSET_MS;
  return type === 2 ? start + HALF_MS - 1000 : start;
}

type Item = { id: string; fullName: string };

/** The items of one dictionary: the platform names a choice by its label where we keep its id. */
const itemsOf = (db: Db, dictionaryType: string): Promise<Item[]> =>
  db
    .select({ id: dictionaryItems.id, fullName: dictionaryItems.fullName })
    .from(dictionaryItems)
    .innerJoin(dictionaryTypes, eq(dictionaryItems.typeId, dictionaryTypes.id))
    .where(eq(dictionaryTypes.enCode, dictionaryType));

/**
 * How long the door reuses a dictionary's labels. Dictionaries change by hand and seldom, and a stale copy
 * costs nothing wrong: every value is checked against the dictionary itself after the door, so a label the
 * copy does not know yet is refused by name, never stored. Every write would otherwise read it once more.
 */
export const LABELS_FRESH_MS = 60_000;
const labels = new WeakMap<Db, Map<string, { at: number; items: Promise<Item[]> }>>();

function labelsOf(db: Db, dictionaryType: string, now: number): Promise<Item[]> {
  const kept = labels.get(db) ?? new Map<string, { at: number; items: Promise<Item[]> }>();
  labels.set(db, kept);
  const copy = kept.get(dictionaryType);
  if (copy && now >= copy.at && now - copy.at < LABELS_FRESH_MS) return copy.items;
  // Drizzle's query runs at each `then`: the copy keeps the one answer, as a plain promise.
  const items = Promise.resolve(itemsOf(db, dictionaryType));
  kept.set(dictionaryType, { at: now, items });
  // A failed read is not kept: the next body asks again.
  items.catch(() => kept.delete(dictionaryType));
  return items;
}

async function dictionaryIdOf(door: Door, dictionaryType: string, value: unknown): Promise<unknown> {
  if (typeof value !== 'string' || value === '') return value;
  const items = await labelsOf(door.db, dictionaryType, door.now);
  if (items.some((item) => item.id === value)) return value;
  return items.find((item) => item.fullName === value)?.id ?? value;
}

/** The applicant's unit and post: stored as her own whatever a body names (applicant-place.ts): not read. */
const APPLICANT_PLACE: ReadonlySet<string> = new Set(['currOrganize', 'currPosition']);

/** What the door reads with: the database, and the app's clock (for its copy of the labels). */
type Door = { db: Db; now: number };

/** One field's value in our shape, by its kind. */
async function fieldValue(door: Door, field: FieldDef, value: unknown, platform: boolean): Promise<unknown> {
  const { jnpfKey, dictionaryType, halfDayType } = field.__config__;
  const named = namedBy(jnpfKey);
  if (named) return APPLICANT_PLACE.has(jnpfKey) ? value : idOf(door.db, named, value);
  if (jnpfKey === 'numInput') return numberOf(value);
  // An attachment list sent as JSON text: the list (`{ name, fileId, url }` items kept as they are).
  if (isUpload(jnpfKey)) return listFromJsonText(value);
  if (jnpfKey === 'dicSelect' && dictionaryType) return dictionaryIdOf(door, dictionaryType, value);
  if (jnpfKey === HALF_DAY_DATE && platform) return onHalfDay(value, halfDayType);
  return value;
}

/** The body as our app would send it, given the form's fields (`now`: the app's clock). */
export async function fromPlatform(
  db: Db,
  fields: readonly FieldDef[],
  sent: Body,
  now: number,
): Promise<Body> {
  const body: Body = { ...sent };
  for (const name of ['status', 'flowUrgent', 'applyDate'])
    if (name in body) body[name] = numberOf(body[name]);
  // The platform's picker gives any time of the half: read so only from a body in its encoding (a number
  // field sent as the text typed), never from ours, whose times off the half days stay an error.
  const platform = fields.some(
    (f) => f.__config__.jnpfKey === 'numInput' && typeof body[f.__vModel__] === 'string',
  );
  for (const field of fields)
    if (field.__vModel__ in body)
      body[field.__vModel__] = await fieldValue({ db, now }, field, body[field.__vModel__], platform);
  return body;
}

async function dictionaryLabelOf(db: Db, dictionaryType: string, value: unknown): Promise<unknown> {
  if (typeof value !== 'string' || value === '') return value;
  return (await itemsOf(db, dictionaryType)).find((item) => item.id === value)?.fullName ?? value;
}

/**
 * An attachment as their clients download it: by `fileId`, the stored file's name (`Download/{folder}/
 * {fileId}`), where our app keeps its own local id of the file and the name in `url`.
 */
function asPlatformFile(item: unknown): unknown {
  const url = (item as { url?: unknown } | null)?.url;
  const file = typeof url === 'string' ? parseDownloadPath(url) : null;
  return file ? { ...(item as object), fileId: file.name } : item;
}

/** One field's value as the platform's clients hold it, by its kind. */
async function platformValue(db: Db, field: FieldDef, value: unknown): Promise<unknown> {
  const { jnpfKey, dictionaryType } = field.__config__;
  const named = namedBy(jnpfKey);
  if (named) return nameOf(db, named, value);
  if (jnpfKey === 'numInput') return value === null || value === undefined ? '' : String(value);
  if (isUpload(jnpfKey)) return JSON.stringify(Array.isArray(value) ? value.map(asPlatformFile) : []);
  if (jnpfKey === 'dicSelect' && dictionaryType) return dictionaryLabelOf(db, dictionaryType, value);
  return value;
}

/**
 * A stored form as the platform's clients read it, the reverse of `fromPlatform`: they validate what they
 * load before approving or sending it back (docs/jnpf-clients/uniapp-3.2.4.md §4.3), and show it as it is,
 * so numbers go out as the text their inputs hold, attachments as JSON text, a dictionary choice by its
 * label, a person as "name/account" and a unit or post by its name. Their answers come back through
 * `fromPlatform` as the same values. Its `id` is its task's once it has one: a system form's id is its task's
 * there, and the form is read, saved and submitted again by it.
 */
export async function toPlatform<T extends Body>(db: Db, fields: readonly FieldDef[], data: T): Promise<T> {
  // The same keys; only the form's own (untyped) values, the applicant and the id change.
  const out: Body = { ...data };
  for (const field of fields)
    if (field.__vModel__ in out)
      out[field.__vModel__] = await platformValue(db, field, out[field.__vModel__]);
  if (typeof out.taskId === 'string' && out.taskId !== '') out.id = out.taskId;
  return out as T;
}
