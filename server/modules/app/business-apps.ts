/**
 * The business applications the platform's clients list on their 应用 tab (`/api/app/Menu`), as data: one
 * entry each, under its group, opening either a page both their clients and ours have (the field punch card
 * at /pages/apply/fieldPunchCard/index) or an online form by its model. The report log, the schedule and
 * the online forms join as one entry each when this server serves them. An entry with a permission model is
 * listed only to someone whose roles hold it; without one, to everyone signed in.
 */
import type { AppMenu, AppMenuItem } from '../../../contract/platform';

type Group = { id: string; fullName: string; icon: string };

export const APP_GROUPS = [
  { id: 'daily', fullName: '日常办公', icon: 'icon-ym icon-ym-extend-clock' },
] as const satisfies readonly Group[];

export type BusinessApp = {
  /** Its menu id (3.3 opens the page with `?menuId=`), and the favourite's objectId. */
  id: string;
  fullName: string;
  group: (typeof APP_GROUPS)[number]['id'];
  /** A class of the icon font both their clients ship (`icon-ym icon-ym-…`). */
  icon: string;
  iconBackground: string;
  /** What it opens: a page of theirs and ours (menu type 2), or an online form by model id (type 3). */
  opens: { page: string } | { model: string };
  /** The permission model (role_permissions.model_id) its users hold; unset: every member of staff. */
  modelId?: string;
};

export const BUSINESS_APPS: readonly BusinessApp[] = [
  {
    id: 'fieldPunchCard',
    fullName: '外勤打卡',
    group: 'daily',
    icon: 'icon-ym icon-ym-extend-clock',
    iconBackground: '#2979ff',
    opens: { page: '/pages/apply/fieldPunchCard/index' },
  },
];

/** One app as their menu item. */
export function menuItem(app: BusinessApp, sortCode: number): AppMenuItem {
  const moduleId = 'model' in app.opens ? app.opens.model : '';
  return {
    id: app.id,
    enCode: app.id,
    fullName: app.fullName,
    icon: app.icon,
    iconBackground: app.iconBackground,
    type: 'page' in app.opens ? 2 : 3,
    urlAddress: 'page' in app.opens ? app.opens.page : '',
    propertyJson: JSON.stringify({ iconBackgroundColor: app.iconBackground, moduleId }),
    sortCode,
  };
}

/**
 * The `apps` someone holding the permission models `held` may use, whose name holds `keyword`, as their
 * menu: by group, in the table's order; a group with none left out.
 */
export function appMenu(
  apps: readonly BusinessApp[],
  held: ReadonlySet<string>,
  keyword = '',
): AppMenu['list'] {
  const items = apps
    .map((app, i) => ({ app, item: menuItem(app, i) }))
    .filter(({ app }) => (!app.modelId || held.has(app.modelId)) && app.fullName.includes(keyword.trim()));
  return APP_GROUPS.map((g) => ({
    ...g,
    children: items.filter(({ app }) => app.group === g.id).map(({ item }) => item),
  })).filter((g) => g.children.length > 0);
}
