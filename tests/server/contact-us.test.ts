/**
 * 联系我们 (issue #17): the HR contacts configured for the hospital (HR_CONTACTS) are served to signed-in
 * staff only; a wrong setting stops the server naming what is wrong; the demo has its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE, CONTACTS_PATH } from '../../contract';
import { parseHrContacts } from '../../server/config';
import { createHarness, getJson, tokenFor, type Harness } from './harness';

const CONTACTS = [{ name: '人事科', phone: '0571-87000001', hours: '工作日 8:00–17:00' }];

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ config: { hrContacts: CONTACTS } });
});
afterAll(() => h.close());

describe('GET ContactUs', () => {
  it('answers the configured contacts to someone signed in', async () => {
    const { body } = await getJson(h.app, CONTACTS_PATH, await tokenFor(h.app, 'nurse01'));
    expect(body).toMatchObject({ code: CODE.OK, data: { list: CONTACTS } });
  });

  it('answers 600 without a session', async () => {
    expect((await getJson(h.app, CONTACTS_PATH)).body.code).toBe(CODE.SESSION_EXPIRED);
  });
});

describe('HR_CONTACTS', () => {
  it('is the demo hospital’s desk when unset with the demo, and none without it', () => {
    expect(parseHrContacts(undefined, true).length).toBeGreaterThan(0);
    expect(parseHrContacts(undefined, false)).toEqual([]);
  });

  it('takes a JSON list, hours optional', () => {
    expect(parseHrContacts('[{"name":"人事科","phone":"+86 571 8700 0001#12"}]', false)).toEqual([
      { name: '人事科', phone: '+86 571 8700 0001#12', hours: '' },
    ]);
  });

  it('stops the server naming what is wrong', () => {
    expect(() => parseHrContacts('人事科 0571', false)).toThrow(/HR_CONTACTS: not JSON/);
    expect(() => parseHrContacts('[{"name":"人事科","phone":"call us"}]', false)).toThrow(
      /HR_CONTACTS:.*phone/s,
    );
    expect(() => parseHrContacts('[{"phone":"0571-87000001"}]', false)).toThrow(/HR_CONTACTS:.*name/s);
  });
});
