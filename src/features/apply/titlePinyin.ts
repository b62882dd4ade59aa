/**
 * The pinyin of a title, for searching the Business Application tab by letters (工资条 ← "gongzitiao",
 * "gzt"; #30 item 14). The dictionary (pinyin-pro) is loaded the first time a search has a Latin letter
 * in it, as a chunk of its own that the service worker precaches: nothing for someone who never
 * searches that way, and it works offline.
 */
export interface TitleSpelling {
  /** Full pinyin without spaces or tones. */
  pinyin: string;
  /** The first letter of each syllable. */
  initials: string;
}

export type SpellTitle = (title: string) => TitleSpelling;

let loading: Promise<SpellTitle> | null = null;

/** The speller, loaded once. */
export function loadSpeller(): Promise<SpellTitle> {
  loading ??= import('pinyin-pro').then(({ pinyin }) => (title: string) => ({
    pinyin: pinyin(title, { toneType: 'none', type: 'array' }).join(''),
    initials: pinyin(title, { pattern: 'first', toneType: 'none', type: 'array' }).join(''),
  }));
  return loading;
}

/** Whether a query has anything for the speller to match (a Latin letter). */
export const needsSpeller = (query: string): boolean => /[a-z]/i.test(query);
