/**
 * What the Business Application tab offers (#30 item 14): the apps of 常用应用 that are built, then the HR
 * forms in spec §2's groups, each form only when the user's permissionList allows it (modelId = its spec
 * name; 新建 `btn_add` for a form to fill in, 查看 `btn_detail` for the payslips, which are read), narrowed by
 * a search on the title, its pinyin or its initials; and the 最近使用 row. Pure.
 */
import { hrAreaPath } from '../../../contract/appPaths';
import { HR_GROUPS } from '../../../contract/hrForm/areas';
import { matchTier, queryTokens } from '../../../core/lib/peopleSearch';
import type { SpellTitle } from './titlePinyin';

export interface ApplyForm {
  name: string;
  title: string;
  path: string;
}

export interface ApplyGroup {
  group: string;
  forms: ApplyForm[];
}

/**
 * The apps spec §2 puts under 常用应用, by route, with whether their screen is built: an app not built yet
 * is not offered (a test holds this to the route table, so an app appears the day its screen lands).
 */
export const COMMON_APPS: readonly { route: string; built: boolean }[] = [
  { route: 'reportLog/index', built: false },
  { route: 'schedule/index', built: false },
  { route: 'fieldPunchCard/index', built: true },
  { route: 'dynamicModel/index', built: false },
];

/** The QR training sign-in pages, offered under 培训签到 once built. */
export const TRAINING_APPS: readonly { route: string; built: boolean }[] = [
  { route: 'HospitalTrainPhone', built: false },
  { route: 'CreditTrainPhone', built: false },
];

/** The button a user needs to see a form in the list: payslips are viewed, every other form is filled in. */
const NEEDS: Readonly<Record<string, string>> = { payslipQuery: 'btn_detail' };
export const enCodeOf = (name: string): string => NEEDS[name] ?? 'btn_add';

export interface ApplyFormsInput {
  can: (modelId: string, enCode: string) => boolean;
  titleOf: (name: string) => string;
  query: string;
  /** The pinyin of a title, once loaded; without it a search matches titles only. */
  spell?: SpellTitle;
}

/** Forms shown first whatever the person's habits: leave, the one every nurse needs. */
export const PINNED_FORMS: readonly string[] = ['leaveApply'];
/** How many forms the 最近使用 row holds. */
export const FREQUENT_MAX = 4;

/**
 * The 最近使用 row: the pinned forms first, then those this person has opened, most used first (then the
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

/** Whether a title answers the query: by its words, or (with the speller) its pinyin or initials. */
export function titleMatches(title: string, query: string, spell?: SpellTitle): boolean {
  const tokens = queryTokens(query);
  if (tokens.length === 0) return true;
  const spelt = spell?.(title);
  const keys = [title.toLowerCase(), spelt?.pinyin ?? '', spelt?.initials ?? ''];
  return matchTier(keys, keys.join('\u0001'), tokens) !== null;
}

export function applyGroups({ can, titleOf, query, spell }: ApplyFormsInput): ApplyGroup[] {
  return Object.entries(HR_GROUPS)
    .map(([group, names]) => ({
      group,
      forms: names
        .filter((name) => can(name, enCodeOf(name)))
        .map((name) => ({ name, title: titleOf(name), path: hrAreaPath(group, name) }))
        .filter((form) => titleMatches(form.title, query, spell)),
    }))
    .filter((g) => g.forms.length > 0);
}

/** The groups below the 最近使用 row: each form once, so those in the row are not repeated under it. */
export function withoutShown(groups: readonly ApplyGroup[], shown: readonly ApplyForm[]): ApplyGroup[] {
  const names = new Set(shown.map((f) => f.name));
  return groups
    .map((g) => ({ ...g, forms: g.forms.filter((f) => !names.has(f.name)) }))
    .filter((g) => g.forms.length > 0);
}
