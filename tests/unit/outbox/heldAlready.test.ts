/**
 * A form whose answer was lost, sent again to a server without Idempotency-Key replay (a JNPF back end,
 * our server with JNPF_STRICT=1), is refused for the bill number it already holds. The outbox reads that
 * refusal of its own number as "delivered" once the caller's launched flows show a form with that number,
 * and settles the row with that form's ids; a number held by no form of mine is dropped for a new one, once
 * (renumber.ts); a check that cannot be made now is tried again, never decided blind.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { hrFormPath } from '../../../contract/hrForm/api';
import { FLOW_LAUNCH_PATH } from '../../../contract/workflow';
import { enqueueWrite } from '../../../core/store/outbox';
import type { OutboxRow } from '../../../core/store/types';
import { flushOutbox } from '../../../workers/outbox/flush';
import { refusedOwnNumber } from '../../../workers/outbox/heldAlready';
import { memoryLocks } from '../../../workers/outbox/lock';
import { Clock, dropDb, freshUser, type TestUser } from './harness';

let user: TestUser | undefined;
afterEach(async () => {
  if (user) await dropDb(user.db);
  user = undefined;
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json({ code: 200, msg: '操作成功', data });

type Form = { id: string; taskId: string; billNo: string };

/**
 * The platform's side of it: no replay, one form per bill number, numbers handed out in turn; FlowLaunch's
 * keyword matched against the bill number, its items without our billNo field; the form read by its task id.
 */
class PlatformDouble {
  forms: Form[] = [];
  /** Requests whose answer is lost after the server applied them, by call number of the form POSTs. */
  loseAnswerOfPost = new Set<number>();
  /** What GETs of FlowLaunch answer instead of the list: a failing check, or none of mine found. */
  launchFault: 'network' | 'busy' | 'none' | null = null;
  /** Our server's list: each item names its bill number and form, so no form need be read. */
  namesForms = false;
  formReads = 0;
  private posts = 0;
  private numbers = 0;

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input.toString());
    const method = init?.method ?? 'GET';
    if (url.pathname.startsWith('/api/system/BillRule/BillNumber/')) return ok(`LZ${++this.numbers}`);
    if (method === 'POST') return this.post(JSON.parse(String(init?.body)) as { billNo: string });
    if (url.pathname === FLOW_LAUNCH_PATH) return this.launched(url.searchParams.get('keyword') ?? '');
    this.formReads++;
    const form = this.forms.find((f) => url.pathname === hrFormPath('DimissionApply', f.taskId));
    return form ? ok({ ...form, flowStatus: 1 }) : json({ code: 404, msg: '数据不存在' });
  };

  private post(body: { billNo: string }): Response | Promise<Response> {
    const call = ++this.posts;
    if (this.forms.some((f) => f.billNo === body.billNo))
      return json({ code: 400, msg: `单据编号 ${body.billNo} 已被其他申请使用，请重新获取编号` });
    const form = { id: `form-${call}`, taskId: `task-${call}`, billNo: body.billNo };
    this.forms.push(form);
    if (this.loseAnswerOfPost.has(call)) return Promise.reject(new TypeError('Failed to fetch'));
    return ok(form);
  }

  private launched(keyword: string): Response | Promise<Response> {
    if (this.launchFault === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    if (this.launchFault === 'busy') return new Response('busy', { status: 503 });
    const list = this.forms
      .filter((f) => this.launchFault !== 'none' && f.billNo.includes(keyword))
      .map((f) => ({
        id: f.taskId,
        processId: f.taskId,
        flowCode: 'dimissionApply',
        ...(this.namesForms ? { billNo: f.billNo, formId: f.id } : {}),
      }));
    return ok({ list, pagination: { pageIndex: 1, pageSize: 5, total: list.length } });
  }
}

function queueForm(id: string): Promise<OutboxRow> {
  return enqueueWrite(
    (user as TestUser).db,
    {
      userId: 'u1',
      kind: 'hrForm',
      formKey: 'DimissionApply',
      stream: `form:${id}`,
      method: 'POST',
      url: hrFormPath('DimissionApply'),
      body: { status: 0, billNo: '', reason: '照顾家人' },
      fileIds: [],
    },
    undefined,
    { now: 1_000_000, newId: () => id },
  );
}

async function flushAll(server: PlatformDouble, clock: Clock, times = 3): Promise<OutboxRow | undefined> {
  const u = user as TestUser;
  for (let i = 0; i < times; i++) {
    await flushOutbox({
      db: u.db,
      session: u.session,
      fetch: server.fetch,
      lock: memoryLocks(),
      now: clock.now,
    });
    clock.advance(10 * 60_000);
  }
  return u.db.outbox.get('f1');
}

describe('a form refused for the bill number it already holds', () => {
  it('is delivered once, with the ids of the form the first send made', async () => {
    user = await freshUser();
    const server = new PlatformDouble();
    server.loseAnswerOfPost.add(1);
    await queueForm('f1');
    const row = await flushAll(server, new Clock());
    expect(server.forms).toHaveLength(1);
    expect([row?.state, row?.lastError]).toEqual(['done', null]);
    expect(row?.result).toEqual(server.forms[0]);
  });

  it('on a server whose list names each bill number and form, without reading the form', async () => {
    user = await freshUser();
    const server = new PlatformDouble();
    server.namesForms = true;
    server.loseAnswerOfPost.add(1);
    await queueForm('f1');
    const row = await flushAll(server, new Clock());
    expect([row?.state, row?.result]).toEqual(['done', server.forms[0]]);
    expect(server.formReads).toBe(0);
  });

  it('while the check cannot be made, the row waits and is not refused', async () => {
    user = await freshUser();
    const server = new PlatformDouble();
    server.loseAnswerOfPost.add(1);
    await queueForm('f1');
    const clock = new Clock();
    for (const fault of ['network', 'busy'] as const) {
      server.launchFault = fault;
      const row = await flushAll(server, clock, 2);
      expect(row?.state, fault).toBe('queued');
    }
    server.launchFault = null;
    expect((await flushAll(server, clock, 1))?.state).toBe('done');
    expect(server.forms).toHaveLength(1);
  });

  it('a number that no form of mine carries is dropped: the row takes a new one and goes out with it', async () => {
    user = await freshUser();
    const server = new PlatformDouble();
    await queueForm('f1');
    // Someone else's form took the number the row carries (typed ahead of the counter): no form of mine has it.
    await user.db.outbox.update('f1', { body: { status: 0, billNo: 'LZ9', reason: '照顾家人' } });
    server.forms.push({ id: 'theirs', taskId: 'their-task', billNo: 'LZ9' });
    server.launchFault = 'none';
    const row = await flushAll(server, new Clock(), 2);
    expect([row?.state, row?.renumbered, (row?.body as { billNo: string }).billNo]).toEqual([
      'done',
      true,
      'LZ1',
    ]);
    expect(server.forms.map((f) => f.billNo)).toEqual(['LZ9', 'LZ1']);
  });

  it('a new number refused as well is final, shown in the sync centre', async () => {
    user = await freshUser();
    const server = new PlatformDouble();
    await queueForm('f1');
    await user.db.outbox.update('f1', { body: { status: 0, billNo: 'LZ9', reason: '照顾家人' } });
    for (const billNo of ['LZ9', 'LZ1', 'LZ2'])
      server.forms.push({ id: `theirs-${billNo}`, taskId: `their-${billNo}`, billNo });
    server.launchFault = 'none';
    const row = await flushAll(server, new Clock(), 3);
    expect([row?.state, row?.lastError]).toEqual(['failed', expect.stringContaining('LZ1')]);
    expect(server.forms).toHaveLength(3);
  });
});

describe('which refusals are looked into', () => {
  const row = (kind: string, billNo: unknown) => ({ kind, body: { billNo } }) as unknown as OutboxRow;
  const refusal = (msg: string) => ({ kind: 'http', status: 200, code: 400, msg }) as const;

  it('a form kind refused naming its own, filled number', () => {
    expect(refusedOwnNumber(row('hrForm', 'LZ1'), refusal('单据编号 LZ1 已被使用'))).toBe('LZ1');
    expect(refusedOwnNumber(row('leaveApply', 'QJ7'), refusal('单据编号 QJ7 已被使用'))).toBe('QJ7');
  });

  it('not another refusal, a success, an empty number, or a kind without bill numbers', () => {
    expect(refusedOwnNumber(row('hrForm', 'LZ1'), refusal('请假天数不正确'))).toBeNull();
    expect(refusedOwnNumber(row('hrForm', 'LZ1'), { ...refusal('LZ1'), code: 200 })).toBeNull();
    expect(refusedOwnNumber(row('hrForm', ''), refusal('单据编号  已被使用'))).toBeNull();
    expect(refusedOwnNumber(row('flowAudit', 'LZ1'), refusal('LZ1'))).toBeNull();
  });
});
