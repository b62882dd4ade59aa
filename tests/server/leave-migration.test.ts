/**
 * Migration 008 moves every leave application into the one form table without loss: a database at 007 with
 * leave applications in it (a draft, and an approved one with an attachment, a flow task and a leave
 * return following on it) reads back after 008 exactly as the LeaveApply GET answered before — same id,
 * system fields, leave's own fields to the millisecond — with its task and its follower still pointing at
 * it, and the old table gone. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOW_STATUS, type LeaveApplyData } from '../../contract';
import { migrate, migrationFiles } from '../../server/db/migrate';
import * as t from '../../server/db/schema';
import { toHrFormData } from '../../server/modules/hrform/data';
import { HrFormRepository } from '../../server/modules/hrform/repository';
import { seedDemo } from '../../server/seed/index';
import { openTestDatabase, type TestDatabase } from './harness';

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '../../server/db/migrations');
const START = Date.parse('2026-12-01T00:00:00+08:00');
const DAY = 86_400_000;
const ATTACHMENT = {
  fileId: 'f-1',
  name: '诊断证明.pdf',
  url: '/api/file/Download/annex/f-1.pdf',
  size: 2048,
};

let tdb: TestDatabase;
let before: string;
let userId: string;

/** What the LeaveApply GET answered for each application before the migration. */
const expected = (): LeaveApplyData[] => [
  {
    id: 'leave-approved',
    status: 0,
    flowId: 'flow-1',
    flowTitle: '张三的请假申请',
    billNo: 'QJ202611230001',
    flowUrgent: 2,
    applyUser: userId,
    applyDept: 'ward-xinneike',
    applyPost: 'pos-nurse',
    applyDate: START - 3 * DAY + 123,
    leaveType: 'dict-leaveType-1',
    leaveReason: '家中有事',
    leaveStartTime: START,
    leaveEndTime: START + 1.5 * DAY - 1000,
    leaveDayCount: 1.5,
    leaveHour: 12,
    fileJson: [ATTACHMENT],
    taskId: 'task-1',
    flowStatus: FLOW_STATUS.approved,
    creatorTime: START - 3 * DAY + 456,
  },
  {
    id: 'leave-draft',
    status: 1,
    flowTitle: '张三的请假申请',
    billNo: 'QJ202611230002',
    flowUrgent: 1,
    applyUser: userId,
    applyDept: 'ward-xinneike',
    applyPost: null,
    applyDate: START,
    leaveType: 'dict-leaveType-2',
    leaveReason: '体检',
    leaveStartTime: START + 12 * 3_600_000,
    leaveEndTime: START + DAY - 1000,
    leaveDayCount: 0.5,
    leaveHour: 4,
    fileJson: [],
    taskId: null,
    flowStatus: FLOW_STATUS.draft,
    creatorTime: START + 789,
  },
];

const ts = (ms: number) => `to_timestamp(${ms} / 1000.0)`;
const text = (s: string | null) => (s === null ? 'NULL' : `'${s.replace(/'/g, "''")}'`);

function insertLeave(l: LeaveApplyData): string {
  return `INSERT INTO leave_applications (id, bill_no, flow_id, flow_title, flow_urgent, apply_user_id, apply_dept,
    apply_post, apply_date, leave_type, leave_reason, leave_start_time, leave_end_time, leave_day_count, leave_hour,
    file_json, flow_status, task_id, created_at, updated_at) VALUES (${text(l.id)}, ${text(l.billNo)},
    ${text(l.flowId ?? null)}, ${text(l.flowTitle)}, ${l.flowUrgent}, ${text(l.applyUser)}, ${text(l.applyDept)},
    ${text(l.applyPost)}, ${ts(l.applyDate)}, ${text(l.leaveType)}, ${text(l.leaveReason)}, ${ts(l.leaveStartTime)},
    ${ts(l.leaveEndTime)}, ${l.leaveDayCount}, ${l.leaveHour}, ${text(JSON.stringify(l.fileJson))}::jsonb,
    ${l.flowStatus}, ${text(l.taskId)}, ${ts(l.creatorTime)}, ${ts(l.creatorTime + 1000)});`;
}

beforeAll(async () => {
  tdb = await openTestDatabase();
  const at007 = mkdtempSync(join(tmpdir(), 'migrations-007-'));
  // Today's seed also writes the personal centre's columns (016), which touch none of 008's tables.
  for (const name of migrationFiles().filter((n) => n < '008' || n.startsWith('016_')))
    copyFileSync(join(MIGRATIONS, name), join(at007, name));
  await migrate(tdb.database, at007);
  rmSync(at007, { recursive: true });
  await seedDemo(tdb.database, { size: 60 });
  const [user] = await tdb.database.db.select({ id: t.users.id }).from(t.users).limit(1);
  userId = user!.id;
  await tdb.database.exec(expected().map(insertLeave).join('\n'));
  await tdb.database
    .exec(`INSERT INTO flow_tasks (id, flow_key, form_id, applicant_id, title, bill_no, urgent, status,
    created_at, updated_at) VALUES ('task-1', 'leaveApply', 'leave-approved', ${text(userId)}, '张三的请假申请',
    'QJ202611230001', 2, ${FLOW_STATUS.approved}, now(), now());
    INSERT INTO hr_forms (id, form_key, bill_no, flow_title, flow_urgent, apply_user_id, apply_dept, apply_date, data,
    ref_id, flow_status, created_at, updated_at) VALUES ('cease-1', 'CeaseLeaveApply', 'XJ202611230001', '销假',
    1, ${text(userId)}, 'ward-xinneike', now(), '{"actualDays": 1.5}', 'leave-approved', 0, now(), now());`);
  before = JSON.stringify(await tdb.database.db.select().from(t.hrForms).where(eq(t.hrForms.id, 'cease-1')));
  // 008 is the next to run (later migrations follow it).
  expect((await migrate(tdb.database))[0]).toBe('008_leave_into_hr_forms.sql');
});
afterAll(() => tdb.drop());

describe('migration 008: leave into the one form table', () => {
  it('every application reads back exactly as before, by its own id', async () => {
    const repo = new HrFormRepository(tdb.database.db);
    for (const leave of expected()) {
      const row = await repo.byId(leave.id);
      expect(row?.formKey).toBe('LeaveApply');
      expect(toHrFormData(row!, false)).toEqual(leave);
    }
  });

  it('its flow task and the leave return following on it still find it; other forms are untouched', async () => {
    const [task] = await tdb.database.db.select().from(t.flowTasks).where(eq(t.flowTasks.id, 'task-1'));
    expect((await new HrFormRepository(tdb.database.db).byId(task!.formId))?.taskId).toBe('task-1');
    const cease = await tdb.database.db.select().from(t.hrForms).where(eq(t.hrForms.id, 'cease-1'));
    expect(JSON.stringify(cease)).toBe(before);
    expect(cease[0]?.refId).toBe('leave-approved');
  });

  it('the old table is gone and the bill numbers stay unique across all forms', async () => {
    await expect(tdb.database.exec('SELECT 1 FROM leave_applications')).rejects.toThrow();
    const forms = await tdb.database.db.select({ billNo: t.hrForms.billNo }).from(t.hrForms);
    expect(forms.map((f) => f.billNo).sort()).toEqual(['QJ202611230001', 'QJ202611230002', 'XJ202611230001']);
  });
});
