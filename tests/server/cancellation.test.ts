/**
 * 注销账号 (issue #17) on both databases: a request confirmed by the code sent to one's own bound mobile starts
 * the flow 人事处 reviews (in HR's to-do; the account still works); HR's approval disables the account (its
 * socket hears logout, its next call is 602, it cannot sign in); withdrawn or rejected, nothing changes and
 * one may ask again; one in approval refuses another (CANCEL_PENDING); a wrong or missing proof and a bad
 * reason are refused naming the field, storing nothing; without SMS the password confirms it; no bound
 * mobile → CANCEL_NO_MOBILE; a session is needed; strict mode hides the calls; the flow is on no list of
 * flows to start. The app's clock moves; nobody waits.
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANCEL_CODE_PATH,
  CANCEL_NO_MOBILE,
  CANCEL_PENDING,
  CANCELLATION_FLOW,
  CANCELLATION_PATH,
  CODE,
  FLOW_ACTION_PATHS,
  FLOW_ENGINE_LIST_PATH,
  FLOW_ENGINE_PAGE_PATH,
  FLOW_STATUS,
  WS_PATH,
} from '../../contract';
import { APP_USUAL_PATH } from '../../contract/platform';
import * as t from '../../server/db/schema';
import { md5Hex } from '../../server/auth/password';
import { userIdOf } from '../../server/seed/index';
import { codesSentTo } from '../shared/smsLog';
import { waitFor } from '../unit/waitFor';
import { approveAs, detailOf, listOf, operatorOf, send } from './flowRequests';
import { createHarness, DEMO_MD5, getJson, login, tokenFor, type Harness } from './harness';
import { connect, hello } from './socketClient';

type Reply = { status: number; body: { code: number; msg: string; data: unknown } };
type Saved = { id: string; taskId: string; status: number; reason: string; createdAt: number };

let h: Harness;
let file: string;
let hr: string;
let address = 0;
const from = () => `10.17.0.${++address}`;
const MINUTE = 60_000;

beforeAll(async () => {
  file = join(mkdtempSync(join(tmpdir(), 'hr-cancellation-')), 'sms.log');
  // 50 people: generated staff e00031 … e00046, each with a bound mobile, for this file's requests.
  h = await createHarness({ config: { demoSize: 50, sms: { provider: 'local', file } } });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  hr = await tokenFor(h.app, 'hr01');
});
afterAll(() => h.close());

async function inject(
  app: Harness['app'],
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  body?: object,
) {
  const res = await app.inject({
    method,
    url,
    headers: { 'jnpf-origin': 'app', ...(token ? { authorization: token } : {}) },
    remoteAddress: from(),
    ...(body ? { payload: body } : {}),
  });
  return { status: res.statusCode, body: res.json() } as Reply;
}

const askCode = (token: string, app = h.app) => inject(app, 'GET', CANCEL_CODE_PATH, token);
const cancel = (token: string, body: object, app = h.app) =>
  inject(app, 'POST', CANCELLATION_PATH, token, body);
const latest = async (token: string, app = h.app) =>
  (await inject(app, 'GET', CANCELLATION_PATH, token)).body.data as Saved | null;

const mobileOf = async (account: string) =>
  (await h.database.db.select({ m: t.users.mobile }).from(t.users).where(eq(t.users.account, account)))[0]!
    .m!;

/** Asks for a code and reads it as the person reads the message. */
async function codeFor(token: string, account: string): Promise<string> {
  const mobile = await mobileOf(account);
  const before = codesSentTo(file, mobile).length;
  expect((await askCode(token)).body).toMatchObject({ code: 200, data: { resendAfter: 60 } });
  await waitFor(() => codesSentTo(file, mobile).length > before);
  return codesSentTo(file, mobile).at(-1)!;
}

/** Signs `account` in and asks to close it with the right code; answers the session and the request. */
async function requested(account: string, reason = '调离本院') {
  const token = await tokenFor(h.app, account);
  const reply = await cancel(token, { reason, code: await codeFor(token, account) });
  expect(reply.body).toMatchObject({ code: 200, data: { status: FLOW_STATUS.inApproval, reason } });
  return { token, saved: reply.body.data as Saved };
}

async function storedOf(h: Harness, account: string): Promise<number> {
  const [row] = await h.database.db
    .select({ n: count() })
    .from(t.accountCancellations)
    .where(eq(t.accountCancellations.userId, userIdOf(account)));
  const [tasks] = await h.database.db
    .select({ n: count() })
    .from(t.flowTasks)
    .where(and(eq(t.flowTasks.applicantId, userIdOf(account)), eq(t.flowTasks.flowKey, CANCELLATION_FLOW)));
  return (row?.n ?? 0) + (tasks?.n ?? 0);
}

const worksFor = async (token: string) => (await getJson(h.app, '/api/oauth/CurrentUser', token)).body.code;

describe('注销账号: a request and its review', () => {
  it('a request with the right code starts 注销账号 in HR’s to-do, and the account still works', async () => {
    const { token, saved } = await requested('e00031');
    expect(await latest(token)).toEqual(saved);
    const todo = (await listOf(h, 1, hr, 'pageSize=500')).list.find((i) => i.processId === saved.taskId);
    expect(todo).toMatchObject({ flowName: '注销账号', fullName: expect.stringMatching(/的注销账号$/) });
    const detail = await detailOf(h, saved.taskId, hr);
    expect(detail.flowTaskInfo.billNo).toMatch(/^ZX\d{8}\d{4}$/);
    expect(detail.formData).toMatchObject({ account: 'e00031', reason: '调离本院' });
    expect(detail.formOperates).toContainEqual(expect.objectContaining({ id: 'reason', name: '注销原因' }));
    expect(detail.formOperates).toContainEqual(expect.objectContaining({ id: 'applyUser', name: '申请人' }));
    expect(await worksFor(token)).toBe(200);
  });

  it('HR’s approval disables the account: its socket hears logout, its next call is 602, no sign-in', async () => {
    const { token, saved } = await requested('e00032');
    const base = `ws://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
    const socket = await connect(base + WS_PATH);
    socket.ws.send(hello(token));
    expect((await socket.next()).method).toBe('initMessage');
    await approveAs(h, saved.taskId, hr);
    let frame = await socket.next();
    while (frame.method !== 'logout') frame = await socket.next();
    expect(frame).toEqual({ method: 'logout', msg: '账号已被停用，请联系管理员' });
    expect(await worksFor(token)).toBe(CODE.ACCOUNT_DISABLED);
    expect((await login(h.app, 'e00032')).body.code).toBe(CODE.ACCOUNT_DISABLED);
    const [row] = await h.database.db
      .select()
      .from(t.accountCancellations)
      .where(eq(t.accountCancellations.id, saved.id));
    expect(row?.status).toBe(FLOW_STATUS.approved);
  });

  it('withdrawn: the account stays enabled and a new request is then accepted', async () => {
    const { token, saved } = await requested('e00033');
    const back = await send(
      h.app,
      FLOW_ACTION_PATHS.withdraw(saved.taskId),
      { handleOpinion: '不注销了' },
      token,
      {
        method: 'PUT',
      },
    );
    expect(back.body.code).toBe(200);
    expect(await latest(token)).toMatchObject({ id: saved.id, status: FLOW_STATUS.withdrawn });
    expect(await worksFor(token)).toBe(200);
    h.clock.now += MINUTE + 1000; // the number may have a new code a minute later
    const again = await cancel(token, { reason: '还是要注销', code: await codeFor(token, 'e00033') });
    expect(again.body).toMatchObject({ code: 200, data: { status: FLOW_STATUS.inApproval } });
    expect((again.body.data as Saved).taskId).not.toBe(saved.taskId);
    // Deleting the withdrawn flow (swipe 删除) takes its request with it; the new one stands.
    const gone = await send(h.app, `/api/workflow/Engine/FlowLaunch/${saved.taskId}`, undefined, token, {
      method: 'DELETE',
    });
    expect(gone.body.code).toBe(200);
    expect(await latest(token)).toMatchObject({ id: (again.body.data as Saved).id });
    expect(await storedOf(h, 'e00033')).toBe(2);
  });

  it('rejected by HR: the account stays enabled', async () => {
    const { token, saved } = await requested('e00034');
    const operatorId = await operatorOf(h, saved.taskId, hr);
    const reply = await send(
      h.app,
      FLOW_ACTION_PATHS.reject(operatorId),
      { handleOpinion: '请先办理交接' },
      hr,
    );
    expect(reply.body.code).toBe(200);
    expect(await latest(token)).toMatchObject({ status: FLOW_STATUS.rejected });
    expect(await worksFor(token)).toBe(200);
    expect((await login(h.app, 'e00034')).body.code).toBe(200);
  });

  it('a second request while one is under review is refused with CANCEL_PENDING, and no code is sent', async () => {
    const { token } = await requested('e00035');
    const mobile = await mobileOf('e00035');
    const sent = codesSentTo(file, mobile).length;
    h.clock.now += MINUTE + 1000;
    expect((await askCode(token)).body).toMatchObject({ code: CODE.BAD_REQUEST, msg: CANCEL_PENDING });
    expect(codesSentTo(file, mobile)).toHaveLength(sent);
    const twice = await cancel(token, { reason: '再提交一次', code: '123456' });
    expect(twice).toMatchObject({ status: 200, body: { code: CODE.BAD_REQUEST, msg: CANCEL_PENDING } });
    expect(await storedOf(h, 'e00035')).toBe(2); // the one request and its task
  });
});

describe('注销账号: refusals', () => {
  it('a wrong code, a missing code, an empty or a 501-character reason: refused naming the field, nothing stored', async () => {
    const token = await tokenFor(h.app, 'e00036');
    const code = await codeFor(token, 'e00036');
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = async (body: object, msg: string) =>
      expect(await cancel(token, body)).toMatchObject({ status: 400, body: { code: 400, msg } });
    await refused({ reason: '离职', code: wrong }, 'code: 验证码错误，还可再试 4 次');
    await refused({ reason: '离职' }, 'code: 请输入验证码');
    await refused({ reason: '   ', code }, 'reason: 请填写注销原因');
    await refused({ reason: '离'.repeat(501), code }, 'reason: 注销原因不超过 500 字');
    expect(await storedOf(h, 'e00036')).toBe(0);
    expect(await latest(token)).toBeNull();
    // The right code, after all that, still works: only the wrong try was counted.
    expect((await cancel(token, { reason: '离'.repeat(500), code })).body.code).toBe(200);
  });

  it('no bound mobile: CancelCode and the request answer CANCEL_NO_MOBILE', async () => {
    await h.database.db.update(t.users).set({ mobile: null }).where(eq(t.users.account, 'e00037'));
    const token = await tokenFor(h.app, 'e00037');
    expect((await askCode(token)).body).toMatchObject({ code: CODE.BAD_REQUEST, msg: CANCEL_NO_MOBILE });
    expect((await cancel(token, { reason: '离职', code: '123456' })).body).toMatchObject({
      code: CODE.BAD_REQUEST,
      msg: CANCEL_NO_MOBILE,
    });
    expect(await storedOf(h, 'e00037')).toBe(0);
  });

  it('both calls need a session', async () => {
    expect((await inject(h.app, 'GET', CANCEL_CODE_PATH)).body.code).toBe(CODE.SESSION_EXPIRED);
    expect((await inject(h.app, 'GET', CANCELLATION_PATH)).body.code).toBe(CODE.SESSION_EXPIRED);
    const post = await inject(h.app, 'POST', CANCELLATION_PATH, undefined, {
      reason: '离职',
      code: '123456',
    });
    expect(post.body.code).toBe(CODE.SESSION_EXPIRED);
  });

  it('注销账号 is on no list of flows to start, and opens no new application', async () => {
    const token = await tokenFor(h.app, 'e00038');
    const all = (await getJson(h.app, FLOW_ENGINE_LIST_PATH, token)).body.data as {
      list: { children: { id: string }[] }[];
    };
    const ids = all.list.flatMap((g) => g.children.map((c) => c.id));
    expect(ids.length).toBeGreaterThan(20);
    expect(ids).not.toContain(CANCELLATION_FLOW);
    const page = await getJson(h.app, `${FLOW_ENGINE_PAGE_PATH}?keyword=注销&pageSize=100`, token);
    expect(page.body.data).toMatchObject({ list: [], pagination: { total: 0 } });
    const flow = await getJson(h.app, `/api/workflow/Engine/FlowEngine/${CANCELLATION_FLOW}`, token);
    expect(flow.body.code).toBe(CODE.NOT_FOUND);
    const usual = await send(h.app, APP_USUAL_PATH, { objectType: '1', objectId: CANCELLATION_FLOW }, token, {
      key: null,
    });
    expect(usual.body).toMatchObject({ code: CODE.NOT_FOUND, msg: '流程不存在' });
  });
});

describe('注销账号 without SMS', () => {
  let plain: Harness;
  beforeAll(async () => {
    plain = await createHarness();
  });
  afterAll(() => plain.close());

  it('the password confirms the request, a wrong or missing one is refused naming password, CancelCode refuses', async () => {
    const token = await tokenFor(plain.app, 'e00031');
    const code = await askCode(token, plain.app);
    expect(code.body).toMatchObject({ code: CODE.BAD_REQUEST, msg: expect.stringContaining('登录密码') });
    const refused = async (body: object, msg: string) =>
      expect(await cancel(token, body, plain.app)).toMatchObject({ status: 400, body: { code: 400, msg } });
    await refused({ reason: '离职' }, 'password: 请输入登录密码');
    await refused({ reason: '离职', password: md5Hex('not-the-password') }, 'password: 密码错误');
    expect(await storedOf(plain, 'e00031')).toBe(0);
    const reply = await cancel(token, { reason: '离职', password: DEMO_MD5 }, plain.app);
    expect(reply.body).toMatchObject({ code: 200, data: { status: FLOW_STATUS.inApproval, reason: '离职' } });
  });
});

describe('strict mode', () => {
  it('hides the three calls (the platform has no such call)', async () => {
    const strict = await createHarness({ config: { jnpfStrict: true, sms: { provider: 'local', file } } });
    try {
      const token = await tokenFor(strict.app, 'e00031');
      expect((await askCode(token, strict.app)).status).toBe(404);
      expect((await inject(strict.app, 'GET', CANCELLATION_PATH, token)).status).toBe(404);
      expect((await cancel(token, { reason: '离职', code: '123456' }, strict.app)).status).toBe(404);
    } finally {
      await strict.close();
    }
  });
});
