/**
 * The leave facts today's absences are made of: approved leaves (form LeaveApply, flowStatus approved)
 * meeting a span of time, with the person, their post, the unit the leave was applied from and the leave
 * type's name; and the approved leave returns (CeaseLeaveApply) that end them early. Times are read from
 * the form's data only where they are numbers (Unix ms), as every stored leave has them. No HTTP here.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { FLOW_STATUS } from '../../../contract';
import type { Db } from '../../db/client';
import { dictionaryItems, hrForms, organizes, positions, users } from '../../db/schema';
import type { LeaveFact } from './absences';

const LEAVE = 'LeaveApply';
const LEAVE_RETURN = 'CeaseLeaveApply';

/** A number field of the form's data as ms (null when it is not a number). */
const msOf = (field: 'leaveStartTime' | 'leaveEndTime' | 'backTime'): SQL<number | null> => {
  const key = sql.raw(`'${field}'`);
  return sql`(CASE WHEN jsonb_typeof(${hrForms.data}->${key}) = 'number'
    THEN (${hrForms.data}->>${key})::numeric::bigint END)`.mapWith((v: unknown) =>
    v === null ? null : Number(v),
  );
};

export class AbsenceRepository {
  constructor(private readonly db: Db) {}

  /** Approved leaves that start before `end` and end at or after `start`. */
  async leavesMeeting(start: number, end: number): Promise<LeaveFact[]> {
    const startTime = msOf('leaveStartTime');
    const endTime = msOf('leaveEndTime');
    const rows = await this.db
      .select({
        formId: hrForms.id,
        billNo: hrForms.billNo,
        userId: hrForms.applyUserId,
        userName: users.realName,
        positionName: sql<string>`coalesce(${positions.fullName}, '')`,
        unitId: hrForms.applyDept,
        unitName: sql<string>`coalesce(${organizes.fullName}, '')`,
        unitSort: sql<number>`coalesce(${organizes.sortCode}, 2147483647)`.mapWith(Number),
        leaveType: sql<string>`coalesce(${dictionaryItems.fullName}, ${hrForms.data}->>'leaveType', '')`,
        startTime,
        endTime,
        days: sql<number>`coalesce((${hrForms.data}->>'leaveDayCount')::numeric, 0)`.mapWith(Number),
      })
      .from(hrForms)
      .innerJoin(users, eq(users.id, hrForms.applyUserId))
      .leftJoin(positions, eq(positions.id, users.positionId))
      .leftJoin(organizes, eq(organizes.id, hrForms.applyDept))
      .leftJoin(dictionaryItems, eq(dictionaryItems.id, sql`${hrForms.data}->>'leaveType'`))
      .where(
        and(
          eq(hrForms.formKey, LEAVE),
          eq(hrForms.flowStatus, FLOW_STATUS.approved),
          sql`${startTime} < ${end}`,
          sql`${endTime} >= ${start}`,
        ),
      );
    return rows.flatMap((r) =>
      r.startTime === null || r.endTime === null
        ? []
        : [{ ...r, startTime: r.startTime, endTime: r.endTime }],
    );
  }

  /** The earliest time back of the approved leave returns of these leaves, by leave. */
  async backTimes(leaveIds: readonly string[]): Promise<Map<string, number>> {
    if (leaveIds.length === 0) return new Map();
    const backTime = msOf('backTime');
    const rows = await this.db
      .select({ leaveId: hrForms.refId, backTime })
      .from(hrForms)
      .where(
        and(
          eq(hrForms.formKey, LEAVE_RETURN),
          eq(hrForms.flowStatus, FLOW_STATUS.approved),
          inArray(hrForms.refId, [...leaveIds]),
        ),
      );
    const back = new Map<string, number>();
    for (const { leaveId, backTime: at } of rows)
      if (leaveId && at !== null) back.set(leaveId, Math.min(at, back.get(leaveId) ?? at));
    return back;
  }
}
