/**
 * In-site messages (GET /api/message, ReadInfo, Actions/ReadAll, DELETE Record): a flow event leaves a
 * message for the right person, who pages and filters their own messages only, reads one (marked read),
 * reads all, deletes some; an open socket of the receiver hears `messagePush` once the write has committed.
 */
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  CODE,
  MESSAGE_DELETE_PATH,
  MESSAGE_PATH,
  MESSAGE_READ_ALL_PATH,
  WS_PATH,
  messageInfo,
  messageList,
  messagePushMessage,
  messageReadPath,
} from '../../contract';
import { DEMO_ACCOUNTS as A, userIdOf } from '../../server/seed/index';
import { DEMO_NOTICE } from '../../server/seed/notices';
import { send, submitLeave } from './flowRequests';
import { createHarness, getJson, tokenFor, type Harness } from './harness';
import { leaveBody, sendLeave } from './leaveRequests';
import { hello } from './socketClient';

let h: Harness;
let nurse: string;
let head: string;

beforeAll(async () => {
  h = await createHarness();
  [nurse, head] = [await tokenFor(h.app, A.nurse), await tokenFor(h.app, A.head)];
  for (let i = 0; i < 3; i++) {
    h.clock.now += 1000;
    await submitLeave(h, A.nurse, nurse, 1);
  }
});
afterAll(() => h.close());

const list = async (token: string, query = '') =>
  messageList.parse((await getJson(h.app, `${MESSAGE_PATH}?${query}`, token)).body.data);

describe('my messages', () => {
  it('a submitted leave leaves a to-do message for the manager, newest first, paged', async () => {
    const page = await list(head, 'currentPage=1&pageSize=2');
    // Three to-dos, and the demo's notice to everyone.
    expect(page.pagination).toEqual({ pageIndex: 1, pageSize: 2, total: 4 });
    expect(page.list[0]).toMatchObject({
      title: '待审批：张小雨的请假申请（事假 · 12-01 上午 – 12-01 下午 · 请假天数 1）',
      type: 2,
      creatorUser: '张小雨',
      isRead: 0,
    });
    expect(page.list[0]!.lastModifyTime).toBeGreaterThan(page.list[1]!.lastModifyTime);
    expect((await list(nurse)).list.map((m) => m.title)).toEqual([DEMO_NOTICE.title]);
  });

  it('filters by keyword in the title and by type (2 system; 1 notice: the demo’s)', async () => {
    expect((await list(head, `keyword=${encodeURIComponent('待审批')}`)).pagination.total).toBe(3);
    expect((await list(head, 'keyword=nothing-like-this')).pagination.total).toBe(0);
    expect((await list(head, 'type=2')).pagination.total).toBe(3);
    expect((await list(head, 'type=1')).list.map((m) => m.title)).toEqual([DEMO_NOTICE.title]);
  });

  it('the demo’s notice is 人事处’s to everyone, read already, its body HTML (ReadInfo)', async () => {
    const [notice] = (await list(nurse, 'type=1')).list;
    expect(notice).toMatchObject({ type: 1, creatorUser: '周晓梅', isRead: 1 });
    const info = messageInfo.parse((await getJson(h.app, messageReadPath(notice!.id), nurse)).body.data);
    expect(info).toMatchObject({ title: DEMO_NOTICE.title, bodyText: DEMO_NOTICE.bodyText });
    expect(info.bodyText).toMatch(/^<p>/);
  });

  it('ReadInfo shows one message and marks it read; someone else’s message is 404', async () => {
    const [first] = (await list(head)).list;
    const { body } = await getJson(h.app, messageReadPath(first!.id), head);
    const info = messageInfo.parse(body.data);
    // Ours ({ type, id }) and the platform's fields, by which its clients open the flow.
    expect(JSON.parse(info.bodyText)).toEqual({
      type: 2,
      id: expect.any(String),
      processId: expect.any(String),
      enCode: 'leaveApply',
      flowId: 'leaveApply',
      formType: 1,
      taskNodeId: expect.any(String),
      taskOperatorId: expect.any(String),
      status: 1,
    });
    expect((await list(head)).list.find((m) => m.id === first!.id)?.isRead).toBe(1);
    expect((await getJson(h.app, messageReadPath(first!.id), nurse)).body).toMatchObject({
      code: CODE.NOT_FOUND,
      msg: '消息不存在',
    });
  });

  it('ReadAll marks all of mine read; DELETE Record deletes mine only', async () => {
    const readAll = await send(h.app, MESSAGE_READ_ALL_PATH, undefined, head, { key: null });
    expect(readAll.body).toEqual({ code: 200, msg: '操作成功', data: null });
    expect((await list(head)).list.every((m) => m.isRead === 1)).toBe(true);
    const ids = (await list(head)).list.map((m) => m.id);
    await send(h.app, MESSAGE_DELETE_PATH, { ids }, nurse, { method: 'DELETE', key: null });
    expect((await list(head)).pagination.total).toBe(4);
    await send(h.app, MESSAGE_DELETE_PATH, { ids: ids.slice(0, 2) }, head, { method: 'DELETE', key: null });
    expect((await list(head)).list.map((m) => m.id)).toEqual(ids.slice(2));
    const empty = await send(h.app, MESSAGE_DELETE_PATH, { ids: [] }, head, { method: 'DELETE', key: null });
    expect([empty.status, empty.body.msg]).toEqual([400, expect.stringMatching(/^ids: /)]);
  });

  it('a submit repeated under its key leaves one message, not two', async () => {
    const before = (await list(head)).pagination.total;
    const body = leaveBody(userIdOf(A.nurse));
    const key = randomUUID();
    await sendLeave(h.app, body, { token: nurse, key });
    expect((await sendLeave(h.app, body, { token: nurse, key })).replayed).toBe(true);
    expect((await list(head)).pagination.total).toBe(before + 1);
  });
});

describe('messagePush', () => {
  it('the manager’s open socket hears the new to-do once the leave is stored', async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (h.app.server.address() as AddressInfo).port;
    const ws = new WebSocket(`ws://127.0.0.1:${port}${WS_PATH}`);
    const frames: Record<string, unknown>[] = [];
    let wake = () => {};
    ws.on('message', (raw) => {
      frames.push(JSON.parse(String(raw)) as Record<string, unknown>);
      wake();
    });
    const frame = async (method: string) => {
      while (!frames.some((f) => f.method === method)) await new Promise<void>((resolve) => (wake = resolve));
      return frames.find((f) => f.method === method)!;
    };
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    ws.send(hello(head));
    await frame('initMessage');
    await submitLeave(h, A.nurse, nurse, 2);
    const push = messagePushMessage.parse(await frame('messagePush'));
    expect(push).toMatchObject({
      userId: userIdOf(A.nurse),
      toUserId: [userIdOf(A.head)],
      title: '待审批：张小雨的请假申请（事假 · 12-01 上午 – 12-02 下午 · 请假天数 2）',
      messageType: 2,
      unreadNoticeCount: 1,
    });
    expect((await getJson(h.app, messageReadPath(push.id), head)).body.code).toBe(200);
    ws.close();
  });
});
