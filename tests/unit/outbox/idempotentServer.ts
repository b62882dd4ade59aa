/**
 * An in-test HTTP protocol double with the fetch signature, keeping an idempotency store like the real
 * server (ARCHITECTURE §4): (user, key) → the stored answer, written together with the effect; the same key
 * and body again → the stored answer; the same key with another body → 409; 600 for a refused token.
 * Faults can be scripted per key or drawn at random: lost before the server (nothing applied), lost after
 * (applied, answer lost), 503, or a hang (the client dies waiting).
 */
import type { FetchLike } from '../../../core/net/fetchCore';

export type Fault =
  | 'drop-before'
  | 'drop-after'
  | 'hang'
  | { status: number; code?: number; msg?: string; retryAfter?: string };

export interface Received {
  key: string | null;
  url: string;
  method: string;
  body: unknown;
  /** What the double did with it. */
  outcome: 'applied' | 'replayed' | 'conflict' | 'refused' | 'rejected' | 'dropped' | 'fault';
}

export interface RandomFaults {
  random: () => number;
  /** Probability the request never reaches the server. */
  dropBefore?: number;
  /** Probability the server applies it and the answer is lost. */
  dropAfter?: number;
  /** Probability of a 503 before the server looks at it. */
  unavailable?: number;
}

interface Stored {
  body: string;
  status: number;
  answer: string;
}

/** A seeded PRNG (mulberry32) so a flaky run is the same run every time. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const lost = () => Promise.reject(new TypeError('Failed to fetch'));

function faultAnswer(fault: Exclude<Fault, string>): Response {
  const headers: Record<string, string> = fault.retryAfter ? { 'Retry-After': fault.retryAfter } : {};
  return json(
    fault.status,
    { code: fault.code ?? fault.status, msg: fault.msg ?? 'fault', data: null },
    headers,
  );
}

export class IdempotentServer {
  /** token → user id */
  readonly tokens = new Map<string, string>([['Bearer u1', 'u1']]);
  /** key → how many times its effect was applied (must never exceed 1). */
  readonly effects = new Map<string, number>();
  /** Effects in the order they were applied. */
  readonly applied: string[] = [];
  readonly received: Received[] = [];
  readonly stored = new Map<string, Stored>();
  /** Rejects a body as a business error (HTTP 200, code 400) when this returns a message. */
  reject: (body: unknown, url: string) => string | null = () => null;
  private readonly scripts = new Map<string, Fault[]>();

  constructor(private readonly faults: RandomFaults | null = null) {}

  /** The next attempts of `key` meet these faults, in order. */
  script(key: string, ...faults: Fault[]): void {
    this.scripts.set(key, [...(this.scripts.get(key) ?? []), ...faults]);
  }

  revoke(token: string): void {
    this.tokens.delete(token);
  }

  readonly fetch: FetchLike = async (input, init) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const entry = this.receive(input, init, headers);
    const fault = this.faultFor(entry.key);
    if (fault === 'drop-before') return ((entry.outcome = 'dropped'), lost());
    if (fault !== null && typeof fault === 'object') return faultAnswer(fault);
    const token = headers.Authorization ?? '';
    const answer =
      entry.method === 'GET' ? this.get(entry, token) : this.handle(entry, token, String(init.body ?? ''));
    if (fault === 'drop-after') return lost();
    if (fault === 'hang') return new Promise<Response>(() => undefined);
    return answer;
  };

  private faultFor(key: string | null): Fault | null {
    return (key && this.scripts.get(key)?.shift()) || this.randomFault();
  }

  private receive(url: string, init: RequestInit, headers: Record<string, string>): Received {
    const body = typeof init.body === 'string' && init.body ? (JSON.parse(init.body) as unknown) : null;
    const entry: Received = {
      key: headers['idempotency-key'] ?? null,
      url,
      method: init.method ?? 'GET',
      body,
      outcome: 'fault',
    };
    this.received.push(entry);
    return entry;
  }

  private randomFault(): Fault | null {
    if (!this.faults) return null;
    const { random, dropBefore = 0, dropAfter = 0, unavailable = 0 } = this.faults;
    const r = random();
    if (r < dropBefore) return 'drop-before';
    if (r < dropBefore + dropAfter) return 'drop-after';
    if (r < dropBefore + dropAfter + unavailable) return { status: 503, msg: 'Service Unavailable' };
    return null;
  }

  /** Bill numbers handed out, in order (GET /api/system/BillRule/BillNumber/{rule}). */
  readonly billNumbers: string[] = [];

  private get(entry: Received, token: string): Response {
    if (!this.tokens.has(token))
      return ((entry.outcome = 'refused'), json(200, { code: 600, msg: '登录过期，请重新登录', data: null }));
    const rule = /\/BillRule\/BillNumber\/([^/?]+)$/.exec(entry.url)?.[1];
    if (!rule) return ((entry.outcome = 'rejected'), json(404, { code: 404, msg: 'not found', data: null }));
    entry.outcome = 'applied';
    const number = `${rule}-${String(this.billNumbers.length + 1).padStart(4, '0')}`;
    this.billNumbers.push(number);
    return json(200, { code: 200, msg: '操作成功', data: number });
  }

  private handle(entry: Received, token: string, body: string): Response {
    const user = this.tokens.get(token);
    if (!user)
      return ((entry.outcome = 'refused'), json(200, { code: 600, msg: '登录过期，请重新登录', data: null }));
    if (!entry.key)
      return (
        (entry.outcome = 'rejected'),
        json(400, { code: 400, msg: 'Idempotency-Key 缺失', data: null })
      );
    const storeKey = `${user}:${entry.key}`;
    const stored = this.stored.get(storeKey);
    if (stored && stored.body !== body) {
      entry.outcome = 'conflict';
      return json(409, { code: 409, msg: '同一 Idempotency-Key 的请求内容不同', data: null });
    }
    if (stored) return ((entry.outcome = 'replayed'), new Response(stored.answer, { status: stored.status }));
    const refusal = this.reject(entry.body, entry.url);
    if (refusal) return ((entry.outcome = 'rejected'), json(200, { code: 400, msg: refusal, data: null }));
    // The effect and its stored answer are one transaction on the real server.
    entry.outcome = 'applied';
    this.effects.set(entry.key, (this.effects.get(entry.key) ?? 0) + 1);
    this.applied.push(entry.key);
    const answer = JSON.stringify({ code: 200, msg: '操作成功', data: { id: `srv-${entry.key}` } });
    this.stored.set(storeKey, { body, status: 200, answer });
    return new Response(answer, { status: 200 });
  }

  /** Keys whose effect was applied more than once (must be empty). */
  duplicates(): string[] {
    return [...this.effects].filter(([, n]) => n > 1).map(([key]) => key);
  }

  /** How many requests carried `key`. */
  attemptsOf(key: string): number {
    return this.received.filter((r) => r.key === key).length;
  }
}
