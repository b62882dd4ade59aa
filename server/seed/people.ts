/**
 * Staffs the demo hospital: a director, a head for every department and ward, the fixed demo accounts,
 * then `size` people in total spread by unit weight. Everyone but the director has a manager.
 */
import { HOSPITAL_ID, STAFF_WEIGHT, hospitalUnits, positionId, type Unit } from './hospital';
import { personName } from './names';
import type { Rng } from './prng';

export type RoleCode = 'admin' | 'hr' | 'manager' | 'staff';

export type Person = {
  id: string;
  account: string;
  realName: string;
  gender: number;
  mobile: string;
  email: string;
  organizeId: string;
  positionId: string;
  managerId: string | null;
  isAdministrator: boolean;
  roles: RoleCode[];
  /** Fixed demo accounts get their own password salt; generated staff share one (see seed/index.ts). */
  fixed: boolean;
};

/**
 * The fixed demo accounts by what they are for (tests and the README use these): nurse01 reports to head01,
 * head nurse of 心内科病区; director01 heads 心内科, the department above that ward; leader01 is the hospital
 * director (院长), the hospital leader of the flows.
 */
export const DEMO_ACCOUNTS = {
  admin: 'admin',
  hr: 'hr01',
  head: 'head01',
  nurse: 'nurse01',
  director: 'director01',
  leader: 'leader01',
} as const;

export const FIXED_ACCOUNTS = Object.values(DEMO_ACCOUNTS);

/** A person's user id is derived from their account. */
export const userIdOf = (account: string): string => `u-${account}`;

/** Units whose head is a fixed account (the others' heads get generated accounts). */
const FIXED_HEADS: Readonly<Record<string, string>> = {
  'ward-xinneike': DEMO_ACCOUNTS.head,
  'dept-xinneike': DEMO_ACCOUNTS.director,
};

type Draft = Omit<Person, 'id' | 'mobile' | 'email' | 'gender' | 'realName' | 'fixed'> & {
  realName?: string;
  female?: number;
};

function staffer(rng: Rng, draft: Draft): Person {
  const gender = rng.next() < (draft.female ?? 0.5) ? 2 : 1;
  const fixed = (FIXED_ACCOUNTS as readonly string[]).includes(draft.account);
  return {
    id: userIdOf(draft.account),
    account: draft.account,
    realName: draft.realName ?? personName(rng),
    gender,
    mobile: `1${rng.pick(['3', '5', '7', '8', '9'])}${rng.digits(9)}`,
    email: `${draft.account}@hospital.example.org`,
    organizeId: draft.organizeId,
    positionId: draft.positionId,
    managerId: draft.managerId,
    isAdministrator: draft.isAdministrator,
    roles: draft.roles,
    fixed,
  };
}

function weightedUnits(units: Unit[]): { unit: Unit; upTo: number }[] {
  let total = 0;
  return units.map((unit) => ({ unit, upTo: (total += STAFF_WEIGHT[unit.kind]) }));
}

function fixedAccounts(heads: Map<string, string>): Draft[] {
  const head = (unitId: string) => heads.get(unitId) ?? null;
  return [
    {
      account: 'admin',
      realName: '系统管理员',
      organizeId: 'dept-xinxi',
      positionId: positionId('sys-admin'),
      managerId: head('dept-xinxi'),
      isAdministrator: true,
      roles: ['admin'],
    },
    {
      account: 'hr01',
      isAdministrator: false,
      realName: '周晓梅',
      organizeId: 'dept-renli',
      positionId: positionId('hr-officer'),
      managerId: head('dept-renli'),
      roles: ['hr', 'staff'],
      female: 1,
    },
    {
      account: 'nurse01',
      isAdministrator: false,
      realName: '张小雨',
      organizeId: 'ward-xinneike',
      positionId: positionId('nurse'),
      managerId: head('ward-xinneike'),
      roles: ['staff'],
      female: 1,
    },
  ];
}

export type Staffing = { people: Person[]; heads: Map<string, string> };

class Roster {
  readonly people: Person[] = [];
  readonly heads = new Map<string, string>();
  private serial = 0;
  constructor(private readonly rng: Rng) {}

  nextAccount(): string {
    return `e${String(++this.serial).padStart(5, '0')}`;
  }

  add(draft: Draft): Person {
    const person = staffer(this.rng, draft);
    this.people.push(person);
    return person;
  }
}

/**
 * A fixed account still takes its generated account number, so everyone after it keeps theirs; only
 * head01 has a fixed name (and never took a number), as before the other fixed accounts existed.
 */
function headAccount(roster: Roster, unitId: string): string {
  const fixed = FIXED_HEADS[unitId];
  if (fixed === DEMO_ACCOUNTS.head) return fixed;
  const generated = roster.nextAccount();
  return fixed ?? generated;
}

function addHead(roster: Roster, unit: Unit, directorId: string): void {
  const isDemoWard = unit.id === 'ward-xinneike';
  const head = roster.add({
    account: headAccount(roster, unit.id),
    realName: isDemoWard ? '李静怡' : undefined,
    female: unit.kind === 'ward' ? 0.9 : 0.5,
    organizeId: unit.id,
    positionId: positionId(unit.headPosition),
    managerId: roster.heads.get(unit.parentId) ?? directorId,
    isAdministrator: false,
    roles: ['manager', 'staff'],
  });
  roster.heads.set(unit.id, head.id);
}

function addStaff(roster: Roster, rng: Rng, units: Unit[], size: number): void {
  const weighted = weightedUnits(units);
  const totalWeight = weighted[weighted.length - 1]?.upTo ?? 1;
  while (roster.people.length < size) {
    const roll = rng.next() * totalWeight;
    const unit = (weighted.find((w) => roll < w.upTo) ?? weighted[0]!).unit;
    roster.add({
      account: roster.nextAccount(),
      female: unit.kind === 'ward' ? 0.85 : 0.5,
      organizeId: unit.id,
      positionId: positionId(rng.pick(unit.staffPositions)),
      managerId: roster.heads.get(unit.id) ?? null,
      isAdministrator: false,
      roles: ['staff'],
    });
  }
}

/**
 * head01 is the head nurse of 心内科病区 and director01 the head of 心内科 (created with the unit heads);
 * nurse01 reports to head01, head01 to director01, director01 to leader01 (院长).
 * Heads are listed before the people they manage, so batched inserts satisfy the manager foreign key.
 */
export function staffHospital(rng: Rng, size: number): Staffing {
  const units = hospitalUnits();
  const roster = new Roster(rng);
  // The hospital director keeps account number e00001 unused, so the generated numbers stay as they were.
  roster.nextAccount();
  const director = roster.add({
    account: DEMO_ACCOUNTS.leader,
    organizeId: 'dept-yuanban',
    positionId: positionId('director'),
    managerId: null,
    isAdministrator: false,
    roles: ['manager', 'staff'],
  });
  roster.heads.set(HOSPITAL_ID, director.id);
  for (const unit of units) addHead(roster, unit, director.id);
  for (const draft of fixedAccounts(roster.heads)) roster.add(draft);
  addStaff(roster, rng, units, size);
  return { people: roster.people, heads: roster.heads };
}
