/**
 * Which HR forms the Business Application tab lists: spec §2's groups in order, each form only when the
 * user's permissionList allows it (modelId = its spec name; 新建 `btn_add` for a form to fill in, 查看
 * `btn_detail` for the payslips, which are read), narrowed by a search on the title. Pure.
 */
import { hrAreaPath } from '../../../contract/appPaths';
import { HR_GROUPS } from '../../../contract/hrForm/areas';

export interface ApplyForm {
  name: string;
  title: string;
  path: string;
}

export interface ApplyGroup {
  group: string;
  forms: ApplyForm[];
}

/** The button a user needs to see a form in the list: payslips are viewed, every other form is filled in. */
const NEEDS: Readonly<Record<string, string>> = { payslipQuery: 'btn_detail' };
export const enCodeOf = (name: string): string => NEEDS[name] ?? 'btn_add';

export interface ApplyFormsInput {
  can: (modelId: string, enCode: string) => boolean;
  titleOf: (name: string) => string;
  query: string;
}

/** Forms shown first whatever the person's habits: leave, the one every nurse needs. */
export const PINNED_FORMS: readonly string[] = ['leaveApply'];
/** How many forms the 常用 row holds. */
export const FREQUENT_MAX = 4;

/**
 * The 常用 row: the pinned forms first, then those this person has opened, most used first (then the
 * catalogue's order), among the forms they may use; at most FREQUENT_MAX.
 */
export function frequentForms(
  groups: readonly ApplyGroup[],
  uses: Readonly<Record<string, number>>,
  pinned: readonly string[] = PINNED_FORMS,
): ApplyForm[] {
  const all = groups.flatMap((g) => g.forms);
  const rank = (f: ApplyForm) => uses[f.name] ?? 0;
  const isPinned = (f: ApplyForm) => (pinned.includes(f.name) ? 1 : 0);
  return all
    .filter((f) => rank(f) > 0 || isPinned(f))
    .map((f, order) => ({ f, order }))
    .sort((a, b) => isPinned(b.f) - isPinned(a.f) || rank(b.f) - rank(a.f) || a.order - b.order)
    .slice(0, FREQUENT_MAX)
    .map(({ f }) => f);
}

export function applyGroups({ can, titleOf, query }: ApplyFormsInput): ApplyGroup[] {
  const q = query.trim().toLowerCase();
  return Object.entries(HR_GROUPS)
    .map(([group, names]) => ({
      group,
      forms: names
        .filter((name) => can(name, enCodeOf(name)))
        .map((name) => ({ name, title: titleOf(name), path: hrAreaPath(group, name) }))
        .filter((form) => !q || form.title.toLowerCase().includes(q)),
    }))
    .filter((g) => g.forms.length > 0);
}
