/**
 * 联系我们 (issue #17): the hospital's HR contacts, from the server's configuration (`HR_CONTACTS`), each a
 * name, a number to call and when someone answers. Kept on the phone, so a nurse can still call HR with no
 * signal.
 */
import { z } from 'zod/mini';

export const CONTACTS_PATH = '/api/app/ContactUs';

/** A number a phone can dial: digits, with +, -, spaces and an extension after #. */
export const DIALABLE = /^\+?[0-9][0-9 -]{2,22}(#[0-9]{1,6})?$/;

export const hrContact = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(40)),
  phone: z.string().check(z.regex(DIALABLE)),
  /** When someone answers (工作日 8:00–17:00), '' when not said. */
  hours: z._default(z.string().check(z.maxLength(60)), ''),
});
export type HrContact = z.infer<typeof hrContact>;

export const hrContactsData = z.object({ list: z.array(hrContact).check(z.maxLength(20)) });
