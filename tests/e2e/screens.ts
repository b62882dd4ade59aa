/** The screens a nurse uses most, by what they are, for the suites that walk them (a11y, look). */
export const SCREEN_PATHS = {
  messages: '/pages/index/index',
  workflow: '/pages/index/workFlowNew',
  apply: '/pages/index/apply',
  my: '/pages/index/my',
  contacts: '/pages/index/contacts',
  leave: '/pages/subDev/leaveAttendanceManage/leaveApply',
  punch: '/pages/apply/fieldPunchCard/index',
  payslip: '/pages/subDev/personnelManage/payslipQuery',
  launched: '/pages/workFlow/flowLaunch/index',
  dimission: '/pages/subDev/personnelManage/dimissionApply',
} as const;

export type ScreenName = keyof typeof SCREEN_PATHS;
