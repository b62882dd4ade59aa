/**
 * An in-test protocol double of the reference-data endpoints (contract/directory.ts, contract/system.ts):
 * a function with fetch's signature that serves the seven datasets (the six of issue #3 and the punch
 * sites of contract/punch.ts) in the envelope, answers If-None-Match with 304 and `since` with the
 * directory's changes, checks the token, and fails on demand.
 */
import {
  PUNCH_SITES_PATH,
  type Area,
  type Dictionary,
  type DirectoryUser,
  type PunchSite,
  type SelectorNode,
} from '../../../contract';
import {
  fixtureAreas,
  fixtureDepartments,
  fixtureDictionaries,
  fixtureOrganizations,
  fixturePunchSites,
} from './referenceFixtures';
import { fixturePositions, makeUsers } from './referenceFixtures';

export const TOKEN = 'Bearer reference-test';

export const PATHS = {
  dictionaries: '/api/system/DictionaryData/All',
  organizations: '/api/permission/Organize/Selector/0',
  departments: '/api/permission/Organize/Department/Selector/0',
  positions: '/api/permission/Position/Selector',
  users: '/api/permission/Users/All',
  areas: '/api/system/Area/All',
  punchSites: PUNCH_SITES_PATH,
} as const;
type EtagDataset = Exclude<keyof typeof PATHS, 'users'>;

/** network: fetch rejects; body: the body breaks off halfway; http500; or an envelope with this body code. */
export type Failure = 'network' | 'body' | 'http500' | { code: number; msg?: string };

export interface ServedRequest {
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  status: number;
  /** Body bytes sent (0 for a 304). */
  bytes: number;
}

interface EtagData {
  dictionaries: Dictionary[];
  organizations: SelectorNode[];
  departments: SelectorNode[];
  positions: SelectorNode[];
  areas: Area[];
  punchSites: PunchSite[];
}

export class ReferenceServer {
  readonly requests: ServedRequest[] = [];
  readonly data: EtagData = {
    dictionaries: fixtureDictionaries(),
    organizations: fixtureOrganizations(),
    departments: fixtureDepartments(),
    positions: fixturePositions(),
    areas: fixtureAreas(),
    punchSites: fixturePunchSites(),
  };
  private readonly versions: Record<EtagDataset, number> = {
    dictionaries: 1,
    organizations: 1,
    departments: 1,
    positions: 1,
    areas: 1,
    punchSites: 1,
  };
  /** Directory rows and tombstones, each with the change sequence number that last touched it. */
  private readonly users = new Map<string, { user: DirectoryUser; seq: number }>();
  private readonly removed = new Map<string, number>();
  private seq = 0;
  private readonly failures = new Map<string, Failure>();
  token = TOKEN;

  constructor(userCount = 50) {
    for (const user of makeUsers(userCount)) this.putUser(user);
  }

  /** Changes an ETag dataset in place; its ETag moves. */
  change<K extends EtagDataset>(name: K, edit: (data: EtagData[K]) => EtagData[K] | void): void {
    this.data[name] = (edit(this.data[name]) ?? this.data[name]) as EtagData[K];
    this.versions[name]++;
  }

  putUser(user: DirectoryUser): void {
    this.users.set(user.id, { user, seq: ++this.seq });
    this.removed.delete(user.id);
  }

  removeUser(id: string): void {
    this.users.delete(id);
    this.removed.set(id, ++this.seq);
  }

  user(id: string): DirectoryUser {
    const entry = this.users.get(id);
    if (!entry) throw new Error(`no user ${id}`);
    return entry.user;
  }

  /** Every request to `path` fails this way until `heal(path)`. */
  fail(path: string, failure: Failure): void {
    this.failures.set(path, failure);
  }

  heal(path?: string): void {
    if (path) this.failures.delete(path);
    else this.failures.clear();
  }

  readonly fetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const record: ServedRequest = {
      path: url.pathname,
      query: Object.fromEntries(url.searchParams.entries()),
      headers,
      status: 0,
      bytes: 0,
    };
    this.requests.push(record);
    const failure = this.failures.get(url.pathname);
    if (failure === 'network') throw new TypeError('fetch failed');
    const res = this.answer(record, failure);
    record.status = res.status;
    return res;
  };

  private answer(req: ServedRequest, failure: Failure | undefined): Response {
    if (failure === 'http500') return this.send(req, 500, { code: 500, msg: '服务器开小差了', data: null });
    if (typeof failure === 'object')
      return this.send(req, 200, { code: failure.code, msg: failure.msg ?? '', data: null });
    if (req.headers.authorization !== this.token || req.headers['jnpf-origin'] !== 'app')
      return this.send(req, 200, { code: 600, msg: '登录过期，请重新登录', data: null });
    const name = (Object.keys(PATHS) as (keyof typeof PATHS)[]).find((k) => PATHS[k] === req.path);
    if (!name) return this.send(req, 404, { code: 404, msg: 'not found', data: null });
    const etag = name === 'users' ? `"users-${this.seq}"` : `"${name}-${this.versions[name]}"`;
    if (req.headers['if-none-match'] === etag)
      return new Response(null, { status: 304, headers: { ETag: etag } });
    const data = this.dataOf(name, req.query.since);
    return this.send(req, 200, { code: 200, msg: '操作成功', data }, etag, failure === 'body');
  }

  /** The envelope's `data`: the directory by cursor, the sites as a bare list, the others as `{ list }`. */
  private dataOf(name: keyof typeof PATHS, since: string | undefined): unknown {
    if (name === 'users') return this.usersAnswer(since);
    if (name === 'punchSites') return this.data.punchSites;
    return { list: this.data[name] };
  }

  /** `since` known → the rows changed after it and the ids removed; otherwise the whole directory. */
  private usersAnswer(since: string | undefined) {
    const from = /^c(\d+)$/.exec(since ?? '')?.[1];
    const cursor = `c${this.seq}`;
    const all = [...this.users.values()];
    if (from === undefined || Number(from) > this.seq)
      return { list: all.map((e) => e.user), removed: [], cursor, full: true };
    const after = Number(from);
    return {
      list: all.filter((e) => e.seq > after).map((e) => e.user),
      removed: [...this.removed].filter(([, seq]) => seq > after).map(([id]) => id),
      cursor,
      full: false,
    };
  }

  private send(req: ServedRequest, status: number, body: unknown, etag?: string, breakOff = false): Response {
    const bytes = new TextEncoder().encode(JSON.stringify(body));
    req.bytes = bytes.length;
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (etag) headers.ETag = etag;
    if (!breakOff) return new Response(bytes, { status, headers });
    // The first half arrives, then the connection drops.
    const half = bytes.slice(0, Math.floor(bytes.length / 2));
    let sent = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) return controller.error(new TypeError('network connection lost'));
        sent = true;
        controller.enqueue(half);
      },
    });
    return new Response(stream, { status, headers });
  }
}
