/**
 * 联系我们's copy (issue #17): the HR contacts the server is configured with, kept in `kv` so the numbers
 * are there to call with no signal.
 */
import { CONTACTS_PATH, hrContactsData, type HrContact } from '../../../../contract/contacts';
import { request } from '../../../api/http';
import type { UserDb } from '../../../data';
import { readKvCopy, writeKvCopy, type Copy } from '../../../../core/store/kvCopy';

export const CONTACTS_KEY = 'app.contacts';

export type CachedContacts = Copy<{ list: HrContact[] }>;

export const readContacts = (db: UserDb): Promise<CachedContacts | null> =>
  readKvCopy(db, CONTACTS_KEY, hrContactsData);

export async function refreshContacts(db: UserDb, now = Date.now): Promise<void> {
  const data = await request(CONTACTS_PATH, { schema: hrContactsData, report: false });
  await writeKvCopy(db, CONTACTS_KEY, data, now());
}

/** The `tel:` link of a number: what a phone dials (digits, +, and the extension after a pause). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[ -]/g, '').replace('#', ',')}`;
