/**
 * The demo hospital's pay rules, earnings side (应发项目), in cents: post pay and the grade pay of a public
 * hospital's salary scale, basic and incentive performance pay, the duty, medical and nursing allowances,
 * and night shifts. Pure: the same person, month and random stream always give the same lines.
 */
import type { Rng } from './prng';

/** What a person's pay depends on, read from their staff record. */
export type PayProfile = {
  userId: string;
  /** The position's code ('nurse', 'attending-physician', …); '' when the person has none. */
  positionCode: string;
  /** 正高 / 副高 / 中级 / 初级, or null for a post without a professional title. */
  titleLevel: string | null;
  /** 'YYYY-MM-DD', or null when unknown. */
  entryDate: string | null;
  /** Works on a ward (night shifts). */
  inWard: boolean;
};

export type PayLine = { name: string; cents: number };
export type Earnings = {
  lines: PayLine[];
  /** The fixed monthly part: the base of social insurance and the housing fund. */
  contributionBase: number;
  nightShifts: number;
};

const yuan = (n: number): number => Math.round(n * 100);

/** Monthly post pay and basic performance pay by title level (yuan). */
const LEVEL_PAY: Readonly<Record<string, { post: number; basicPerformance: number }>> = {
  正高: { post: 4850, basicPerformance: 5200 },
  副高: { post: 3950, basicPerformance: 4400 },
  中级: { post: 3150, basicPerformance: 3600 },
  初级: { post: 2500, basicPerformance: 2800 },
  none: { post: 2400, basicPerformance: 2900 },
};

type Group = 'physician' | 'nurse' | 'medtech' | 'admin';
const GROUP: Readonly<Record<string, Group>> = {
  director: 'physician',
  'dept-director': 'physician',
  'chief-physician': 'physician',
  'associate-chief-physician': 'physician',
  'attending-physician': 'physician',
  'resident-physician': 'physician',
  'head-nurse': 'nurse',
  'charge-nurse': 'nurse',
  'senior-nurse': 'nurse',
  nurse: 'nurse',
  technician: 'medtech',
  pharmacist: 'medtech',
};
/** Incentive performance relative to the basic part: clinical work earns more. */
const INCENTIVE: Readonly<Record<Group, number>> = { physician: 1.35, nurse: 1, medtech: 0.9, admin: 0.8 };
const MEDICAL_ALLOWANCE: Readonly<Record<Group, number>> = {
  physician: 320,
  nurse: 320,
  medtech: 260,
  admin: 0,
};
/** 职务津贴 of the posts that head a unit (yuan). */
const DUTY_ALLOWANCE: Readonly<Record<string, number>> = {
  director: 1800,
  'dept-director': 1200,
  'office-director': 800,
  'head-nurse': 600,
};
/** Night shifts a month at most, and the pay of one (yuan); heads take no night shifts. */
const NIGHTS: Readonly<Partial<Record<Group, { max: number; rate: number }>>> = {
  physician: { max: 6, rate: 150 },
  nurse: { max: 8, rate: 120 },
};
const NO_NIGHTS = new Set(['director', 'dept-director', 'head-nurse']);

/** Whole years of service at the start of `month` ('YYYY-MM'); 0 when the entry date is unknown or later. */
export function serviceYears(entryDate: string | null, month: string): number {
  if (!entryDate) return 0;
  const months = (Number(month.slice(0, 4)) - Number(entryDate.slice(0, 4))) * 12;
  const total = months + Number(month.slice(5, 7)) - Number(entryDate.slice(5, 7));
  return Math.max(0, Math.floor(total / 12));
}

/** 薪级工资: a step for every year of service, at most 35. */
export const gradePay = (years: number): number => yuan(295 + 62 * Math.min(years, 35));

/** 护龄津贴 by years of nursing. */
export function nursingAllowance(years: number): number {
  if (years >= 20) return yuan(100);
  if (years >= 10) return yuan(80);
  return years >= 5 ? yuan(60) : 0;
}

function nightShifts(p: PayProfile, group: Group, rng: Rng): { count: number; cents: number } {
  const rule = NIGHTS[group];
  const works = rule && (group === 'physician' || p.inWard) && !NO_NIGHTS.has(p.positionCode);
  if (!works) return { count: 0, cents: 0 };
  const count = rng.int(0, rule.max);
  return { count, cents: yuan(count * rule.rate) };
}

/** The earnings of one person for one month; lines of 0 are left out. */
export function earningsOf(p: PayProfile, month: string, rng: Rng): Earnings {
  const group = GROUP[p.positionCode] ?? 'admin';
  const level = LEVEL_PAY[p.titleLevel ?? 'none'] ?? LEVEL_PAY.none!;
  const years = serviceYears(p.entryDate, month);
  // Incentive pay moves with the month's workload, in whole tens of yuan.
  const incentive = yuan(
    Math.round((level.basicPerformance * INCENTIVE[group] * (0.7 + 0.6 * rng.next())) / 10) * 10,
  );
  const nights = nightShifts(p, group, rng);
  const fixed: PayLine[] = [
    { name: '岗位工资', cents: yuan(level.post) },
    { name: '薪级工资', cents: gradePay(years) },
    { name: '基础性绩效工资', cents: yuan(level.basicPerformance) },
    { name: '职务津贴', cents: yuan(DUTY_ALLOWANCE[p.positionCode] ?? 0) },
    { name: '医疗卫生津贴', cents: yuan(MEDICAL_ALLOWANCE[group]) },
  ];
  const lines: PayLine[] = [
    ...fixed.slice(0, 3),
    { name: '奖励性绩效工资', cents: incentive },
    ...fixed.slice(3),
    { name: '护龄津贴', cents: group === 'nurse' ? nursingAllowance(years) : 0 },
    { name: '夜班费', cents: nights.cents },
  ];
  return {
    lines: lines.filter((l) => l.cents > 0),
    contributionBase: fixed.reduce((sum, l) => sum + l.cents, 0),
    nightShifts: nights.count,
  };
}
