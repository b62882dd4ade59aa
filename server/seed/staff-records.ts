/**
 * HR records of the demo staff: professional title by position, entry date by seniority, and the education
 * behind them (highest degree last, earlier degrees before it). Deterministic from its own random stream,
 * so adding it did not change the names and phones people.ts draws.
 */
import type { Person } from './people';
import type { Rng } from './prng';
import { DICTIONARIES, PROFESSIONAL_TITLES } from './reference';

export type EducationRecord = {
  id: string;
  userId: string;
  school: string;
  major: string;
  education: string;
  degree: string;
  startDate: string;
  endDate: string;
  sortCode: number;
};
export type StaffRecord = {
  titleName: string | null;
  titleLevel: string | null;
  entryDate: string;
  education: EducationRecord[];
};

/** Titles a holder of each position may have (null: a post without a professional title). */
const TITLES_BY_POSITION: Record<string, (string | null)[]> = {
  director: ['主任医师'],
  'dept-director': ['主任医师', '主任医师', '副主任医师'],
  'office-director': [null, null, '副主任医师'],
  'head-nurse': ['主管护师', '副主任护师', '副主任护师'],
  'chief-physician': ['主任医师'],
  'associate-chief-physician': ['副主任医师'],
  'attending-physician': ['主治医师'],
  'resident-physician': ['住院医师'],
  'charge-nurse': ['主管护师'],
  'senior-nurse': ['护师'],
  nurse: ['护士', '护士', '护师'],
  technician: ['技士', '技师', '技师', '主管技师', '副主任技师'],
  pharmacist: ['药士', '药师', '药师', '主管药师', '副主任药师'],
};

const MAJOR_BY_POSITION: Record<string, string> = {
  'head-nurse': '护理学',
  'charge-nurse': '护理学',
  'senior-nurse': '护理学',
  nurse: '护理学',
  technician: '医学影像技术',
  pharmacist: '药学',
  'hr-officer': '人力资源管理',
  clerk: '公共事业管理',
  'office-director': '公共事业管理',
  engineer: '计算机科学与技术',
  'sys-admin': '计算机科学与技术',
};

/** Entry years by title level: seniors joined earlier. */
const ENTRY_YEARS: Record<string, [number, number]> = {
  正高: [1990, 2006],
  副高: [1995, 2012],
  中级: [2003, 2018],
  初级: [2012, 2025],
  none: [1998, 2025],
};

/** Highest education a person of each level may hold; the first is the most common. */
const EDUCATION_BY_LEVEL: Record<string, string[]> = {
  正高: ['博士研究生', '硕士研究生', '大学本科'],
  副高: ['硕士研究生', '博士研究生', '大学本科'],
  中级: ['大学本科', '硕士研究生', '大学专科'],
  初级: ['大学本科', '大学专科', '硕士研究生', '中专'],
  none: ['大学本科', '大学专科', '硕士研究生'],
};

const DEGREE: Record<string, string> = {
  博士研究生: '博士',
  硕士研究生: '硕士',
  大学本科: '学士',
};
/** What each education builds on; the chain ends at 大学本科 or below. */
const BEFORE: Record<string, string> = { 博士研究生: '硕士研究生', 硕士研究生: '大学本科' };

const UNIVERSITIES = [
  '北京协和医学院',
  '复旦大学',
  '浙江大学',
  '四川大学',
  '中山大学',
  '华中科技大学',
  '中南大学',
  '首都医科大学',
  '南京医科大学',
  '温州医科大学',
];
const COLLEGES = ['滨江医学高等专科学校', '滨江职业技术学院'];
const SCHOOLS = ['滨江市卫生学校'];

const LEVEL_OF = new Map(PROFESSIONAL_TITLES.flatMap(([level, titles]) => titles.map((t) => [t, level])));

function yearsOf(education: string, major: string): number {
  if (education === '大学本科') return major === '临床医学' ? 5 : 4;
  return 3;
}

function schoolFor(rng: Rng, education: string): string {
  if (education === '中专') return rng.pick(SCHOOLS);
  if (education === '大学专科') return rng.pick(COLLEGES);
  return rng.pick(UNIVERSITIES);
}

/** Degrees from the first to the highest, each ending the summer the next one starts. */
function educationChain(rng: Rng, userId: string, highest: string, major: string, graduated: number) {
  const chain = [highest];
  for (let e = BEFORE[highest]; e; e = BEFORE[e]) chain.unshift(e);
  const rows: EducationRecord[] = [];
  let end = graduated;
  for (let i = chain.length - 1; i >= 0; i--) {
    const education = chain[i]!;
    const start = end - yearsOf(education, major);
    rows.unshift({
      id: `edu-${userId}-${i + 1}`,
      userId,
      school: schoolFor(rng, education),
      major,
      education,
      degree: DEGREE[education] ?? '无',
      startDate: `${start}-09-01`,
      endDate: `${end}-07-01`,
      sortCode: i,
    });
    end = start;
  }
  return rows;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function staffRecord(rng: Rng, person: Person): StaffRecord {
  const code = person.positionId.replace(/^pos-/, '');
  const titleName = rng.pick(TITLES_BY_POSITION[code] ?? [null]);
  const titleLevel = titleName ? (LEVEL_OF.get(titleName) ?? null) : null;
  const [from, to] = ENTRY_YEARS[titleLevel ?? 'none']!;
  const year = rng.int(from, to);
  const entryDate = `${year}-${pad(rng.int(7, 12))}-${pad(rng.int(1, 28))}`;
  const major = MAJOR_BY_POSITION[code] ?? '临床医学';
  const highest = rng.pick(EDUCATION_BY_LEVEL[titleLevel ?? 'none']!);
  const education = educationChain(rng, person.id, highest, major, year);
  return { titleName, titleLevel, entryDate, education };
}

export function staffRecords(rng: Rng, people: Person[]): Map<string, StaffRecord> {
  return new Map(people.map((p) => [p.id, staffRecord(rng, p)]));
}

/** Age on graduating with each education. */
const GRADUATION_AGE: Record<string, number> = {
  博士研究生: 28,
  硕士研究生: 25,
  大学本科: 22,
  大学专科: 21,
  中专: 18,
};

const dictionaryItemId = (enCode: string, name: string | undefined): string | null => {
  const items = DICTIONARIES.find(([code]) => code === enCode)?.[2] ?? [];
  const at = items.indexOf(name ?? '');
  return at < 0 ? null : `dict-${enCode}-${at + 1}`;
};

/**
 * The personal centre's HR fields (migration 016): education as its dictionary item, nation 汉族, and a
 * birthday that fits the entry year and the education (no new random draws, so no one else changes).
 */
export function personalData(entryDate: string, highestEducation: string | undefined) {
  const [year, month, day] = entryDate.split('-').map(Number) as [number, number, number];
  const age = GRADUATION_AGE[highestEducation ?? ''] ?? 22;
  return {
    education: dictionaryItemId('education', highestEducation),
    nation: dictionaryItemId('nation', '汉族'),
    birthday: `${year - age}-${pad(((month + 4) % 12) + 1)}-${pad(day)}`,
  };
}

/** Further posts of the demo accounts: nurse01 also works in 护理部 as a clerk (the business page's switch). */
export const SECOND_POSTS = [{ userId: 'u-nurse01', organizeId: 'dept-huli', positionId: 'pos-clerk' }];
