/**
 * The platform's own mobile clients, as they speak over the wire (docs/jnpf-clients/): every request carries
 * `Content-Type: application/json;charset=UTF-8` (GET too), the token exactly as sign-in returned it, and the
 * client's origin header (none in 3.2.4, `workflow-origin: app` in 3.3); GET data goes in the query, other
 * methods send their data as JSON or, without data, an empty body; sign-in is form-encoded with the md5 of
 * the password. Success is HTTP 200 with `code` 200, and `msg` is what the client toasts.
 */
import type { FastifyInstance } from 'fastify';
import { md5Hex } from '../../../server/auth/password';
import { DEMO_PASSWORD } from '../../../server/seed/index';

export type Variant = { name: string; originHeader: Record<string, string> };

export const CLIENTS: readonly Variant[] = [
  { name: 'JNPF mobile 3.2.4', originHeader: {} },
  { name: 'workflow-app 3.3', originHeader: { 'workflow-origin': 'app' } },
];

export type Envelope = { code: number; msg: string; data: unknown };
export type Answer = { status: number; body: Envelope };

const LOGIN = '/api/oauth/Login?client_id=admin&client_secret=123456&scope=all&grant_type=password';

/** GET data as uni-app encodes it: each key in order, `encodeURIComponent`, empty strings kept. */
function query(url: string, data?: Record<string, string | number>): string {
  if (!data) return url;
  const pairs = Object.entries(data).map(
    ([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`,
  );
  return pairs.length ? `${url}${url.includes('?') ? '&' : '?'}${pairs.join('&')}` : url;
}

export class JnpfClient {
  token = '';

  constructor(
    private readonly app: FastifyInstance,
    private readonly variant: Variant,
  ) {}

  private headers(): Record<string, string> {
    return {
      'content-type': 'application/json;charset=UTF-8',
      ...this.variant.originHeader,
      ...(this.token ? { authorization: this.token } : {}),
    };
  }

  private async send(method: string, url: string, payload?: string): Promise<Answer> {
    const res = await this.app.inject({ method: method as 'GET', url, headers: this.headers(), payload });
    return { status: res.statusCode, body: res.json() as Envelope };
  }

  /** Sign-in as the login page sends it; keeps the token for the calls that follow. */
  async signIn(account: string, password = DEMO_PASSWORD): Promise<Answer> {
    const res = await this.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { ...this.headers(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ account, password: md5Hex(password) }).toString(),
    });
    const answer = { status: res.statusCode, body: res.json() as Envelope };
    const token = (answer.body.data as { token?: string } | null)?.token;
    if (token) this.token = token;
    return answer;
  }

  get(url: string, data?: Record<string, string | number>): Promise<Answer> {
    return this.send('GET', query(url, data));
  }

  /** `uni.uploadFile`: one multipart part `file`, the token, no JSON content type. */
  async upload(folder: string, name: string, bytes: Buffer, mime: string): Promise<Answer> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: mime }), name);
    const encoded = new Response(form);
    const { 'content-type': _json, ...rest } = this.headers();
    const res = await this.app.inject({
      method: 'POST',
      url: `/api/file/Uploader/${folder}`,
      headers: { ...rest, 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    return { status: res.statusCode, body: res.json() as Envelope };
  }

  /** `uni.downloadFile` or `location.href` on a URL the server gave: no headers at all. */
  async plain(url: string): Promise<{ status: number; bytes: Buffer; type: string }> {
    const res = await this.app.inject({ method: 'GET', url });
    return { status: res.statusCode, bytes: res.rawPayload, type: String(res.headers['content-type']) };
  }

  /** POST/PUT/DELETE: a JSON body, or an empty one when the call has no data. */
  write(method: 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown): Promise<Answer> {
    return this.send(method, url, data === undefined ? '' : JSON.stringify(data));
  }
}
