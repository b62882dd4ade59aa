/**
 * The one i18n door: i18next with zh-CN (default) and English, chosen in Settings and kept in
 * localStorage. Components use `useT()`; non-React code uses `t()`.
 */
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { zhCN } from './zh-CN';
import { en } from './en';

export type Lang = 'zh-CN' | 'en';
export const LANGS: readonly Lang[] = ['zh-CN', 'en'];
const LANG_KEY = 'lang';

export function storedLang(): Lang {
  const v = globalThis.localStorage?.getItem(LANG_KEY);
  return v === 'en' ? 'en' : 'zh-CN';
}

void i18next.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN }, en: { translation: en } },
  lng: storedLang(),
  fallbackLng: 'zh-CN',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function setLang(lang: Lang): void {
  localStorage.setItem(LANG_KEY, lang);
  document.documentElement.lang = lang;
  void i18next.changeLanguage(lang);
}

export const t = i18next.t.bind(i18next);

export function useT() {
  return useTranslation().t;
}

/** Calls `fn` after every language change (for strings held outside React, e.g. Framework7's). */
export function onLangChange(fn: () => void): void {
  i18next.on('languageChanged', fn);
}
