/**
 * Property-based fuzz of every POST/PUT route `/api/openapi.json` lists (issue #12), signed in as nurse01:
 * valid bodies with fields replaced by wrong types, NUL, lone surrogates, huge numbers, deep nesting and long
 * strings, whole bodies of the wrong type, and odd path parameters; then every GET route's path and query
 * parameters. Never a 5xx; every refusal an envelope (a 400 naming its field); nothing stored by a refusal.
 * The server sends SMS (the local provider), so the SMS routes and those changing a way in (issue #28) are
 * driven too. FUZZ_SEED (else fixed, printed on failure) and FUZZ_RUNS (else 300 + 150) explore further.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  DING_BINDING_PATH,
  FLOW_COMMENT_PATH,
  IDEMPOTENCY_HEADER,
  MOBILE_PATH,
  PUNCH_PATH,
  SIGN_OUT_OTHERS_PATH,
} from '../../contract';
import { DEMO_ACCOUNTS as A, userIdOf } from '../../server/seed/index';
import { hrFormSample } from '../shared/hrFormSamples';
import { submitLeave } from './flowRequests';
import { createHarness, DEMO_MD5, tokenFor, type Harness } from './harness';
import { sendForm, storeSampleFiles } from './hr-formRequests';
import { leaveBody, savedData, sendLeave } from './leaveRequests';

const SEED = Number(process.env.FUZZ_SEED ?? 20261212);
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const NURSE = userIdOf(A.nurse);
const HR_KEY = 'TransferPositionApply';
const PUNCH = { serverOffsetMs: 0, latitude: 30, longitude: 120, accuracy: 10, remark: '', photoUrl: null };
/** Sign-out ends the session every later case needs; a socket is no request/answer route. */
const SKIPPED = /Logout|websocket/;
/** Answers in a shape of their own (a load balancer's), not the envelope. */
const NOT_ENVELOPED = new Set(['/api/health']);
/** What a refusal must leave as it was. */
const COUNTED = [
  'hr_forms',
  'flow_tasks',
  'flow_task_operators',
  'flow_task_records',
  'flow_comments',
  'messages',
  'uploaded_files',
  'field_punches',
  'idempotency_records',
  'ways_in',
  'ding_bindings',
  'sms_codes',
] as const;

type Route = { method: 'POST' | 'PUT'; path: string; fields: string[] };
/** A GET route and the names of its query parameters. */
type Reader = { path: string; query: string[] };
type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: object }> };
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

let h: Harness;
let nurse: string;
let routes: Route[];
let readers: Reader[];
/** Real ids of nurse01's things, so some cases reach past the lookups. */
const ids: string[] = [];

const propertiesOf = (schema: object | undefined): string[] =>
  Object.keys((schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {});

function routesOf(doc: OpenApi): Route[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    (['post', 'put'] as const)
      .filter((m) => ops[m] && !SKIPPED.test(path))
      .map((m) => ({
        method: m.toUpperCase() as Route['method'],
        path,
        fields: propertiesOf(ops[m]!.requestBody?.content?.['application/json']?.schema),
      })),
  );
}

function readersOf(doc: OpenApi): Reader[] {
  return Object.entries(doc.paths)
    .filter(([path, ops]) => ops.get && !SKIPPED.test(path) && !NOT_ENVELOPED.has(path))
    .map(([path, ops]) => ({
      path,
      query: (ops.get!.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    }));
}

beforeAll(async () => {
  const sms = { provider: 'local' as const, file: join(mkdtempSync(join(tmpdir(), 'hr-fuzz-')), 'sms.log') };
  h = await createHarness({ config: { sms } });
  await storeSampleFiles(h);
  nurse = await tokenFor(h.app, A.nurse);
  const doc = (await h.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApi;
  routes = routesOf(doc);
  readers = readersOf(doc);
  const draft = savedData(await sendLeave(h.app, leaveBody(NURSE, { status: 1 }), { token: nurse }));
  const hrDraft = savedData(await sendForm(h, HR_KEY, hrFormSample(HR_KEY, NURSE, { status: 1 }), nurse));
  ids.push(draft.id, hrDraft.id, await submitLeave(h, A.nurse, nurse, 1));
});
afterAll(() => h.close());

/** A valid body for the routes that have one, so a mutated field reaches the checks behind the schema. */
function baseBody(route: Route): Record<string, unknown> {
  const bases: Record<string, () => Record<string, unknown>> = {
    '/api/workflow/Form/LeaveApply': () => leaveBody(NURSE),
    '/api/workflow/Form/LeaveApply/{id}': () => leaveBody(NURSE, { status: 1 }),
    '/api/workflow/Form/{formKey}': () => hrFormSample(HR_KEY, NURSE),
    '/api/workflow/Form/{formKey}/{id}': () => hrFormSample(HR_KEY, NURSE, { status: 1 }),
    [FLOW_COMMENT_PATH]: () => ({ taskId: ids[2], text: '请尽快审批' }),
    [PUNCH_PATH]: () => ({ ...PUNCH, punchedAt: Date.now() }),
    // The changes of a way in, with the right password: a mutated field reaches past the proof.
    [MOBILE_PATH]: () => ({ mobile: '19800001234', code: '123456', password: DEMO_MD5 }),
    [DING_BINDING_PATH]: () => ({ code: 'ding-code', password: DEMO_MD5 }),
    [SIGN_OUT_OTHERS_PATH]: () => ({ remove: ['mobile', 'ding'], password: DEMO_MD5 }),
  };
  return bases[route.path]?.() ?? {};
}

const nest = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

const nastyString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '\udc00\ud800',
    'x'.repeat(5000),
    '',
    ' ',
    '%00',
    // What a signature must not be (#28): an API path any viewer would fetch, a PNG in name only.
    '/api/oauth/SmsCode/13800000000',
    'data:image/png;base64,iVBORw0KGgo=',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
);
const hugeNumber = fc.constantFrom(9e15, -9e15, 8.64e15 + 1, 2 ** 53 + 2, 1e308, -1e308, -1, 0, 0.5, 1e-300);
const wrongType = fc.oneof(
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.double(),
);
const nasty = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: hugeNumber },
  { weight: 2, arbitrary: wrongType },
  { weight: 1, arbitrary: fc.integer({ min: 15, max: 3000 }).map(nest) },
);

/** One case: a route, its path parameters, and either fields replaced in a valid body or a whole wrong body. */
const caseOf = fc.record({
  route: fc.nat(),
  params: fc.array(fc.oneof(fc.nat({ max: 2 }), nastyString), { minLength: 3, maxLength: 3 }),
  changes: fc.array(fc.tuple(fc.nat(), nasty), { minLength: 1, maxLength: 3 }),
  whole: fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: nasty }),
});
type Case = typeof caseOf extends fc.Arbitrary<infer C> ? C : never;

/** A GET case: a route, its path parameters, and query parameters (by index into its names) with odd values. */
const readCaseOf = fc.record({
  route: fc.nat(),
  params: caseOf.map((c) => c.params),
  query: fc.array(
    fc.tuple(
      fc.nat(),
      fc.oneof(
        nastyString,
        hugeNumber.map(String),
        fc.constantFrom('-1', '1e400', '9007199254740993', 'NaN', '[]'),
      ),
    ),
    { maxLength: 4 },
  ),
});
type ReadCase = typeof readCaseOf extends fc.Arbitrary<infer C> ? C : never;

/** Percent-encodes a segment, lone surrogates as their (invalid) UTF-8 bytes, as a hostile client would. */
function segment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => (ch.length === 1 && /[\ud800-\udfff]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch)))
      .join('');
  }
}

function urlOf(route: { path: string }, params: Case['params']): string {
  let i = 0;
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const p = params[i++]!;
    if (typeof p === 'string') return segment(p) || '0';
    return name === 'formKey' ? HR_KEY : ids[p]!;
  });
}

function bodyOf(route: Route, c: Case): unknown {
  if (c.whole !== null) return c.whole;
  const fields = [...route.fields, 'unexpected'];
  const changed = c.changes.map(([i, value]) => [fields[i % fields.length]!, value] as const);
  return { ...baseBody(route), ...Object.fromEntries(changed) };
}

async function rowCounts(): Promise<Record<string, number>> {
  const counts = COUNTED.map(
    (table) => sql`(SELECT count(*)::int FROM ${sql.identifier(table)}) AS ${sql.identifier(table)}`,
  );
  const result = (await h.database.db.execute(sql`SELECT ${sql.join(counts, sql`, `)}`)) as unknown as {
    rows: Record<string, number>[];
  };
  return result.rows[0]!;
}

type Envelope = { code?: unknown; msg?: unknown; data?: unknown };

/** The answer's envelope; a file or a bare 304 counts as a success. */
function envelopeOf(res: LightMyRequestResponse): Envelope {
  if (String(res.headers['content-type']).includes('json')) return res.json() as Envelope;
  return res.statusCode === 200 || res.statusCode === 304 ? { code: 200 } : {};
}

const isRefusalEnvelope = (body: Envelope): body is { code: number; msg: string; data: null } =>
  typeof body.code === 'number' && typeof body.msg === 'string' && body.msg !== '' && body.data === null;

/** What is wrong with an answer, or null: a 5xx, a refusal not in an envelope, a 400 naming no field. */
function answerProblem(status: number, body: Envelope): string | null {
  if (status >= 500) return `HTTP ${status}`;
  const refused = (status !== 200 && status !== 304) || body.code !== 200;
  if (!refused) return null;
  if (!isRefusalEnvelope(body)) return 'a refusal without the envelope';
  if (status === 400 && !/^[^\s:]+: \S/.test(body.msg)) return 'a 400 naming no field';
  return null;
}

async function runCase(c: Case): Promise<void> {
  const route = routes[c.route % routes.length]!;
  const url = urlOf(route, c.params);
  const payload = JSON.stringify(bodyOf(route, c)) ?? 'null';
  const before = await rowCounts();
  const res = await h.app.inject({
    method: route.method,
    url,
    headers: {
      authorization: nurse,
      'content-type': 'application/json',
      [IDEMPOTENCY_HEADER]: randomUUID(),
    },
    payload,
  });
  const body = envelopeOf(res);
  const where = `${route.method} ${url} ${payload.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  const problem = answerProblem(res.statusCode, body);
  if (problem) throw new Error(`${problem}: ${where}`);
  if (res.statusCode !== 200 || body.code !== 200)
    expect(await rowCounts(), `stored by a refusal: ${where}`).toEqual(before);
}

async function runReadCase(c: ReadCase): Promise<void> {
  const route = readers[c.route % readers.length]!;
  const names = [...route.query, 'unexpected'];
  const query = c.query.map(([i, value]) => `${names[i % names.length]}=${segment(value)}`).join('&');
  const url = `${urlOf(route, c.params)}?${query}`;
  const res = await h.app.inject({ method: 'GET', url, headers: { authorization: nurse } });
  const problem = answerProblem(res.statusCode, envelopeOf(res));
  if (problem) throw new Error(`${problem}: GET ${url} → ${res.statusCode} ${res.body.slice(0, 300)}`);
}

it('no generated body makes a 5xx, every refusal is an envelope naming its field, and a refusal stores nothing', async () => {
  expect(routes.length).toBeGreaterThan(15);
  await fc.assert(fc.asyncProperty(caseOf, runCase), { seed: SEED, numRuns: RUNS, endOnFailure: true });
}, 120_000);

it('no generated path or query parameter of a GET route makes a 5xx, and every refusal is an envelope naming its field', async () => {
  expect(readers.length).toBeGreaterThan(20);
  await fc.assert(fc.asyncProperty(readCaseOf, runReadCase), {
    seed: SEED,
    numRuns: Math.ceil(RUNS / 2),
    endOnFailure: true,
  });
}, 120_000);
