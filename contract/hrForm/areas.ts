/**
 * The HR area of spec §2 (`/pages/subDev/{group}/{name}`) in its groups and order: the catalogue's forms,
 * and the route there with a screen of its own (the payslips) where spec §2 lists it. The route table and the Business Application tab read it; a form of the catalogue is in it by
 * being in the catalogue.
 */
import { HR_FORMS, type HrGroup } from './catalogue';

/** Routes of the HR area that are not catalogue forms: where each sits (after which route, or first). */
export const OWN_SCREEN_ROUTES = {
  payslipQuery: { group: 'personnelManage', after: 'borrowReturn' },
} as const satisfies Record<string, { group: HrGroup; after: string | null }>;

function namesOf(group: HrGroup): string[] {
  const names = HR_FORMS.filter((f) => f.group === group).map((f) => f.key);
  for (const [name, place] of Object.entries(OWN_SCREEN_ROUTES)) {
    if (place.group === group) names.splice(place.after ? names.indexOf(place.after) + 1 : 0, 0, name);
  }
  return names;
}

/** Each group's route names, groups in spec §2's order. */
export const HR_GROUPS: Readonly<Record<HrGroup, readonly string[]>> = {
  personnelManage: namesOf('personnelManage'),
  leaveAttendanceManage: namesOf('leaveAttendanceManage'),
  studyHonor: namesOf('studyHonor'),
};
