/**
 * People, units and posts as the platform's clients name them in a form, both ways (issue #28): a person as
 * "name/account", a unit or a post by its name, where we keep ids — the applicant, 申请部门 and 申请岗位
 * of every form, and any picked unit, post or person. Out, an id becomes its name; in, a name becomes its
 * id when exactly one unit or post bears it (accounts are unique). An id stays an id, and anything else stays
 * as it came, for the checks after the door to name.
 */
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizes, positions, users } from '../../db/schema';

type Named = 'unit' | 'post' | 'person';

/** The field kinds whose value names a unit, a post or a person. */
const NAMED_KINDS: Readonly<Record<string, Named>> = {
  currOrganize: 'unit',
  depSelect: 'unit',
  currPosition: 'post',
  posSelect: 'post',
  createUser: 'person',
  userSelect: 'person',
};

export const namedBy = (jnpfKey: string): Named | undefined => NAMED_KINDS[jnpfKey];

type Row = { id: string; name: string };

const TABLES = {
  unit: { table: organizes, name: organizes.fullName, id: organizes.id },
  post: { table: positions, name: positions.fullName, id: positions.id },
} as const;

/** The units or posts whose id or name is `value`. */
function unitsOrPosts(db: Db, named: 'unit' | 'post', value: string): Promise<Row[]> {
  const { table, name, id } = TABLES[named];
  return db
    .select({ id, name })
    .from(table)
    .where(or(eq(id, value), eq(name, value)))
    .limit(3);
}

/** One value (or each of a list) through `each`, leaving anything but text as it came. */
async function eachText(value: unknown, each: (text: string) => Promise<unknown>): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((v) => eachText(v, each)));
  return typeof value === 'string' && value !== '' ? each(value) : value;
}

async function personText(db: Db, id: string): Promise<string> {
  const [row] = await db
    .select({ name: users.realName, account: users.account })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ? `${row.name}/${row.account}` : id;
}

async function personId(db: Db, text: string): Promise<string> {
  if (!text.includes('/')) return text;
  const account = text.slice(text.lastIndexOf('/') + 1);
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.account, account)).limit(1);
  return row?.id ?? text;
}

/** An id as the platform's clients name it. */
export const nameOf = (db: Db, named: Named, value: unknown): Promise<unknown> =>
  eachText(value, async (id) => {
    if (named === 'person') return personText(db, id);
    return (await unitsOrPosts(db, named, id)).find((r) => r.id === id)?.name ?? id;
  });

/** A name as our id: an id stays, a name borne by exactly one unit or post (or an account) becomes its id. */
export const idOf = (db: Db, named: Named, value: unknown): Promise<unknown> =>
  eachText(value, async (text) => {
    if (named === 'person') return personId(db, text);
    const rows = await unitsOrPosts(db, named, text);
    if (rows.some((r) => r.id === text)) return text;
    return rows.length === 1 ? rows[0]!.id : text;
  });
