/**
 * The one i18n door: i18next with zh-CN (default) and English, chosen in Settings and kept in
 * localStorage. Components use `useT()`; non-React code uses `t()`. Only Chinese ships with the first
 * screen: the English strings are their own chunk, loaded before the first render for English readers
 * (`languageReady`) and on switching.
 */
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { zhCN } from './zh-CN';

export type Lang = 'zh-CN' | 'en';
export const LANGS: readonly Lang[] = ['zh-CN', 'en'];
const LANG_KEY = 'lang';

export function storedLang(): Lang {
  const v = globalThis.localStorage?.getItem(LANG_KEY);
  return v === 'en' ? 'en' : 'zh-CN';
}

void i18next.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN } },
  lng: 'zh-CN',
  fallbackLng: 'zh-CN',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** A tree of strings a feature brings with its chunk (`{ hr: { field: { … } } }`). */
export type Words = Record<string, unknown>;

/** English is its own chunk: words added before it arrives wait here and join it when it loads. */
let englishLoaded = false;
const englishLater: Words[] = [];

/** Makes a language's strings available (English is fetched once), then switches to it. */
export async function switchLanguage(lang: Lang): Promise<void> {
  if (lang === 'en' && !englishLoaded) {
    const { en } = await import('./en');
    if (!englishLoaded) {
      englishLoaded = true;
      i18next.addResourceBundle('en', 'translation', en, true, false);
      for (const words of englishLater.splice(0)) i18next.addResourceBundle('en', 'translation', words, true);
    }
  }
  await i18next.changeLanguage(lang);
}

/**
 * Adds a feature's words when its chunk loads, so they never weigh on the first screen: to Chinese now,
 * to English now if it is loaded, else when it loads. Deep-merged; existing keys are kept.
 */
export function addWords({ zh, en }: { zh: Words; en: Words }): void {
  i18next.addResourceBundle('zh-CN', 'translation', zh, true, false);
  if (englishLoaded) i18next.addResourceBundle('en', 'translation', en, true, false);
  else englishLater.push(en);
}

/** Adds a feature's words the first time it is called, and never again (call before its first render). */
export function wordsOnce(words: { zh: Words; en: Words }): () => void {
  let added = false;
  return () => {
    if (added) return;
    added = true;
    addWords(words);
  };
}

/** Resolves once the stored language's strings are in place (await it before the first render). */
export const languageReady: Promise<void> = switchLanguage(storedLang()).catch(() => undefined);

export function setLang(lang: Lang): Promise<void> {
  localStorage.setItem(LANG_KEY, lang);
  document.documentElement.lang = lang;
  return switchLanguage(lang);
}

export const t = i18next.t.bind(i18next);

export function useT() {
  return useTranslation().t;
}

/** The words function `useT` gives, for helpers that take it. */
export type Translate = ReturnType<typeof useT>;

/** Calls `fn` after every language change (for strings held outside React, e.g. Framework7's). */
export function onLangChange(fn: () => void): void {
  i18next.on('languageChanged', fn);
}
