/**
 * Every HR form is reachable: each of its spec §2 routes (`/pages/subDev/{group}/{name}[/index]`, and
 * `/pages/workFlow/workFlowForm/{name}/index` where the spec has one) opens the HR form page for that form,
 * its drafts open from 我的草稿 on its route, a flow's detail draws it with its definition, and the payslip
 * routes are left alone.
 */
import { describe, expect, it } from 'vitest';
import { HR_FORMS } from '../../../contract/hrForm/catalogue';
import { ROUTES } from '../../../src/app/routeTable';
import { HR_FORM_DEFS } from '../../../contract/hrForm/forms';
import { draftPath } from '../../../src/features/drafts/draftForms';
import { flowFormOf } from '../../../src/features/workflow/flow/flowForms';
import { hrFormOfPath } from '../../../src/features/hrForms/hrRoute';

const routeOf = (path: string) => ROUTES.find((r) => r.paths.includes(path));

describe('HR form routes', () => {
  for (const entry of HR_FORMS) {
    it(`${entry.key} opens from its routes and its drafts`, () => {
      const paths = ROUTES.flatMap((r) => r.paths).filter(
        (p) => p.endsWith(`/${entry.key}`) || p.includes(`/${entry.key}/index`),
      );
      expect(paths).toContain(`/pages/subDev/${entry.group}/${entry.key}`);
      for (const path of paths) {
        expect(routeOf(path)?.screen, path).toBe('hr-form');
        expect(hrFormOfPath(path), path).toBe(entry);
      }
      const draft = draftPath(entry.formKey, 'd 1');
      expect(draft).toBe(`/pages/subDev/${entry.group}/${entry.key}?draft=d%201`);
      expect(hrFormOfPath(draft?.split('?')[0] ?? '')).toBe(entry);
      expect(flowFormOf(entry.formKey)).toBe(HR_FORM_DEFS[entry.formKey]);
    });
  }

  it('the furtherStudy workflow routes keep the spec’s title (出差申请) and open the further-study forms', () => {
    const route = routeOf('/pages/workFlow/workFlowForm/furtherStudyApply/index');
    expect(route).toMatchObject({ id: 'workFlowForm.furtherStudyApply', screen: 'hr-form' });
  });

  it('leave is a form of the catalogue on the one form page, and the payslip routes are not forms', () => {
    expect(routeOf('/pages/subDev/leaveAttendanceManage/leaveApply')?.screen).toBe('hr-form');
    expect(flowFormOf('LeaveApply')).toBe(HR_FORM_DEFS.LeaveApply);
    expect(routeOf('/pages/subDev/personnelManage/payslipQuery')?.screen).not.toBe('hr-form');
    expect(hrFormOfPath('/pages/subDev/personnelManage/payslipQuery')).toBeUndefined();
    expect(draftPath('LeaveApply', 'x')).toBe('/pages/subDev/leaveAttendanceManage/leaveApply?draft=x');
  });
});
