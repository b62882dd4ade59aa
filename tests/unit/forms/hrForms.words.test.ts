/**
 * The HR forms' words reach i18next only when an HR chunk loads (addWords): Chinese at once; English at once
 * when it is loaded, else when it loads — and adding them first never stops switchLanguage from loading en.ts.
 */
import { describe, expect, it } from 'vitest';
import { addWords, switchLanguage, t } from '../../../src/i18n';

describe('words added by a chunk', () => {
  it('reach Chinese at once and English when it loads later, without stopping English from loading', async () => {
    addWords({ zh: { late: { word: '迟到的词' } }, en: { late: { word: 'A late word' } } });
    expect(t('late.word')).toBe('迟到的词');
    await switchLanguage('en');
    expect(t('late.word')).toBe('A late word');
    // en.ts itself was loaded, not just the added words.
    expect(t('tabs.apply')).toBe('Applications');
    addWords({ zh: { late: { other: '又一个' } }, en: { late: { other: 'Another' } } });
    expect(t('late.other')).toBe('Another');
    expect(t('late.word')).toBe('A late word');
    await switchLanguage('zh-CN');
    expect(t('late.other')).toBe('又一个');
  });
});
