/**
 * One way to say how fresh a cached copy is, on every screen (#13 item 6, #14 item 7): 数据更新于 HH:mm,
 * then where the copy stands — 正在更新…, 离线, 更新失败 with the server's words — and nothing before a copy.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { languageReady, t } from '../../../src/i18n';
import { freshnessParts } from '../../../src/ui/FreshnessLine';

const NOW = new Date(2026, 10, 25, 15, 30).getTime();
const AT = new Date(2026, 10, 25, 9, 5).getTime();
const line = (f: Parameters<typeof freshnessParts>[1]) =>
  freshnessParts(t, f, NOW).filter(Boolean).join(' · ');

beforeAll(() => languageReady);

describe('the freshness line', () => {
  it('a confirmed copy says only when it was fetched', () => {
    expect(line({ fetchedAt: AT, status: 'fresh' })).toBe('数据更新于 09:05');
  });
  it('marks a copy being refreshed, shown offline, or whose refresh failed', () => {
    expect(line({ fetchedAt: AT, status: 'loading' })).toBe('数据更新于 09:05 · 正在更新…');
    expect(line({ fetchedAt: AT, status: 'offline' })).toBe('数据更新于 09:05 · 离线');
    expect(line({ fetchedAt: AT, status: 'failed', error: '服务器繁忙' })).toBe(
      '数据更新于 09:05 · 更新失败：服务器繁忙',
    );
    expect(line({ fetchedAt: AT, status: 'failed' })).toBe('数据更新于 09:05 · 更新失败，请稍后重试');
  });
  it('says nothing before there is a copy, except a failure', () => {
    expect(line({ fetchedAt: null, status: 'offline' })).toBe('');
    expect(line({ fetchedAt: null, status: 'loading' })).toBe('');
    expect(line({ fetchedAt: null, status: 'failed', error: '无权限' })).toBe('更新失败：无权限');
  });
});
