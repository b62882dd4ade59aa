/**
 * What an approver weighs beside a leave (`GET FlowBefore/LeaveContext/{taskId}`, contract/leaveContext.ts):
 * the colleagues of the applicant's unit whose leave — approved or in approval — overlaps any of its days,
 * and the applicant's leave approved this calendar year by type. Only someone who may see the flow reads it
 * (flow-access.ts). There is no leave balance to give: no entitlement is stored.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { FLOW_STATUS, type LeaveContextData } from '../../../contract';
import type { Db } from '../../db/client';
import { dictionaryItems, flowTasks, hrForms, organizes, users } from '../../db/schema';
import { HOSPITAL_UTC_OFFSET_MS, hospitalDay } from '../../hospital-time';
import { assertMayView } from './flow-access';

const LEAVE_KEY = 'LeaveApply';
const NOT_A_LEAVE: LeaveContextData = { applies: false, unitName: '', colleagues: [], taken: [] };
const LIVE = [FLOW_STATUS.inApproval, FLOW_STATUS.approved];

const startOf = sql<number>`(${hrForms.data}->>'leaveStartTime')::numeric`;
const endOf = sql<number>`(${hrForms.data}->>'leaveEndTime')::numeric`;
const daysOf = sql<number>`(${hrForms.data}->>'leaveDayCount')::numeric`;
const typeName = sql<string>`coalesce(${dictionaryItems.fullName}, '')`;

interface Leave {
  id: string;
  applicantId: string;
  unitId: string;
  start: number;
  end: number;
}

async function leaveOf(db: Db, taskId: string): Promise<Leave | null> {
  const [row] = await db
    .select({
      id: hrForms.id,
      applicantId: hrForms.applyUserId,
      unitId: hrForms.applyDept,
      data: hrForms.data,
    })
    .from(flowTasks)
    .innerJoin(hrForms, eq(hrForms.id, flowTasks.formId))
    .where(and(eq(flowTasks.id, taskId), eq(hrForms.formKey, LEAVE_KEY)));
  const start = row?.data.leaveStartTime;
  const end = row?.data.leaveEndTime;
  if (!row || typeof start !== 'number' || typeof end !== 'number') return null;
  return { id: row.id, applicantId: row.applicantId, unitId: row.unitId, start, end };
}

async function colleaguesOff(db: Db, leave: Leave): Promise<LeaveContextData['colleagues']> {
  const rows = await db
    .select({
      userId: hrForms.applyUserId,
      userName: users.realName,
      leaveTypeName: typeName,
      startTime: startOf,
      endTime: endOf,
      dayCount: daysOf,
      flowStatus: hrForms.flowStatus,
    })
    .from(hrForms)
    .innerJoin(users, eq(users.id, hrForms.applyUserId))
    .leftJoin(dictionaryItems, eq(dictionaryItems.id, sql`${hrForms.data}->>'leaveType'`))
    .where(
      and(
        eq(hrForms.formKey, LEAVE_KEY),
        eq(hrForms.applyDept, leave.unitId),
        ne(hrForms.applyUserId, leave.applicantId),
        inArray(hrForms.flowStatus, LIVE),
        sql`${startOf} <= ${leave.end}`,
        sql`${endOf} >= ${leave.start}`,
      ),
    )
    .orderBy(asc(startOf), asc(users.realName));
  return rows.map((r) => ({
    ...r,
    startTime: Number(r.startTime),
    endTime: Number(r.endTime),
    dayCount: Number(r.dayCount),
  }));
}

/** The calendar year (in the hospital's time) the leave starts in, as [first ms, next year's first ms). */
function yearOf(ms: number): [number, number] {
  const year = Number(hospitalDay(ms).YYYY);
  const first = (y: number) => Date.UTC(y, 0, 1) - HOSPITAL_UTC_OFFSET_MS;
  return [first(year), first(year + 1)];
}

async function takenThisYear(db: Db, leave: Leave): Promise<LeaveContextData['taken']> {
  const [from, to] = yearOf(leave.start);
  const rows = await db
    .select({ leaveTypeName: typeName, days: sql<number>`sum(${daysOf})` })
    .from(hrForms)
    .leftJoin(dictionaryItems, eq(dictionaryItems.id, sql`${hrForms.data}->>'leaveType'`))
    .where(
      and(
        eq(hrForms.formKey, LEAVE_KEY),
        eq(hrForms.applyUserId, leave.applicantId),
        eq(hrForms.flowStatus, FLOW_STATUS.approved),
        ne(hrForms.id, leave.id),
        sql`${startOf} >= ${from}`,
        sql`${startOf} < ${to}`,
      ),
    )
    .groupBy(typeName)
    .orderBy(typeName);
  return rows.map((r) => ({ leaveTypeName: r.leaveTypeName, days: Number(r.days) }));
}

export async function leaveContext(db: Db, viewerId: string, taskId: string): Promise<LeaveContextData> {
  await assertMayView(db, viewerId, taskId);
  const leave = await leaveOf(db, taskId);
  if (!leave) return NOT_A_LEAVE;
  const [[unit], colleagues, taken] = await Promise.all([
    db.select({ name: organizes.fullName }).from(organizes).where(eq(organizes.id, leave.unitId)),
    colleaguesOff(db, leave),
    takenThisYear(db, leave),
  ]);
  return { applies: true, unitName: unit?.name ?? '', colleagues, taken };
}
