/**
 * 联系我们's copy (issue #17): the HR contacts the server is configured with, kept in `kv` so the numbers
 * are there to call with no signal.
 */
import { z } from 'zod/mini';
import { CONTACTS_PATH, hrContactsData, type HrContact } from '../../../../contract/contacts';
import { request } from '../../../api/http';
import type { UserDb } from '../../../data';
import { kvValue } from '../../../data/chatKeys';

export const CONTACTS_KEY = 'app.contacts';

export interface CachedContacts {
  list: HrContact[];
  fetchedAt: number;
}

const stored = z.object({ list: hrContactsData.shape.list, fetchedAt: z.number() });

export async function readContacts(db: UserDb): Promise<CachedContacts | null> {
  const parsed = z.safeParse(stored, await kvValue(db, CONTACTS_KEY));
  return parsed.success ? parsed.data : null;
}

export async function refreshContacts(db: UserDb, now = Date.now): Promise<void> {
  const { list } = await request(CONTACTS_PATH, { schema: hrContactsData, report: false });
  await db.kv.put({ key: CONTACTS_KEY, value: { list, fetchedAt: now() } });
}

/** The `tel:` link of a number: what a phone dials (digits, +, and the extension after a pause). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[ -]/g, '').replace('#', ',')}`;
