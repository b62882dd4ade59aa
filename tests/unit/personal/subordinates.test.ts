/**
 * 我的下属 offline (src/features/my/subordinate): a manager's direct reports from the directory on the device,
 * in the directory's order, each marked expandable only when someone reports to them in turn.
 */
import { describe, expect, it } from 'vitest';
import type { DirectoryUser } from '../../../contract/directory';
import { reportsIn } from '../../../src/features/my/subordinate/subordinates';

const person = (id: string, managerId: string | null, sortCode: number): DirectoryUser => ({
  id,
  account: id,
  realName: `姓名${id}`,
  gender: 1,
  headIcon: '',
  organizeId: 'ward',
  organizeName: '心内科病区',
  positionId: null,
  positionName: '护士',
  managerId,
  mobile: null,
  email: null,
  pinyin: id,
  initials: id,
  sortCode,
});

describe('a manager’s reports on the device', () => {
  const users = [
    person('head', 'dir', 1),
    person('n2', 'head', 2),
    person('n1', 'head', 1),
    person('x', 'n1', 1),
  ];

  it('are those naming the manager, in the directory’s order, each expandable only with reports of their own', () => {
    expect(reportsIn(users, 'head').map((p) => [p.id, p.isLeaf])).toEqual([
      ['n1', false],
      ['n2', true],
    ]);
  });

  it('are none for someone nobody reports to', () => {
    expect(reportsIn(users, 'x')).toEqual([]);
  });
});
