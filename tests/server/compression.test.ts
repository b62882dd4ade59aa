/** Large answers travel gzip-compressed when the client accepts it (the directory is megabytes at 20,000 staff). */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, tokenFor, type Harness } from './harness';

let h: Harness;
let token: string;

beforeAll(async () => {
  h = await createHarness();
  token = await tokenFor(h.app, 'nurse01');
});
afterAll(() => h.close());

describe('response compression', () => {
  it('the directory is sent gzip-compressed to a client that accepts gzip, and decodes to the same JSON', async () => {
    const plain = await h.app.inject({ url: '/api/permission/Users/All', headers: { authorization: token } });
    const zipped = await h.app.inject({
      url: '/api/permission/Users/All',
      headers: { authorization: token, 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('a small answer is sent as it is', async () => {
    const res = await h.app.inject({ url: '/api/app/Version', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
