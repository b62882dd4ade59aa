/** Small, deterministic reference data in the contract's shapes, served by ReferenceServer. */
import { SITES } from '../punch/fixtures';
import type { Area, Dictionary, DirectoryUser, PunchSite, SelectorNode } from '../../../contract';

type NodeInput = Pick<SelectorNode, 'id' | 'fullName' | 'type'> & {
  managerId?: string;
  children?: NodeInput[];
};

function tree(nodes: NodeInput[], parentId: string | null = null): SelectorNode[] {
  return nodes.map((n, i) => ({
    id: n.id,
    parentId,
    fullName: n.fullName,
    enCode: n.id.toUpperCase(),
    type: n.type,
    hasChildren: (n.children?.length ?? 0) > 0,
    sortCode: i,
    ...(n.managerId ? { managerId: n.managerId } : {}),
    ...(n.children ? { children: tree(n.children, n.id) } : {}),
  }));
}

const HOSPITAL: NodeInput[] = [
  {
    id: 'h1',
    fullName: '市第一人民医院',
    type: 'company',
    children: [
      {
        id: 'd1',
        fullName: '内科',
        type: 'department',
        children: [{ id: 'w1', fullName: '心内科病区', type: 'ward', managerId: 'u-head' }],
      },
      { id: 'd2', fullName: '外科', type: 'department' },
    ],
  },
];

export const fixtureOrganizations = (): SelectorNode[] => tree(HOSPITAL);
export const fixtureDepartments = (): SelectorNode[] => tree(HOSPITAL);

export const fixturePositions = (): SelectorNode[] =>
  tree([
    {
      id: 'h1',
      fullName: '市第一人民医院',
      type: 'company',
      children: [
        {
          id: 'd1',
          fullName: '内科',
          type: 'department',
          children: [
            { id: 'p1', fullName: '护士', type: 'position' },
            { id: 'p2', fullName: '主治医师', type: 'position' },
          ],
        },
        { id: 'p3', fullName: '院长', type: 'position' },
      ],
    },
  ]);

export const fixtureDictionaries = (): Dictionary[] => [
  {
    id: 't-leave',
    enCode: 'leaveType',
    fullName: '请假类型',
    isTree: false,
    dictionaryList: [
      { id: 'k1', parentId: null, enCode: '1', fullName: '事假', sortCode: 1 },
      { id: 'k2', parentId: null, enCode: '2', fullName: '病假', sortCode: 2 },
      { id: 'k3', parentId: null, enCode: '3', fullName: '年假', sortCode: 3 },
    ],
  },
  {
    id: 't-title',
    enCode: 'professionalTitle',
    fullName: '职称',
    isTree: true,
    dictionaryList: [
      {
        id: 'k10',
        parentId: null,
        enCode: 'senior',
        fullName: '高级',
        sortCode: 1,
        children: [{ id: 'k11', parentId: 'k10', enCode: 'chief', fullName: '主任医师', sortCode: 1 }],
      },
    ],
  },
];

export const fixtureAreas = (): Area[] => [
  { id: '110000', parentId: null, fullName: '北京市', level: 1, isLeaf: false },
  { id: '110100', parentId: '110000', fullName: '北京市', level: 2, isLeaf: false },
  { id: '110101', parentId: '110100', fullName: '东城区', level: 3, isLeaf: true },
];

/** The punch tests' two sites, served by the reference server like every other dataset. */
export const fixturePunchSites = (): PunchSite[] => structuredClone(SITES);

const DEPARTMENTS = [
  ['d1', '内科'],
  ['w1', '心内科病区'],
  ['d2', '外科'],
] as const;

export function makeUser(i: number, overrides: Partial<DirectoryUser> = {}): DirectoryUser {
  const [organizeId, organizeName] = DEPARTMENTS[i % DEPARTMENTS.length] ?? DEPARTMENTS[0];
  return {
    id: `u${i}`,
    account: `staff${i}`,
    realName: `员工${i}`,
    gender: i % 2,
    headIcon: '',
    organizeId,
    organizeName,
    positionId: i % 2 ? 'p1' : 'p2',
    positionName: i % 2 ? '护士' : '主治医师',
    managerId: null,
    mobile: i % 3 ? `1380000${String(i).padStart(4, '0')}` : null,
    email: null,
    pinyin: `yuangong${i}`,
    initials: 'yg',
    sortCode: i,
    ...overrides,
  };
}

export const makeUsers = (n: number): DirectoryUser[] => Array.from({ length: n }, (_, i) => makeUser(i + 1));
