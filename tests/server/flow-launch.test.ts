/**
 * My initiated (GET /api/workflow/Engine/FlowLaunch): only the caller's flows, newest first, as the
 * platform's list items (title, bill number, status, the node waiting now), paged, filtered by keyword and
 * creation time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOW_LAUNCH_PATH, FLOW_STATUS, flowListData, type FlowListData } from '../../contract';
import { createHarness, getJson, tokenFor, type Harness } from './harness';
import { DAY, leaveBody, sendLeave, START } from './leaveRequests';

const MINUTE = 60_000;
/** The three applications are made a minute apart from here (tokens stay valid). */
const T0 = START - 10 * DAY;

let h: Harness;
let nurse: string;
let head: string;

beforeAll(async () => {
  h = await createHarness();
  h.clock.now = T0;
  [nurse, head] = [await tokenFor(h.app, 'nurse01'), await tokenFor(h.app, 'head01')];
  for (const [i, title] of ['请假申请', '病假申请', '请假申请'].entries()) {
    h.clock.now = T0 + i * MINUTE;
    const body = leaveBody('u-nurse01', { flowTitle: title, leaveStartTime: START + 3 * i * DAY });
    body.leaveEndTime = body.leaveStartTime + 1.5 * DAY - 1000;
    expect((await sendLeave(h.app, body, { token: nurse })).body.code).toBe(200);
  }
  const other = leaveBody('u-head01', { applyDept: 'ward-xinneike', applyPost: null });
  await sendLeave(h.app, other, { token: head });
});
afterAll(() => h.close());

async function list(query: string, token = nurse): Promise<FlowListData> {
  const { body } = await getJson(h.app, `${FLOW_LAUNCH_PATH}?${query}`, token);
  expect(body.code).toBe(200);
  return flowListData.parse(body.data);
}

describe('my initiated', () => {
  it('lists only my flows, newest first, each waiting at its first node', async () => {
    const { list: items, pagination } = await list('currentPage=1&pageSize=10');
    expect(pagination).toEqual({ pageIndex: 1, pageSize: 10, total: 3 });
    expect(items.map((i) => i.creatorTime)).toEqual([T0 + 2 * MINUTE, T0 + MINUTE, T0]);
    expect(items[0]).toMatchObject({
      creatorUserId: 'u-nurse01',
      flowName: '请假申请',
      enCode: 'leaveApply',
      status: FLOW_STATUS.inApproval,
      thisStep: '直属上级审批',
      flowCode: 'leaveApply',
      billNo: expect.stringMatching(/^QJ/),
    });
  });

  it('pages: page 2 of size 2 holds the oldest', async () => {
    const { list: items, pagination } = await list('currentPage=2&pageSize=2');
    expect(pagination.total).toBe(3);
    expect(items.map((i) => i.creatorTime)).toEqual([T0]);
  });

  it('filters by keyword (title or bill number) and by creation time', async () => {
    expect((await list('keyword=病假')).list.map((i) => i.fullName)).toEqual(['病假申请']);
    const window = `startTime=${T0 + MINUTE}&endTime=${T0 + 2 * MINUTE}`;
    expect((await list(window)).pagination.total).toBe(2);
  });

  it('found by its bill number, an item names the form it carries (formId, ours: the outbox’s delivery check)', async () => {
    const body = leaveBody('u-nurse01', { leaveStartTime: START + 30 * DAY });
    body.leaveEndTime = body.leaveStartTime + 1.5 * DAY - 1000;
    const saved = (await sendLeave(h.app, body, { token: nurse })).body.data as {
      id: string;
      taskId: string;
    };
    const { body: found } = await getJson(h.app, `${FLOW_LAUNCH_PATH}?keyword=${body.billNo}`, nurse);
    const items = (found.data as { list: { processId: string; billNo: string; formId: string }[] }).list;
    expect(items).toEqual([
      expect.objectContaining({ processId: saved.taskId, billNo: body.billNo, formId: saved.id }),
    ]);
  });

  it('another person sees their own flows, not mine', async () => {
    const { list: items } = await list('', head);
    expect(items.every((i) => i.creatorUserId === 'u-head01')).toBe(true);
  });

  it('a bad page size is refused naming the field', async () => {
    const { status, body } = await getJson(h.app, `${FLOW_LAUNCH_PATH}?pageSize=0`, nurse);
    expect([status, body.msg]).toEqual([400, expect.stringContaining('pageSize')]);
  });
});
