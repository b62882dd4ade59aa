/**
 * The authorization matrix (issue #12): for every route that reads or changes something owned — forms,
 * flows and their actions, comments, files, payslips, messages, punches — a second ordinary user (e00002,
 * in no one's chain here) is refused or shown nothing, and no owned row changes. One row per rule. And for
 * every route that changes a way into an account (issue #28), the account's own session without its current
 * password — a stolen one — is refused naming the password, and no way in changes.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DING_BINDING_PATH,
  MOBILE_PATH,
  SIGN_OUT_OTHERS_PATH,
  FLOW_ACTION_PATHS,
  FLOW_COMMENT_PATH,
  IDEMPOTENCY_HEADER,
  MESSAGE_DELETE_PATH,
  PAYSLIP_PATH,
  PUNCH_PATH,
  flowBeforePath,
} from '../../contract';
import { hrFormPath, hrOriginalsPath } from '../../contract/hrForm';
import * as t from '../../server/db/schema';
import { DEMO_ACCOUNTS as A, userIdOf } from '../../server/seed/index';
import { hrFormSample } from '../shared/hrFormSamples';
import { approveAs, audit, send, submitLeave, uploadAs } from './flowRequests';
import { md5Hex } from '../../server/auth/password';
import { createHarness, tokenFor, type Harness } from './harness';
import { approvedOriginal, sendForm, storeSampleFiles } from './hr-formRequests';
import { LEAVE_URL, leaveBody, savedData, sendLeave } from './leaveRequests';

const OUTSIDER = 'e00002';
const HR_KEY = 'TransferPositionApply';
/** The tables whose rows someone owns; each is digested before and after every row of the matrix. */
const OWNED = [
  'hr_forms',
  'flow_tasks',
  'flow_task_operators',
  'flow_task_records',
  'flow_task_copies',
  'flow_comments',
  'messages',
  'uploaded_files',
  'field_punches',
  'payslips',
  'idempotency_records',
] as const;

let h: Harness;
let outsider: string;
/** The owners' things the outsider goes for. */
const own = {
  leave: '',
  hrForm: '',
  approvedLeave: '',
  task: '',
  pendingOperator: '',
  doneOperator: '',
  comment: '',
  file: '',
  payslip: '',
  message: '',
  punch: '',
  signature: '',
};

/** A 2×2 PNG: a signature the head nurse uploads and signs a decision with. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

async function operatorOn(taskId: string, handlerId: string): Promise<string> {
  const [row] = await h.database.db
    .select()
    .from(t.flowTaskOperators)
    .where(and(eq(t.flowTaskOperators.taskId, taskId), eq(t.flowTaskOperators.handlerId, handlerId)));
  return row!.id;
}

async function messageOf(userId: string): Promise<string> {
  const [row] = await h.database.db.select().from(t.messages).where(eq(t.messages.userId, userId)).limit(1);
  return row!.id;
}

/** The newest slip, which the list (the latest year by default) shows to its owner. */
async function newestPayslipOf(userId: string): Promise<string> {
  const [row] = await h.database.db
    .select()
    .from(t.payslips)
    .where(eq(t.payslips.userId, userId))
    .orderBy(desc(t.payslips.month))
    .limit(1);
  return row!.id;
}

beforeAll(async () => {
  const sms = { provider: 'local' as const, file: join(mkdtempSync(join(tmpdir(), 'hr-authz-')), 'sms.log') };
  h = await createHarness({ config: { sms } });
  await storeSampleFiles(h);
  const nurse = await tokenFor(h.app, A.nurse);
  const head = await tokenFor(h.app, A.head);
  outsider = await tokenFor(h.app, OUTSIDER);
  const nurseId = userIdOf(A.nurse);
  own.leave = savedData(await sendLeave(h.app, leaveBody(nurseId, { status: 1 }), { token: nurse })).id;
  own.hrForm = savedData(await sendForm(h, HR_KEY, hrFormSample(HR_KEY, nurseId, { status: 1 }), nurse)).id;
  own.task = await submitLeave(h, A.nurse, nurse, 4);
  own.pendingOperator = await operatorOn(own.task, userIdOf(A.head));
  const decided = await submitLeave(h, A.nurse, nurse, 4);
  await approveAs(h, decided, head);
  own.doneOperator = await operatorOn(decided, userIdOf(A.head));
  const comment = await send(h.app, FLOW_COMMENT_PATH, { taskId: own.task, text: '请尽快' }, nurse);
  own.comment = (comment.body.data as { id: string }).id;
  own.file = await uploadAs(h, nurse, Buffer.from('%PNG 私人'));
  own.payslip = await newestPayslipOf(nurseId);
  own.message = await messageOf(userIdOf(A.head));
  own.approvedLeave = (await approvedOriginal(h, 'LeaveApply', nurseId, nurse)).id;
  const punch = { punchedAt: Date.now(), serverOffsetMs: 0, latitude: 30, longitude: 120, accuracy: 10 };
  const punched = await send(h.app, PUNCH_PATH, { ...punch, remark: '外勤', photoUrl: null }, nurse);
  own.punch = (punched.body.data as { id: string }).id;
  const signedTask = await submitLeave(h, A.nurse, nurse, 1);
  own.signature = await uploadAs(h, head, PNG);
  await audit(h, await operatorOn(signedTask, userIdOf(A.head)), head, { signImg: own.signature });
});
afterAll(() => h.close());

/** What the outsider must get: a refusal (body code 403 or 404), or an answer that does not show `id`. */
type Expect = { refused: true } | { hides: () => string };

type Row = { rule: string; request: () => InjectOptions; expect: Expect };

const REFUSED: Expect = { refused: true };
const get = (url: string): InjectOptions => ({ method: 'GET', url });
const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): InjectOptions => ({
  method,
  url,
  headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
  ...(payload ? { payload } : {}),
});
const outsiderId = () => userIdOf(OUTSIDER);

const MATRIX: Row[] = [
  {
    rule: 'only its applicant reads a leave',
    request: () => get(`${LEAVE_URL}/${own.leave}`),
    expect: REFUSED,
  },
  {
    rule: 'only its applicant edits a leave',
    request: () => write('PUT', `${LEAVE_URL}/${own.leave}`, leaveBody(outsiderId(), { status: 1 })),
    expect: REFUSED,
  },
  {
    rule: 'only its applicant reads an HR form',
    request: () => get(hrFormPath(HR_KEY, own.hrForm)),
    expect: REFUSED,
  },
  {
    rule: 'only its applicant edits an HR form',
    request: () =>
      write('PUT', hrFormPath(HR_KEY, own.hrForm), hrFormSample(HR_KEY, outsiderId(), { status: 1 })),
    expect: REFUSED,
  },
  {
    rule: 'a form follows on only from its applicant’s own approved originals',
    request: () => get(hrOriginalsPath('CeaseLeaveApply')),
    expect: { hides: () => own.approvedLeave },
  },
  { rule: 'only those involved see a flow', request: () => get(flowBeforePath(own.task)), expect: REFUSED },
  {
    rule: 'only the pending approver approves',
    request: () => write('POST', FLOW_ACTION_PATHS.audit(own.pendingOperator), { handleOpinion: '同意' }),
    expect: REFUSED,
  },
  {
    rule: 'only the pending approver rejects',
    request: () => write('POST', FLOW_ACTION_PATHS.reject(own.pendingOperator), { handleOpinion: '不同意' }),
    expect: REFUSED,
  },
  {
    rule: 'only the pending approver transfers',
    request: () =>
      write('POST', FLOW_ACTION_PATHS.transfer(own.pendingOperator), {
        freeApproverUserId: outsiderId(),
        handleOpinion: '转办',
      }),
    expect: REFUSED,
  },
  {
    rule: 'only the approver who decided recalls',
    request: () => write('POST', FLOW_ACTION_PATHS.recall(own.doneOperator), { handleOpinion: '撤回' }),
    expect: REFUSED,
  },
  {
    rule: 'only an administrator terminates a flow',
    request: () => write('POST', FLOW_ACTION_PATHS.cancel(own.task), { handleOpinion: '终止' }),
    expect: REFUSED,
  },
  {
    rule: 'only the applicant withdraws a flow',
    request: () => write('PUT', FLOW_ACTION_PATHS.withdraw(own.task), { handleOpinion: '撤回' }),
    expect: REFUSED,
  },
  {
    rule: 'only the applicant urges a flow',
    request: () => write('POST', FLOW_ACTION_PATHS.press(own.task), {}),
    expect: REFUSED,
  },
  {
    rule: 'only those involved see a flow’s candidate nodes',
    request: () =>
      write('POST', `/api/workflow/Engine/FlowBefore/Candidates/${own.task}`, {
        taskOperatorId: own.pendingOperator,
      }),
    expect: REFUSED,
  },
  {
    rule: 'only those involved see a flow’s candidate people',
    request: () =>
      write('POST', `/api/workflow/Engine/FlowBefore/CandidateUser/${own.task}`, { nodeCode: 'director' }),
    expect: REFUSED,
  },
  {
    rule: 'only those involved read a flow’s comments',
    request: () => get(`${FLOW_COMMENT_PATH}?taskId=${own.task}`),
    expect: REFUSED,
  },
  {
    rule: 'only those involved comment on a flow',
    request: () => write('POST', FLOW_COMMENT_PATH, { taskId: own.task, text: '路过' }),
    expect: REFUSED,
  },
  {
    rule: 'only its writer deletes a comment',
    request: () => ({ method: 'DELETE', url: `${FLOW_COMMENT_PATH}/${own.comment}` }),
    expect: REFUSED,
  },
  {
    rule: 'only its uploader downloads a file shown in no flow',
    request: () => get(own.file),
    expect: REFUSED,
  },
  {
    rule: 'a signature that is an upload is read only by those who see its flow',
    request: () => get(own.signature),
    expect: REFUSED,
  },
  {
    rule: 'only its owner reads a payslip',
    request: () => get(`${PAYSLIP_PATH}/${own.payslip}`),
    expect: REFUSED,
  },
  {
    rule: 'payslip lists are the viewer’s own',
    request: () => get(PAYSLIP_PATH),
    expect: { hides: () => own.payslip },
  },
  {
    rule: 'only its receiver reads a message',
    request: () => get(`/api/message/ReadInfo/${own.message}`),
    expect: REFUSED,
  },
  {
    rule: 'only its receiver deletes a message',
    request: () => ({ method: 'DELETE', url: MESSAGE_DELETE_PATH, payload: { ids: [own.message] } }),
    expect: { hides: () => own.message },
  },
  {
    rule: 'message lists are the viewer’s own',
    request: () => get('/api/message?pageSize=500'),
    expect: { hides: () => own.message },
  },
  {
    rule: 'punch lists are the viewer’s own',
    request: () => get(`${PUNCH_PATH}?from=0`),
    expect: { hides: () => own.punch },
  },
];

/** What a way into an account is kept in: each table digested before and after every row below. */
const WAYS_IN = ['users', 'ding_bindings', 'ways_in', 'password_history'] as const;

async function digest(tables: readonly string[] = OWNED): Promise<Record<string, string>> {
  const parts = tables.map(
    (table) =>
      sql`(SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM ${sql.identifier(table)} x) AS ${sql.identifier(table)}`,
  );
  const result = (await h.database.db.execute(sql`SELECT ${sql.join(parts, sql`, `)}`)) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows[0]!;
}

describe('a second ordinary user', () => {
  it.each(MATRIX.map((row) => [row.rule, row] as const))('%s', async (_rule, row) => {
    const before = await digest();
    const options = row.request();
    const res = await h.app.inject({
      ...options,
      headers: { 'jnpf-origin': 'app', authorization: outsider, ...options.headers },
    });
    const body = res.json() as { code: number; msg: string; data: unknown };
    if ('refused' in row.expect) expect([403, 404], `${res.statusCode} ${res.body}`).toContain(body.code);
    else expect(res.body).not.toContain(row.expect.hides());
    expect(await digest()).toEqual(before);
  });
});

const WRONG = md5Hex('Not-Hers#1');
const NEW_NUMBER = '19800009999';

/** The changes of a way in, each without and with a wrong current password (`proof` spread into the body). */
const WAY_IN_CHANGES: [string, (proof: object) => InjectOptions][] = [
  ['the mobile', (proof) => write('PUT', MOBILE_PATH, { mobile: NEW_NUMBER, code: '123456', ...proof })],
  ['the DingTalk binding', (proof) => write('PUT', DING_BINDING_PATH, { code: 'ding-code', ...proof })],
  ['unbinding DingTalk', (proof) => write('DELETE', DING_BINDING_PATH, proof)],
  [
    'the password',
    (proof) =>
      write('POST', '/api/permission/Users/Current/Actions/ModifyPassword', {
        password: md5Hex('Thief#Pass1'),
        ...('password' in proof ? { oldPassword: proof.password } : {}),
      }),
  ],
  [
    'removing another device’s ways in',
    (proof) => write('POST', SIGN_OUT_OTHERS_PATH, { remove: ['mobile', 'ding'], ...proof }),
  ],
];

describe('a session without its current password (a stolen one)', () => {
  const rows = WAY_IN_CHANGES.flatMap(([what, request]) => [
    [`cannot change ${what} without it`, () => request({})] as const,
    [`cannot change ${what} with a wrong one`, () => request({ password: WRONG })] as const,
  ]);
  // Each row is another person's session, so no row's wrong password counts towards another's lock.
  it.each(rows.map((row, i) => [...row, `e000${20 + i}`] as const))('%s', async (_rule, request, account) => {
    const victim = await tokenFor(h.app, account);
    const before = await digest(WAYS_IN);
    const options = request();
    const res = await h.app.inject({
      ...options,
      headers: { 'jnpf-origin': 'app', authorization: victim, ...options.headers },
    });
    const body = res.json() as { code: number; msg: string };
    expect([res.statusCode, body.code], res.body).toEqual([400, 400]);
    expect(body.msg).toMatch(/^(password|oldPassword): /);
    expect(await digest(WAYS_IN)).toEqual(before);
  });
});
