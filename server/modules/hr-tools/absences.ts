/**
 * Who is away on a day (issue #30 item 18), pure: the approved leaves whose time meets the day, each ended
 * early by an approved leave return (销假: back at its backTime), grouped by the unit the leave was applied
 * from — units in the organisation's order, people by name within them.
 */
import type { Absence, AbsencesToday, AbsenceUnit } from '../../../contract';

export type LeaveFact = Omit<Absence, 'backTime'> & { unitId: string; unitName: string; unitSort: number };
/** The day's bounds in ms: [start, end). */
export type DayBounds = { day: string; start: number; end: number };

/** Whether the leave, as its return (if any) ended it, is away at some moment of the day. */
export function awayOn(
  leave: Pick<Absence, 'startTime' | 'endTime'>,
  backTime: number | null,
  day: DayBounds,
) {
  const until = backTime === null ? leave.endTime : Math.min(leave.endTime, backTime - 1);
  return leave.startTime < day.end && until >= day.start && until >= leave.startTime;
}

export function absencesOn(
  leaves: readonly LeaveFact[],
  backTimes: ReadonlyMap<string, number>,
  day: DayBounds,
): AbsencesToday {
  const units = new Map<string, AbsenceUnit & { sort: number }>();
  const people = new Set<string>();
  for (const { unitId, unitName, unitSort, ...leave } of leaves) {
    const backTime = backTimes.get(leave.formId) ?? null;
    if (!awayOn(leave, backTime, day)) continue;
    const unit = units.get(unitId) ?? { unitId, unitName, sort: unitSort, people: [] };
    unit.people.push({ ...leave, backTime });
    units.set(unitId, unit);
    people.add(leave.userId);
  }
  const byName = (a: Absence, b: Absence) =>
    a.userName.localeCompare(b.userName, 'zh-CN') || a.startTime - b.startTime;
  const ordered = [...units.values()].sort((a, b) => a.sort - b.sort || a.unitName.localeCompare(b.unitName));
  return {
    day: day.day,
    total: people.size,
    units: ordered.map(({ sort: _sort, ...unit }) => ({ ...unit, people: unit.people.sort(byName) })),
  };
}
