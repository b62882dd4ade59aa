/**
 * The demo hospital's shape: hospital → departments (administrative, clinical, medical-technical) → wards,
 * and the positions people hold. Pure data; people.ts staffs it.
 */

export const HOSPITAL_NAME = '滨江市人民医院';

export type UnitKind = 'admin' | 'clinical' | 'ward' | 'medtech';
export type Unit = {
  id: string;
  code: string;
  name: string;
  kind: UnitKind;
  parentId: string;
  /** Position of the unit's head and the positions its staff draw from. */
  headPosition: string;
  staffPositions: readonly string[];
};

export const HOSPITAL_ID = 'org-hospital';

export const POSITIONS = [
  ['director', '院长'],
  ['dept-director', '科主任'],
  ['office-director', '部门主任'],
  ['head-nurse', '护士长'],
  ['chief-physician', '主任医师'],
  ['associate-chief-physician', '副主任医师'],
  ['attending-physician', '主治医师'],
  ['resident-physician', '住院医师'],
  ['charge-nurse', '主管护师'],
  ['senior-nurse', '护师'],
  ['nurse', '护士'],
  ['technician', '技师'],
  ['pharmacist', '药师'],
  ['hr-officer', '人事专员'],
  ['clerk', '科员'],
  ['engineer', '工程师'],
  ['sys-admin', '系统管理员'],
] as const;

export const positionId = (code: string) => `pos-${code}`;

const PHYSICIANS = [
  'chief-physician',
  'associate-chief-physician',
  'attending-physician',
  'resident-physician',
];
const NURSES = ['charge-nurse', 'senior-nurse', 'nurse', 'nurse'];

const ADMIN: [string, string, string[]][] = [
  ['yuanban', '院办', ['clerk']],
  ['renli', '人力资源部', ['hr-officer', 'clerk']],
  ['yiwu', '医务部', ['clerk']],
  ['huli', '护理部', ['clerk', 'charge-nurse']],
  ['xinxi', '信息中心', ['engineer']],
  ['caiwu', '财务部', ['clerk']],
];
const CLINICAL: [string, string][] = [
  ['xinneike', '心内科'],
  ['huxineike', '呼吸内科'],
  ['xiaohuaneike', '消化内科'],
  ['shenjingneike', '神经内科'],
  ['puwaike', '普外科'],
  ['guke', '骨科'],
  ['erke', '儿科'],
  ['fuchanke', '妇产科'],
  ['jizhenke', '急诊科'],
  ['zhongzheng', '重症医学科'],
];
const MEDTECH: [string, string, string[]][] = [
  ['fangshe', '放射科', ['technician']],
  ['jianyan', '检验科', ['technician']],
  ['chaosheng', '超声科', ['technician', 'attending-physician']],
  ['yaoji', '药剂科', ['pharmacist']],
];

export function hospitalUnits(): Unit[] {
  const dept = (
    code: string,
    name: string,
    kind: UnitKind,
    head: string,
    staff: readonly string[],
  ): Unit => ({
    id: `dept-${code}`,
    code,
    name,
    kind,
    parentId: HOSPITAL_ID,
    headPosition: head,
    staffPositions: staff,
  });
  const units: Unit[] = ADMIN.map(([c, n, s]) => dept(c, n, 'admin', 'office-director', s));
  for (const [code, name] of CLINICAL) {
    units.push(dept(code, name, 'clinical', 'dept-director', PHYSICIANS));
    units.push({
      id: `ward-${code}`,
      code: `${code}-ward`,
      name: `${name}病区`,
      kind: 'ward',
      parentId: `dept-${code}`,
      headPosition: 'head-nurse',
      staffPositions: NURSES,
    });
  }
  units.push(...MEDTECH.map(([c, n, s]) => dept(c, n, 'medtech', 'dept-director', s)));
  return units;
}

/** How many staff a unit of each kind gets relative to the others. */
export const STAFF_WEIGHT: Record<UnitKind, number> = { ward: 6, clinical: 3, medtech: 2, admin: 1 };
