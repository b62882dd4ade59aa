/**
 * The worker keeps the to-do list (#29 item 4): page 1 of 我的待办 is stored when the session starts and
 * whenever the server pushes news (a `messagePush`) — with no screen open — so the list and the 业务办理
 * count are right at once; a second ask joins the one under way, a fresh one asks again after it; a dead
 * session on the list ends the session.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { flowListPath } from '../../../contract';
import { createUserDb, userDbName, type UserDb } from '../../../core/store/db';
import { readCachedPage } from '../../../core/store/flowLists';
import { createWorkerApi, type WorkerApi } from '../../../workers/api';
import type { SocketCtor } from '../../../workers/socket';
import { createHttp } from '../../../workers/sync/http';
import { TodoSync } from '../../../workers/sync/todoSync';
import { FAST, FakeChatServer, Recorder, initFrame, waitFor } from '../workers/socketHarness';
import { listItem, page } from '../workflowLists/fixtures';
import { dropDb } from './dbProbe';

const TOKEN = 'Bearer todo';
const TODO_PATH = flowListPath(1);

/** The server's to-do list: `count` tasks; a request answers them as the platform does, or a body code. */
class TodoServer {
  count = 2;
  requests = 0;
  code = 200;
  private release: (() => void) | null = null;
  /** While held, each answer waits for `letGo()`. */
  hold = false;

  readonly fetch = async (input: string): Promise<Response> => {
    const url = new URL(input);
    if (url.pathname !== TODO_PATH) return new Response(JSON.stringify({ code: 404, msg: '', data: null }));
    this.requests++;
    const count = this.count;
    if (this.hold) await new Promise<void>((resolve) => (this.release = resolve));
    const body =
      this.code === 200
        ? {
            code: 200,
            msg: '',
            data: page(
              Array.from({ length: count }, (_, i) => listItem(i + 1)),
              count,
            ),
          }
        : { code: this.code, msg: '登录过期，请重新登录', data: null };
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  };

  letGo(): void {
    this.release?.();
    this.release = null;
  }
}

let db: UserDb | null = null;
let api: WorkerApi | null = null;
let chat: FakeChatServer | null = null;
afterEach(async () => {
  api?.stop();
  await chat?.close();
  if (db) await dropDb(db);
  [db, api, chat] = [null, null, null];
});

/** Waits for the refresh under way (a refresh joins it). */
const sync = (worker: WorkerApi) => worker.refreshTodo();

const total = async (d: UserDb) => (await readCachedPage(d, 'todo'))?.total;

function todoSync(server: TodoServer, ended: string[] = []) {
  db = createUserDb(`todo-${Math.random().toString(36).slice(2)}`);
  const http = createHttp({ serverUrl: 'https://hr.example.org', token: TOKEN, fetch: server.fetch });
  return new TodoSync(db, http, { onSessionEnded: (msg) => ended.push(msg) });
}

describe('the to-do list the worker keeps', () => {
  it('is stored when the session starts: its total is the 业务办理 count', async () => {
    const server = new TodoServer();
    const sync = todoSync(server);
    expect(await sync.start()).toBe(true);
    expect(await total(db!)).toBe(2);
    expect((await readCachedPage(db!, 'todo'))?.items.map((i) => i.id)).toHaveLength(2);
    sync.stop();
  });

  it('a second ask joins the one under way; a fresh ask goes again after it', async () => {
    const server = new TodoServer();
    const sync = todoSync(server);
    server.hold = true;
    const first = sync.refresh();
    const joined = sync.refresh();
    await waitFor(() => server.requests === 1);
    server.count = 3;
    const fresh = sync.refresh(true);
    server.letGo();
    await Promise.all([first, joined]);
    await waitFor(() => server.requests === 2);
    server.letGo();
    expect(await fresh).toBe(true);
    expect([server.requests, await total(db!)]).toEqual([2, 3]);
    sync.stop();
  });

  it('a dead session on the list ends the session, and nothing is stored', async () => {
    const server = new TodoServer();
    server.code = 600;
    const ended: string[] = [];
    const sync = todoSync(server, ended);
    expect(await sync.refresh()).toBe(false);
    expect([ended, await total(db!)]).toEqual([['登录过期，请重新登录'], undefined]);
    sync.stop();
  });

  it('a pushed message refreshes it with no screen open', async () => {
    const server = new TodoServer();
    chat = await FakeChatServer.start();
    const userId = `todo-push-${Math.random().toString(36).slice(2)}`;
    api = createWorkerApi(
      { WebSocket: WebSocket as unknown as SocketCtor, backoff: FAST, network: null, isOnline: () => true },
      () => undefined,
      { fetch: server.fetch as typeof fetch, network: null, datasets: [] },
      null,
      null,
    );
    api.start({ serverUrl: chat.url, token: TOKEN, userId }, new Recorder());
    db = createUserDb(userDbName(chat.url, userId));
    await waitFor(async () => (await total(db!)) === 2, 10_000);
    const socket = (await chat.connection(0)).socket;
    socket.send(initFrame());
    // The socket's (re)connection refreshes it too: let that one finish before the news.
    await waitFor(() => server.requests === 2, 10_000);
    await sync(api);
    server.count = 5; // an application arrived for this approver
    const before = server.requests;
    socket.send(
      JSON.stringify({
        method: 'messagePush',
        userId: 'u-nurse01',
        toUserId: [userId],
        title: '您有一条新的待办：请假申请',
        unreadNoticeCount: 1,
        messageType: 2,
        id: 'm1',
      }),
    );
    await waitFor(async () => (await total(db!)) === 5, 10_000);
    expect(server.requests).toBe(before + 1);
  });
});
