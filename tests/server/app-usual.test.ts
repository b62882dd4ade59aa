/**
 * 常用 (the platform clients' favourites, /api/app/Data): a favourite names a flow that exists or an app
 * of the person's 应用 tab, is one's own (nobody else sees or removes it), is kept once however often it is
 * added, and is bounded in number.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../contract';
import { MAX_USUAL } from '../../contract/platform';
import { appUsual } from '../../server/db/schema';
import { send } from './flowRequests';
import { createHarness, getJson, tokenFor, type Harness } from './harness';

let h: Harness;
let nurse: string;
let head: string;
beforeAll(async () => {
  h = await createHarness();
  [nurse, head] = [await tokenFor(h.app, 'nurse01'), await tokenFor(h.app, 'head01')];
});
afterAll(() => h.close());

const add = (token: string, objectId: string, objectType = '1') =>
  send(h.app, '/api/app/Data', { objectType, objectId, objectData: '{}' }, token, { key: null });
const favourites = async (token: string, type = '1') =>
  (
    (await getJson(h.app, `/api/app/Data?type=${type}`, token)).body.data as { list: { objectId: string }[] }
  ).list.map((i) => i.objectId);

describe('favourite flows', () => {
  it('only a flow that exists, and as an app only an app of their 应用 tab', async () => {
    expect((await add(nurse, 'noSuchFlow')).body).toMatchObject({ code: CODE.NOT_FOUND, msg: '流程不存在' });
    expect((await add(nurse, 'leaveApply', '2')).body).toMatchObject({
      code: CODE.NOT_FOUND,
      msg: '应用不存在',
    });
    expect(await favourites(nurse)).toEqual([]);
    expect(await favourites(nurse, '2')).toEqual([]);
  });

  it('added twice is kept once; nobody else sees it or can remove it', async () => {
    expect((await add(nurse, 'leaveApply')).body.code).toBe(200);
    expect((await add(nurse, 'leaveApply')).body.code).toBe(200);
    expect(await favourites(nurse)).toEqual(['leaveApply']);
    expect(await favourites(head)).toEqual([]);
    await send(h.app, '/api/app/Data/leaveApply', undefined, head, { method: 'DELETE', key: null });
    expect(await favourites(nurse)).toEqual(['leaveApply']);
  });

  it(`at most ${MAX_USUAL}: one more is refused`, async () => {
    const rows = Array.from({ length: MAX_USUAL }, (_, i) => ({
      id: `usual-${i}`,
      userId: 'u-head01',
      objectType: 1,
      objectId: `gone-${i}`,
      createdAt: new Date(),
    }));
    await h.database.db.insert(appUsual).values(rows);
    expect((await add(head, 'leaveApply')).body).toMatchObject({
      code: CODE.BAD_REQUEST,
      msg: `常用最多 ${MAX_USUAL} 个`,
    });
    // Favourites of flows that are gone are not shown.
    expect(await favourites(head)).toEqual([]);
  });
});

describe('favourite apps', () => {
  it('an app she may use is kept among her apps, not her flows, and removed by its id', async () => {
    expect((await add(nurse, 'fieldPunchCard', '2')).body.code).toBe(200);
    expect(await favourites(nurse, '2')).toEqual(['fieldPunchCard']);
    expect(await favourites(nurse)).not.toContain('fieldPunchCard');
    expect((await add(nurse, 'fieldPunchCard')).body).toMatchObject({
      code: CODE.NOT_FOUND,
      msg: '流程不存在',
    });
    await send(h.app, '/api/app/Data/fieldPunchCard', undefined, nurse, { method: 'DELETE', key: null });
    expect(await favourites(nurse, '2')).toEqual([]);
  });
});
