/**
 * The Business Application tab offers each app once, and only apps that are built (#30 item 14): its 常用应用
 * and 培训签到 entries are offered exactly when the route table gives their path a screen of its own (not
 * the 该功能暂未开放 page); a form in 最近使用 is not repeated in its group; a search finds a form by its
 * title, its pinyin or its initials (工资条 ← "gzt"), and letters find nothing until the speller is there.
 */
import { describe, expect, it } from 'vitest';
import {
  applyGroups,
  COMMON_APPS,
  frequentForms,
  titleMatches,
  TRAINING_APPS,
  withoutShown,
} from '../../../src/features/apply/applyForms';
import { loadSpeller } from '../../../src/features/apply/titlePinyin';
import { ROUTES } from '../../../src/app/routeTable';
import { zhCN } from '../../../src/i18n/zh-CN';

const screenOf = (path: string) => ROUTES.find((r) => r.paths.includes(path))?.screen;
const titleOf = (name: string) => (zhCN.route.subDev as Record<string, string>)[name] ?? name;

describe('what the tab offers', () => {
  it('an app of 常用应用 or 培训签到 is offered exactly when its screen is built', () => {
    const apps = [
      ...COMMON_APPS.map((a) => ({ ...a, path: `/pages/apply/${a.route}` })),
      ...TRAINING_APPS.map((a) => ({ ...a, path: `/pages/subDev/QRCode/${a.route}/index` })),
    ];
    for (const app of apps) {
      expect(screenOf(app.path), app.path).toBeDefined();
      expect(app.built, app.path).toBe(screenOf(app.path) !== 'soon');
    }
  });

  it('a form in 最近使用 is not repeated under its group', () => {
    const groups = applyGroups({ can: () => true, titleOf, query: '' });
    const recent = frequentForms(groups, { transferPositionApply: 2 });
    const below = withoutShown(groups, recent).flatMap((g) => g.forms.map((f) => f.name));
    const every = [...recent.map((f) => f.name), ...below];
    expect(recent.map((f) => f.name)).toEqual(['leaveApply', 'transferPositionApply']);
    expect(new Set(every).size).toBe(every.length);
    expect(every.length).toBe(groups.flatMap((g) => g.forms).length);
  });
});

describe('the search', () => {
  it('finds a form by its pinyin initials or full pinyin', async () => {
    const spell = await loadSpeller();
    expect(titleMatches('工资条查看', 'gzt', spell)).toBe(true);
    expect(titleMatches('请假申请', 'qingjia', spell)).toBe(true);
    expect(titleMatches('请假申请', 'QJ', spell)).toBe(true);
    expect(titleMatches('离职申请', 'gzt', spell)).toBe(false);
    const found = applyGroups({ can: () => true, titleOf, query: 'lz', spell }).flatMap((g) =>
      g.forms.map((f) => f.title),
    );
    expect(found).toContain('离职申请');
  });

  it('by its title without the speller, and letters alone find nothing then', () => {
    expect(titleMatches('工资条查看', '工资', undefined)).toBe(true);
    expect(titleMatches('工资条查看', 'gzt', undefined)).toBe(false);
    expect(titleMatches('工资条查看', '   ', undefined)).toBe(true);
  });
});
