/**
 * The forms a follow-on form may name, from a server without our Originals read (a JNPF back end, issue
 * #16): its 404 makes the list from one's approved flows of the kinds the form follows (FlowLaunch), each
 * form read by its task id — a flow not approved, or of another kind, is not offered.
 */
import 'fake-indexeddb/auto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOW_STATUS } from '../../../contract';
import { configureHttp } from '../../../src/api/http';
import { createUserDb } from '../../../core/store/db';
import { refreshOriginals } from '../../../src/forms/originals';

const flow = (processId: string, flowCode: string, status: number) => ({
  id: processId,
  processId,
  enCode: flowCode,
  fullName: `${flowCode} ${processId}`,
  flowName: flowCode,
  flowCode,
  billNo: '',
  flowId: flowCode,
  flowCategory: 'attendance',
  formType: 1,
  flowUrgent: 1,
  thisStep: '',
  thisStepId: '',
  status,
  startTime: 1,
  creatorTime: 2,
  creatorUserId: 'u-nurse01',
  userName: '张小雨',
  description: '',
  completion: 100,
});

const ROUTES: Record<string, unknown> = {
  '/api/workflow/Engine/FlowLaunch?currentPage=1&pageSize=100': {
    list: [
      flow('t-approved', 'leaveApply', FLOW_STATUS.approved),
      flow('t-pending', 'leaveApply', FLOW_STATUS.inApproval),
      flow('t-other', 'resignApply', FLOW_STATUS.approved),
    ],
    pagination: { pageIndex: 1, pageSize: 100, total: 3 },
  },
  '/api/workflow/Form/LeaveApply/t-approved': { id: 'form-7', billNo: 'QJ202611260001', leaveType: '事假' },
};
const asked: string[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    const data = ROUTES[req.url ?? ''];
    const [status, body] = data
      ? [200, { code: 200, msg: '操作成功', data }]
      : [404, { code: 404, msg: '接口不存在', data: null }];
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  configureHttp({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    getToken: () => 'Bearer t',
  });
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('originals where the server has no Originals read', () => {
  it('are one’s approved flows of the followed kinds, each form as the server reads it by task id', async () => {
    const db = createUserDb(`originals-fallback-${Date.now()}`);
    const row = await refreshOriginals(db, 'CeaseLeaveApply', () => 9);
    expect(asked[0]).toBe('/api/workflow/Form/CeaseLeaveApply/Originals');
    expect(row).toEqual({
      formKey: 'CeaseLeaveApply',
      fetchedAt: 9,
      list: [
        {
          id: 'form-7',
          formKey: 'LeaveApply',
          billNo: 'QJ202611260001',
          flowTitle: 'leaveApply t-approved',
          creatorTime: 2,
          data: { id: 'form-7', billNo: 'QJ202611260001', leaveType: '事假' },
        },
      ],
    });
    expect(await db.hrOriginals.get('CeaseLeaveApply')).toEqual(row);
    db.close();
  });
});
