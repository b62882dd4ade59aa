/**
 * Users and organisation endpoints (spec §7): each answers the contract's shape and means what the
 * spec says — trees, pickers, lookups, reporting lines, titles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CODE,
  educationData,
  envelope,
  imUser,
  paged,
  selectorData,
  subordinateData,
  titledEmployeeData,
  userBelongingData,
  userDetail,
  subordinatesData,
  userListData,
  type SelectorNode,
} from '../../contract';
import { createHarness, getJson, tokenFor, type Harness } from './harness';

let h: Harness;
let hr: string;
let nurse: string;
let head: string;

beforeAll(async () => {
  h = await createHarness();
  [hr, nurse, head] = [
    await tokenFor(h.app, 'hr01'),
    await tokenFor(h.app, 'nurse01'),
    await tokenFor(h.app, 'head01'),
  ];
});
afterAll(() => h.close());

async function get<T>(url: string, schema: { parse(v: unknown): T }, token = hr): Promise<T> {
  const { status, body } = await getJson(h.app, url, token);
  expect([status, body.code, body.msg]).toEqual([200, 200, '操作成功']);
  return schema.parse(body.data);
}

async function post(url: string, payload: object, token = hr) {
  const res = await h.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: unknown } };
}

function* walk(nodes: SelectorNode[]): Generator<SelectorNode> {
  for (const n of nodes) {
    yield n;
    yield* walk(n.children ?? []);
  }
}

describe('organisation trees', () => {
  it('Organize/Selector/0 is the whole tree: the hospital, its departments and their wards', async () => {
    const { list } = await get('/api/permission/Organize/Selector/0', selectorData);
    expect(list.map((n) => [n.id, n.type, n.parentId])).toEqual([['org-hospital', 'company', null]]);
    const nodes = [...walk(list)];
    expect(nodes).toHaveLength(31);
    const ward = nodes.find((n) => n.id === 'ward-xinneike');
    expect(ward).toMatchObject({
      type: 'ward',
      parentId: 'dept-xinneike',
      fullName: '心内科病区',
      initials: 'xnkbq',
      managerId: 'u-head01',
    });
    expect(nodes.find((n) => n.id === 'dept-xinneike')).toMatchObject({ hasChildren: true });
    expect(nodes.some((n) => n.disabled)).toBe(false);
  });

  it('Organize/Selector/{id} leaves that unit and everything below it out', async () => {
    const { list } = await get('/api/permission/Organize/Selector/dept-xinneike', selectorData);
    const ids = [...walk(list)].map((n) => n.id);
    expect(ids).not.toContain('dept-xinneike');
    expect(ids).not.toContain('ward-xinneike');
    expect(ids).toContain('dept-erke');
  });

  it('Organize/Department/Selector/0 shows the hospital but does not let it be chosen', async () => {
    const { list } = await get('/api/permission/Organize/Department/Selector/0', selectorData);
    const nodes = [...walk(list)];
    expect(nodes.filter((n) => n.disabled).map((n) => n.id)).toEqual(['org-hospital']);
    expect(nodes.filter((n) => n.type === 'ward')).toHaveLength(10);
  });

  it('Position/Selector lists every position as a choosable leaf', async () => {
    const { list } = await get('/api/permission/Position/Selector', selectorData);
    expect(list).toHaveLength(17);
    expect(list[0]).toEqual({
      id: 'pos-director',
      parentId: null,
      fullName: '院长',
      enCode: 'director',
      type: 'position',
      initials: 'yz',
      hasChildren: false,
      sortCode: 0,
    });
  });

  it("units and posts carry their name's initials, so the Address Book finds 心内科 by xnk", async () => {
    const units = [...walk((await get('/api/permission/Organize/Selector/0', selectorData)).list)];
    expect(units.find((n) => n.fullName === '心内科')?.initials).toBe('xnk');
    const posts = (await get('/api/permission/Position/Selector', selectorData)).list;
    expect(posts.find((n) => n.fullName === '护士')?.initials).toBe('hs');
    expect(units.every((n) => /^[a-z0-9]+$/.test(n.initials ?? ''))).toBe(true);
  });

  it('Users/Selector hangs every enabled person under their unit, after its sub-units', async () => {
    const { list } = await get('/api/permission/Users/Selector', selectorData);
    const nodes = [...walk(list)];
    expect(nodes.filter((n) => n.type === 'user')).toHaveLength(h.config.demoSize);
    const ward = nodes.find((n) => n.id === 'ward-xinneike')!;
    expect(ward.children?.map((c) => c.id)).toEqual(expect.arrayContaining(['u-head01', 'u-nurse01']));
    const dept = nodes.find((n) => n.id === 'dept-xinneike')!;
    expect(dept.children?.[0]?.id).toBe('ward-xinneike');
    expect(nodes.find((n) => n.id === 'u-nurse01')).toMatchObject({
      parentId: 'ward-xinneike',
      fullName: '张小雨',
      enCode: 'nurse01',
      headIcon: '',
      hasChildren: false,
    });
  });
});

describe('people pickers', () => {
  it('Users/ImUser pages colleagues and finds them by name, pinyin or initials', async () => {
    const page = await get('/api/permission/Users/ImUser?currentPage=1&pageSize=5', paged(imUser));
    expect(page.list).toHaveLength(5);
    expect(page.pagination).toEqual({ pageIndex: 1, pageSize: 5, total: h.config.demoSize });
    for (const keyword of ['张小雨', 'zhangxiaoyu', 'zxy', 'ZXY', 'nurse01']) {
      const found = await get(
        `/api/permission/Users/ImUser?keyword=${encodeURIComponent(keyword)}`,
        paged(imUser),
      );
      expect(found.list, keyword).toEqual([
        { id: 'u-nurse01', account: 'nurse01', realName: '张小雨', headIcon: '', department: '心内科病区' },
      ]);
    }
  });

  it('Users/ImUser/Selector/0 opens at the hospital; a unit opens to its sub-units, then its people', async () => {
    const top = await post('/api/permission/Users/ImUser/Selector/0', {});
    const root = selectorData.parse(top.body.data).list;
    expect(root.map((n) => [n.id, n.hasChildren])).toEqual([['org-hospital', true]]);
    const dept = selectorData.parse(
      (await post('/api/permission/Users/ImUser/Selector/dept-xinneike', {})).body.data,
    );
    expect(dept.list[0]).toMatchObject({ id: 'ward-xinneike', type: 'ward', hasChildren: true });
    expect(dept.list.slice(1).every((n) => n.type === 'user' && n.parentId === 'dept-xinneike')).toBe(true);
  });

  it('Users/ImUser/Selector with a keyword answers the matching people wherever they are', async () => {
    const { body } = await post('/api/permission/Users/ImUser/Selector/0', { keyword: 'ljy' });
    const { list } = selectorData.parse(body.data);
    expect(list.map((n) => n.id)).toContain('u-head01');
    expect(list.every((n) => n.type === 'user')).toBe(true);
  });

  it('getUserList answers the chosen people in the order chosen; isSelAll makes a unit id its members', async () => {
    const chosen = await post('/api/permission/Users/getUserList', {
      userId: ['u-nurse01', 'nope', 'u-hr01'],
    });
    expect(userListData.parse(chosen.body.data).list.map((u) => u.id)).toEqual(['u-nurse01', 'u-hr01']);
    const unit = await post('/api/permission/Users/getUserList', {
      userId: ['dept-xinneike'],
      isSelAll: true,
    });
    const ids = userListData.parse(unit.body.data).list.map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining(['u-head01', 'u-nurse01']));
  });
});

describe('a person', () => {
  it('GetUserInfo: the directory row plus manager, roles, title and entry date', async () => {
    const { body } = await post('/api/permission/Users/GetUserInfo', { userId: 'u-head01' });
    const detail = userDetail.parse(body.data);
    expect(detail).toMatchObject({ id: 'u-head01', realName: '李静怡', pinyin: 'lijingyi', initials: 'ljy' });
    expect(detail.roleNames).toEqual(['科室负责人', '普通员工']);
    expect(detail.managerName).toEqual(expect.any(String));
    expect(['主管护师', '副主任护师']).toContain(detail.titleName);
    // Midnight in the hospital's time zone (UTC+8).
    expect((detail.entryDate! + 8 * 3600_000) % 86_400_000).toBe(0);
  });

  it('GetUserInfo of an unknown person is code 404 with a message', async () => {
    const { status, body } = await post('/api/permission/Users/GetUserInfo', { userId: 'u-nobody' });
    expect([status, body.code, body.msg]).toEqual([200, CODE.NOT_FOUND, '人员不存在或已停用']);
  });

  it('GetUserEducation: one’s own, a manager’s reports, HR anyone’s; others are refused', async () => {
    for (const token of [nurse, head, hr]) {
      const { body } = await post('/api/permission/Users/GetUserEducation', { userId: 'u-nurse01' }, token);
      const { list } = educationData.parse(body.data);
      expect(list.length).toBeGreaterThan(0);
      expect(list[list.length - 1]).toMatchObject({ major: '护理学', startDate: expect.any(Number) });
    }
    const refused = await post('/api/permission/Users/GetUserEducation', { userId: 'u-head01' }, nurse);
    expect(refused.body).toMatchObject({ code: CODE.FORBIDDEN, data: null });
  });

  it('getSubordinates: the caller’s reports at any depth, by keyword, minus those already chosen', async () => {
    const director = await tokenFor(h.app, 'leader01');
    const all = subordinatesData.parse(
      (await post('/api/permission/Users/getSubordinates', {}, director)).body.data,
    );
    expect(all.list).toHaveLength(h.config.demoSize - 1);
    const some = await post(
      '/api/permission/Users/getSubordinates',
      { keyword: '李', selectUserList: ['u-nurse01', 'u-e00002'] },
      director,
    );
    const found = subordinatesData.parse(some.body.data).list;
    expect(found.map((u) => u.id)).toContain('u-head01');
    expect(found.every((u) => u.realName.includes('李'))).toBe(true);
    const chosenAlready = await post(
      '/api/permission/Users/getSubordinates',
      { keyword: 'ljy', selectUserList: ['u-head01'] },
      director,
    );
    expect(subordinatesData.parse(chosenAlready.body.data).list.map((u) => u.id)).not.toContain('u-head01');
    const mine = subordinatesData.parse(
      (await post('/api/permission/Users/getSubordinates', {}, head)).body.data,
    );
    expect(mine.list.map((u) => u.id)).toContain('u-nurse01');
  });
});

describe('the caller', () => {
  it('Users/Current/Subordinate/0 lists the caller’s direct reports; isLeaf when they have none', async () => {
    const rows = await get('/api/permission/Users/Current/Subordinate/0', subordinateData, head);
    expect(rows.find((r) => r.id === 'u-nurse01')).toEqual({
      id: 'u-nurse01',
      userName: '张小雨',
      avatar: '',
      department: '心内科病区',
      position: '护士',
      isLeaf: true,
    });
    const ofDirector = await get(
      '/api/permission/Users/Current/Subordinate/u-leader01',
      subordinateData,
      nurse,
    );
    // The director's direct reports are the heads of units, who have reports of their own.
    expect(ofDirector.length).toBeGreaterThan(0);
    expect(ofDirector.some((r) => !r.isLeaf)).toBe(true);
  });

  it('getUserOrganizes and getUserPositions name the caller’s units (as paths) and posts, the main one first', async () => {
    expect(await get('/api/permission/Users/Current/getUserOrganizes', userBelongingData, nurse)).toEqual([
      { id: 'ward-xinneike', fullName: '滨江市人民医院/心内科/心内科病区', isDefault: true },
      { id: 'dept-huli', fullName: '滨江市人民医院/护理部', isDefault: false },
    ]);
    expect(await get('/api/permission/Users/Current/getUserPositions', userBelongingData, nurse)).toEqual([
      { id: 'pos-nurse', fullName: '护士', isDefault: true },
      { id: 'pos-clerk', fullName: '科员', isDefault: false },
    ]);
  });
});

describe('titled staff', () => {
  it('getHaveTitleList/0 lists everyone with a professional title, with its level', async () => {
    const { list } = await get('/api/SubDev/Employee/getHaveTitleList/0', titledEmployeeData);
    expect(list.length).toBeGreaterThan(20);
    expect(list.every((e) => ['正高', '副高', '中级', '初级'].includes(e.titleLevel))).toBe(true);
    expect(list.find((e) => e.id === 'u-nurse01')).toMatchObject({ titleName: '护士', titleLevel: '初级' });
  });

  it('getHaveTitleList/{unit} covers that unit and the units below it', async () => {
    const { list } = await get('/api/SubDev/Employee/getHaveTitleList/dept-xinneike', titledEmployeeData);
    expect(new Set(list.map((e) => e.organizeName))).toEqual(new Set(['心内科', '心内科病区']));
  });
});

it('every answer is the envelope the contract names', async () => {
  const { body } = await getJson(h.app, '/api/permission/Users/Current/getUserPositions', hr);
  expect(envelope(userBelongingData).parse(body)).toEqual(body);
});
