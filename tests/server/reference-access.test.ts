/**
 * Every reference-data endpoint requires a live session (no token → body code 600, even with an ETag in
 * hand), and bad input is an HTTP 400 envelope naming the offending field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../contract';
import { createHarness, tokenFor, type Harness } from './harness';

let h: Harness;
let token: string;

beforeAll(async () => {
  h = await createHarness();
  token = await tokenFor(h.app, 'hr01');
});
afterAll(() => h.close());

type Call = { method: 'GET' | 'POST'; url: string; payload?: object };
const get = (url: string): Call => ({ method: 'GET', url });
const post = (url: string, payload: object): Call => ({ method: 'POST', url, payload });

const ENDPOINTS: Call[] = [
  get('/api/permission/Users/All'),
  get('/api/permission/Users/Selector'),
  get('/api/permission/Users/ImUser'),
  post('/api/permission/Users/ImUser/Selector/0', {}),
  post('/api/permission/Users/getUserList', { userId: ['u-hr01'] }),
  post('/api/permission/Users/GetUserInfo', { userId: 'u-hr01' }),
  post('/api/permission/Users/GetUserEducation', { userId: 'u-hr01' }),
  post('/api/permission/Users/getSubordinates', {}),
  get('/api/permission/Users/Current/Subordinate/0'),
  get('/api/permission/Users/Current/getUserOrganizes'),
  get('/api/permission/Users/Current/getUserPositions'),
  get('/api/permission/Organize/Selector/0'),
  get('/api/permission/Organize/Department/Selector/0'),
  get('/api/permission/Position/Selector'),
  get('/api/SubDev/Employee/getHaveTitleList/0'),
  get('/api/system/DictionaryData/All'),
  get('/api/system/DictionaryData/leaveType/Data/SelByType'),
  get('/api/system/DictionaryData/leaveType/Data/Selector'),
  get('/api/system/DictionaryData/leaveType/Enum/Selector'),
  get('/api/system/Area/0/Selector/0'),
  get('/api/system/Area/All'),
  post('/api/system/Area/GetAreaByIds', { idsList: [['110000']] }),
  get('/api/system/BillRule/BillNumber/WF_LeaveApplyNo'),
];

const call = (c: Call, headers: Record<string, string> = {}) =>
  h.app.inject({ method: c.method, url: c.url, payload: c.payload, headers });

describe('sessions', () => {
  it.each(ENDPOINTS.map((c) => [c.url, c] as const))('%s answers code 600 without a token', async (_, c) => {
    const res = await call(c);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: CODE.SESSION_EXPIRED, msg: '登录过期，请重新登录', data: null });
  });

  it.each(ENDPOINTS.map((c) => [c.url, c] as const))('%s answers code 200 with one', async (_, c) => {
    const res = await call(c, { authorization: token });
    expect([res.statusCode, res.json().code]).toEqual([200, CODE.OK]);
  });

  it('an ETag without a live session is still code 600, never a 304', async () => {
    const url = '/api/system/DictionaryData/All';
    const tag = String((await call(get(url), { authorization: token })).headers.etag);
    const res = await call(get(url), { 'if-none-match': tag, authorization: 'Bearer not-a-token' });
    expect([res.statusCode, res.json().code]).toEqual([200, CODE.SESSION_EXPIRED]);
  });
});

describe('bad input', () => {
  const BAD: [Call, string][] = [
    [get(`/api/permission/Users/All?since=${'x'.repeat(101)}`), 'since: '],
    [get('/api/permission/Users/ImUser?pageSize=0'), 'pageSize: '],
    [get('/api/permission/Users/ImUser?currentPage=abc'), 'currentPage: '],
    [post('/api/permission/Users/GetUserInfo', {}), 'userId: 不能为空'],
    [post('/api/permission/Users/GetUserEducation', { userId: '' }), 'userId: 请选择人员'],
    [post('/api/permission/Users/getUserList', { userId: 'u-hr01' }), 'userId: '],
    [post('/api/permission/Users/getSubordinates', { selectUserList: [1] }), 'selectUserList.0: '],
    [post('/api/permission/Users/ImUser/Selector/0', { keyword: 'x'.repeat(51) }), 'keyword: '],
    [get(`/api/permission/Users/Current/Subordinate/${'x'.repeat(65)}`), 'id: '],
    [get('/api/system/Area/beijing/Selector/0'), 'id: 地区编码无效'],
    [post('/api/system/Area/GetAreaByIds', { idsList: [] }), 'idsList: 请选择地区'],
    [post('/api/system/Area/GetAreaByIds', { idsList: [['1', '2', '3', '4']] }), 'idsList.0: '],
  ];

  it.each(BAD.map(([c, field]) => [`${c.method} ${c.url.slice(0, 60)}`, c, field] as const))(
    '%s is HTTP 400 naming the field',
    async (_, c, field) => {
      const res = await call(c, { authorization: token });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe(CODE.BAD_REQUEST);
      expect(body.data).toBeNull();
      expect(body.msg.startsWith(field), body.msg).toBe(true);
    },
  );
});
