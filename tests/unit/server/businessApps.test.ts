/**
 * The platform's 应用 tab (server/modules/app/business-apps.ts), pure: each business application is one
 * entry of a table, drawn as their menu item (type 2 opens a page at urlAddress, 3 an online form by its
 * model; the background and model in propertyJson as JSON text); an app with a permission model is listed
 * only to someone holding it; by keyword; a group left with none is not listed.
 */
import { describe, expect, it } from 'vitest';
import { appMenu, BUSINESS_APPS, type BusinessApp } from '../../../server/modules/app/business-apps';

const APPS: BusinessApp[] = [
  {
    id: 'fieldPunchCard',
    fullName: '外勤打卡',
    group: 'daily',
    icon: 'icon-ym icon-ym-extend-clock',
    iconBackground: '#2979ff',
    opens: { page: '/pages/apply/fieldPunchCard/index' },
  },
  {
    id: 'dutyRoster',
    fullName: '排班表',
    group: 'daily',
    icon: 'icon-ym icon-ym-appForm',
    iconBackground: '#19be6b',
    opens: { model: 'model-roster' },
    modelId: 'dutyRoster',
  },
];

describe('the 应用 tab', () => {
  it('a page opens at its path (type 2), an online form by its model (type 3)', () => {
    const [group] = appMenu(APPS, new Set(['dutyRoster']));
    expect(group!.fullName).toBe('日常办公');
    expect(group!.children.map((c) => [c.type, c.urlAddress, JSON.parse(c.propertyJson)])).toEqual([
      [2, '/pages/apply/fieldPunchCard/index', { iconBackgroundColor: '#2979ff', moduleId: '' }],
      [3, '', { iconBackgroundColor: '#19be6b', moduleId: 'model-roster' }],
    ]);
  });

  it('an app with a permission model only to whoever holds it; by keyword; an empty group left out', () => {
    const ids = (held: string[], keyword?: string) =>
      appMenu(APPS, new Set(held), keyword).flatMap((g) => g.children.map((c) => c.id));
    expect(ids([])).toEqual(['fieldPunchCard']);
    expect(ids(['dutyRoster'], '排班')).toEqual(['dutyRoster']);
    expect(appMenu(APPS, new Set(), '工资')).toEqual([]);
  });

  it('today: the field punch card, to everyone', () => {
    expect(appMenu(BUSINESS_APPS, new Set()).flatMap((g) => g.children.map((c) => c.urlAddress))).toEqual([
      '/pages/apply/fieldPunchCard/index',
    ]);
  });
});
