/**
 * The hospital's calendar: its time zone (China Standard Time, no daylight saving) for "today" in bill
 * numbers, and date-only columns turned into Unix ms at the start of that day.
 */
export const HOSPITAL_TIME_ZONE = 'Asia/Shanghai';
const UTC_OFFSET = '+08:00';
/** The same offset in ms (the zone keeps no daylight saving). */
export const HOSPITAL_UTC_OFFSET_MS = 8 * 3_600_000;

const PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: HOSPITAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** { YYYY, MM, DD } of the instant `ms` in the hospital's time zone. */
export function hospitalDay(ms: number): { YYYY: string; MM: string; DD: string } {
  const parts = PARTS.formatToParts(ms);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { YYYY: part('year'), MM: part('month'), DD: part('day') };
}

/** 'YYYY-MM-DD' → ms at 00:00 of that day in the hospital; null stays null. */
export function dayStartMs(day: string | null): number | null {
  return day === null ? null : Date.parse(`${day}T00:00:00${UTC_OFFSET}`);
}

/** The instant `ms` as the hospital's wall clock reads it, 'yyyy-MM-dd HH:mm:ss' (contract/form's WallClock). */
export function hospitalStamp(ms: number): string {
  return new Date(ms + HOSPITAL_UTC_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
