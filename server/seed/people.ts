/**
 * Staffs the demo hospital: a director, a head for every department and ward, the four fixed demo
 * accounts, then `size` people in total spread by unit weight. Everyone but the director has a manager.
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

export const FIXED_ACCOUNTS = ['admin', 'hr01', 'head01', 'nurse01'] as const;

type Draft = Omit<Person, 'id' | 'mobile' | 'email' | 'gender' | 'realName' | 'fixed'> & {
  realName?: string;
  female?: number;
};

function staffer(rng: Rng, draft: Draft): Person {
  const gender = rng.next() < (draft.female ?? 0.5) ? 2 : 1;
  const fixed = (FIXED_ACCOUNTS as readonly string[]).includes(draft.account);
  return {
    id: `u-${draft.account}`,
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

function addHead(roster: Roster, unit: Unit, directorId: string): void {
  const isDemoWard = unit.id === 'ward-xinneike';
  const head = roster.add({
    account: isDemoWard ? 'head01' : roster.nextAccount(),
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
 * head01 is the head nurse of 心内科病区 (created with the unit heads); nurse01 reports to head01.
 * Heads are listed before the people they manage, so batched inserts satisfy the manager foreign key.
 */
export function staffHospital(rng: Rng, size: number): Staffing {
  const units = hospitalUnits();
  const roster = new Roster(rng);
  const director = roster.add({
    account: roster.nextAccount(),
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
