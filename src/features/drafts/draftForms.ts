/** Where each form's drafts open: the form's page, by the draft's formKey (the platform FormKey). */
export const DRAFT_FORM_PATHS: Readonly<Record<string, string>> = {
  LeaveApply: '/pages/subDev/leaveAttendanceManage/leaveApply',
};

export function draftPath(formKey: string, draftId: string): string | null {
  const path = DRAFT_FORM_PATHS[formKey];
  return path ? `${path}?draft=${encodeURIComponent(draftId)}` : null;
}
