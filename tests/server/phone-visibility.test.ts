/**
 * Who sees whose mobile: holders of contacts.phone.all (seeded for admin, HR and unit heads) see all;
 * everyone else sees only their own unit's, in every answer that carries a phone, and the directory's
 * ETag and cursor follow what the viewer may see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentUserData,
  envelope,
  PHONE_PERMISSION,
  userDetail,
  userListData,
  usersAllData,
} from '../../contract';
import { PermissionRepository } from '../../server/modules/permission/repository';
import { createHarness, getJson, tokenFor, type Harness } from './harness';

let h: Harness;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  h = await createHarness();
  for (const account of ['admin', 'hr01', 'head01', 'nurse01'])
    tokens[account] = await tokenFor(h.app, account);
});
afterAll(() => h.close());

async function directory(account: string, since?: string) {
  const url = `/api/permission/Users/All${since ? `?since=${encodeURIComponent(since)}` : ''}`;
  return envelope(usersAllData).parse((await getJson(h.app, url, tokens[account])).body).data;
}

async function post(url: string, payload: object, account: string) {
  const res = await h.app.inject({
    method: 'POST',
    url,
    headers: { authorization: tokens[account]! },
    payload,
  });
  return res.json().data as unknown;
}

describe('mobile numbers in the directory', () => {
  it.each(['admin', 'hr01', 'head01'])('%s sees every colleague’s mobile', async (account) => {
    const { list } = await directory(account);
    expect(list.every((u) => /^1\d{10}$/.test(u.mobile ?? ''))).toBe(true);
  });

  it('a staff nurse sees the mobiles of her own ward only', async () => {
    const { list } = await directory('nurse01');
    const mine = list.filter((u) => u.organizeId === 'ward-xinneike');
    const others = list.filter((u) => u.organizeId !== 'ward-xinneike');
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.every((u) => u.mobile !== null)).toBe(true);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((u) => u.mobile === null)).toBe(true);
  });

  it('the same rule holds in GetUserInfo and getUserList', async () => {
    const hr = userDetail.parse(
      await post('/api/permission/Users/GetUserInfo', { userId: 'u-hr01' }, 'nurse01'),
    );
    expect(hr.mobile).toBeNull();
    expect(hr.email).toBe('hr01@hospital.example.org');
    const list = userListData.parse(
      await post('/api/permission/Users/getUserList', { userId: ['u-head01', 'u-hr01'] }, 'nurse01'),
    ).list;
    expect(list.map((u) => u.mobile === null)).toEqual([false, true]);
  });

  it('the seed grants contacts.phone.all to admin, HR and unit heads, not to staff', async () => {
    const holds = async (account: string) => {
      const { body } = await getJson(h.app, '/api/oauth/CurrentUser?type=app', tokens[account]);
      const { permissionList } = envelope(currentUserData).parse(body).data;
      const model = permissionList.find((p) => p.modelId === PHONE_PERMISSION.modelId);
      return model?.resource.some((r) => r.enCode === PHONE_PERMISSION.enCode) ?? false;
    };
    expect(await Promise.all(['admin', 'hr01', 'head01', 'nurse01'].map(holds))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('visibility and versions', () => {
  it('viewers who see different mobiles get different ETags, and one’s ETag is no 304 for the other', async () => {
    const fetchAll = (account: string, headers: Record<string, string> = {}) =>
      h.app.inject({
        method: 'GET',
        url: '/api/permission/Users/All',
        headers: { authorization: tokens[account]!, ...headers },
      });
    const hrTag = String((await fetchAll('hr01')).headers.etag);
    const nurseTag = String((await fetchAll('nurse01')).headers.etag);
    expect(hrTag).toMatch(/^W\/"/);
    expect(nurseTag).not.toBe(hrTag);
    expect((await fetchAll('nurse01', { 'if-none-match': hrTag })).statusCode).toBe(200);
    expect((await fetchAll('nurse01', { 'if-none-match': nurseTag })).statusCode).toBe(304);
  });

  it('a colleague moving into the viewer’s ward arrives in the delta with the mobile now shown', async () => {
    const { cursor, list } = await directory('nurse01');
    const mover = list.find((u) => u.organizeId === 'dept-guke')!;
    expect(mover.mobile).toBeNull();
    await new PermissionRepository(h.database.db).updateUser(mover.id, { organizeId: 'ward-xinneike' });
    const delta = await directory('nurse01', cursor);
    expect(delta.full).toBe(false);
    expect(delta.list).toEqual([
      expect.objectContaining({ id: mover.id, mobile: expect.stringMatching(/^1\d{10}$/) }),
    ]);
  });
});
