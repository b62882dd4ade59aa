/**
 * A local double of DingTalk's open API (oapi.dingtalk.com), for the server tests, the end-to-end tests and
 * developers: the two calls the server makes, with DingTalk's errcodes —
 * - `GET /gettoken?appkey&appsecret` → `{ errcode: 0, access_token, expires_in }` (the same token while it
 *   lives, as DingTalk answers), or 40089 不合法的corpid或corpsecret for another key or secret;
 * - `POST /topapi/v2/user/getuserinfo?access_token` `{ code }` → `{ errcode: 0, result: { userid, name, … } }`,
 *   40014 不合法的access_token for a wrong or expired token, 40078 不存在的临时授权码 for a code it never
 *   issued, used already (codes are single-use) or older than 5 minutes.
 * For the tests: `issueCode(userid)` (what DingTalk's JS API gives a page inside DingTalk), how many tokens
 * it handed out, `expireToken()`, and `close()`; over HTTP, `POST /__double/authCode` `{ userid }` →
 * `{ code }` (the end-to-end browser asks there) and `GET /__double/health`.
 * As a script (`node --import tsx tests/shared/dingDouble.ts`) it listens on DING_DOUBLE_PORT with
 * DINGTALK_APP_KEY / DINGTALK_APP_SECRET and prints its URL; aim the server's DINGTALK_BASE_URL at it.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';

export const DOUBLE_AUTH_CODE_PATH = '/__double/authCode';
export const DOUBLE_HEALTH_PATH = '/__double/health';
/** DingTalk's auth codes live 5 minutes. */
export const DOUBLE_CODE_TTL_MS = 5 * 60_000;

export type DingDoubleOptions = {
  appKey: string;
  appSecret: string;
  /** 0 or unset: any free port. */
  port?: number;
  host?: string;
  /** The tokens' `expires_in` (DingTalk's is 7200 s). */
  tokenTtlSec?: number;
  /** The double's own clock (codes' 5 minutes, tokens' life); Date.now unless a test moves it. */
  clock?: () => number;
};

export type DingDouble = {
  url: string;
  /** A fresh auth code standing for this DingTalk user id, good once for 5 minutes. */
  issueCode(dingUserId: string): string;
  /** How many times gettoken handed out a token. */
  tokensIssued(): number;
  /** The current token is refused from now on (40014); the next gettoken hands out a new one. */
  expireToken(): void;
  close(): Promise<void>;
};

type Answer = { status?: number; body: unknown };

const BAD_KEY = { errcode: 40089, errmsg: '不合法的corpid或corpsecret' };
const BAD_TOKEN = { errcode: 40014, errmsg: '不合法的access_token' };
const BAD_CODE = { errcode: 40078, errmsg: '不存在的临时授权码' };

const opaque = () => randomBytes(16).toString('hex');

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** What the double knows: live codes, the current token, and the tokens handed out. */
class DingState {
  readonly codes = new Map<string, { userid: string; expiresAt: number }>();
  token: { value: string; expiresAt: number } | null = null;
  issued = 0;

  constructor(private readonly opts: Required<Omit<DingDoubleOptions, 'port' | 'host'>>) {}

  issueCode(userid: string): string {
    const code = opaque();
    this.codes.set(code, { userid, expiresAt: this.opts.clock() + DOUBLE_CODE_TTL_MS });
    return code;
  }

  getToken(query: URLSearchParams): Answer {
    if (query.get('appkey') !== this.opts.appKey || query.get('appsecret') !== this.opts.appSecret)
      return { body: BAD_KEY };
    const ttlMs = this.opts.tokenTtlSec * 1000;
    const live = this.token && this.token.expiresAt > this.opts.clock() ? this.token.value : opaque();
    this.token = { value: live, expiresAt: this.opts.clock() + ttlMs };
    this.issued += 1;
    return { body: { errcode: 0, errmsg: 'ok', access_token: live, expires_in: this.opts.tokenTtlSec } };
  }

  userInfo(query: URLSearchParams, body: Record<string, unknown>): Answer {
    const token = this.token;
    if (!token || query.get('access_token') !== token.value || token.expiresAt <= this.opts.clock())
      return { body: BAD_TOKEN };
    const code = typeof body.code === 'string' ? body.code : '';
    const issued = this.codes.get(code);
    this.codes.delete(code);
    if (!issued || issued.expiresAt <= this.opts.clock()) return { body: BAD_CODE };
    const result = { userid: issued.userid, name: `钉钉用户${issued.userid}`, unionid: `u-${issued.userid}` };
    return {
      body: {
        errcode: 0,
        errmsg: 'ok',
        result: { ...result, device_id: opaque(), sys: false, sys_level: 0, associated_unionid: '' },
        request_id: opaque(),
      },
    };
  }
}

async function route(state: DingState, req: IncomingMessage): Promise<Answer> {
  const url = new URL(req.url ?? '/', 'http://double');
  const at = `${req.method} ${url.pathname}`;
  if (at === 'GET /gettoken') return state.getToken(url.searchParams);
  if (at === 'POST /topapi/v2/user/getuserinfo') return state.userInfo(url.searchParams, await readJson(req));
  if (at === `GET ${DOUBLE_HEALTH_PATH}`) return { body: { ok: true } };
  if (at === `POST ${DOUBLE_AUTH_CODE_PATH}`) {
    const { userid } = await readJson(req);
    if (typeof userid !== 'string' || !userid) return { status: 400, body: { errmsg: 'userid is required' } };
    return { body: { code: state.issueCode(userid) } };
  }
  return { status: 404, body: { errcode: 404, errmsg: 'not found' } };
}

function answer(res: ServerResponse, { status = 200, body }: Answer): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

export async function startDingDouble(opts: DingDoubleOptions): Promise<DingDouble> {
  const state = new DingState({
    appKey: opts.appKey,
    appSecret: opts.appSecret,
    tokenTtlSec: opts.tokenTtlSec ?? 7200,
    clock: opts.clock ?? Date.now,
  });
  const server = createServer((req, res) => {
    route(state, req).then(
      (a) => answer(res, a),
      () => answer(res, { status: 500, body: { errcode: -1, errmsg: '系统繁忙' } }),
    );
  });
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, host, resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://${host}:${port}`,
    issueCode: (dingUserId) => state.issueCode(dingUserId),
    tokensIssued: () => state.issued,
    expireToken: () => void (state.token = null),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function main(): Promise<void> {
  const { DINGTALK_APP_KEY: appKey, DINGTALK_APP_SECRET: appSecret, DING_DOUBLE_PORT: port } = process.env;
  if (!appKey || !appSecret) {
    console.error('dingDouble: set DINGTALK_APP_KEY and DINGTALK_APP_SECRET (the server gets the same)');
    process.exit(1);
  }
  const double = await startDingDouble({ appKey, appSecret, port: Number(port) || 0 });
  console.log(
    `DingTalk double on ${double.url} (codes: POST ${double.url}${DOUBLE_AUTH_CODE_PATH} {"userid"})`,
  );
  const stop = () => void double.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
