/**
 * The Business Application tab lists the HR forms in spec §2's groups, each only when the permissionList
 * allows it (新建 btn_add on its modelId; 查看 btn_detail for the payslips), and its search narrows them by
 * title; groups left empty are not shown.
 */
import { describe, expect, it } from 'vitest';
import { HR_GROUPS } from '../../../contract/hrForm/areas';
import { applyGroups, enCodeOf } from '../../../src/features/apply/applyForms';
import { zhCN } from '../../../src/i18n/zh-CN';
import { createPermissionChecker, type PermissionEntry } from '../../../core/lib/permission';

const titleOf = (name: string) => (zhCN.route.subDev as Record<string, string>)[name] ?? name;
const grant = (modelId: string, enCode = 'btn_add'): PermissionEntry => ({ modelId, button: [{ enCode }] });
const listed = (permissions: PermissionEntry[], query = '') =>
  applyGroups({ can: createPermissionChecker(permissions), titleOf, query }).map((g) => [
    g.group,
    g.forms.map((f) => f.name),
  ]);

const EVERYTHING = Object.values(HR_GROUPS)
  .flat()
  .map((name) => grant(name, enCodeOf(name)));

describe('the HR forms the tab lists', () => {
  it('with every permission: all of spec §2, in its groups and order', () => {
    expect(listed(EVERYTHING)).toEqual(Object.entries(HR_GROUPS).map(([g, names]) => [g, [...names]]));
  });

  it('only the forms the permission list allows; a group with none is left out', () => {
    expect(
      listed([grant('leaveApply'), grant('dimissionApply'), grant('payslipQuery', 'btn_detail')]),
    ).toEqual([
      ['personnelManage', ['payslipQuery', 'dimissionApply']],
      ['leaveAttendanceManage', ['leaveApply']],
    ]);
  });

  it('a form needs 新建 (btn_add): viewing rights alone do not list it; payslips need 查看 (btn_detail)', () => {
    expect(listed([grant('dimissionApply', 'btn_detail'), grant('payslipQuery', 'btn_add')])).toEqual([]);
  });

  it('a form of another model’s permission is not listed', () => {
    expect(listed([grant('personnelArchive')])).toEqual([]);
    expect(listed([])).toEqual([]);
  });

  it('the search narrows by the Chinese title, across groups', () => {
    expect(listed(EVERYTHING, '进修')).toEqual([
      ['studyHonor', ['furtherStudyApplyAmend', 'furtherStudyApply', 'furtherStudyBack']],
    ]);
    expect(listed(EVERYTHING, ' 返回 ')).toEqual([
      ['personnelManage', ['secondmentReturn', 'supportReturn', 'borrowReturn']],
    ]);
    expect(listed(EVERYTHING, '假')).toEqual([['leaveAttendanceManage', ['leaveApply', 'ceaseLeaveApply']]]);
  });

  it('a search that matches nothing lists nothing (the tab shows its empty state)', () => {
    expect(listed(EVERYTHING, '报销')).toEqual([]);
  });

  it('each form links to its spec §2 route', () => {
    const [group] = applyGroups({ can: () => true, titleOf, query: '离职' });
    expect(group?.forms).toEqual([
      { name: 'dimissionApply', title: '离职申请', path: '/pages/subDev/personnelManage/dimissionApply' },
    ]);
  });
});
