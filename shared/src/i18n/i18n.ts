import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import { DEFAULT_LANG, type Lang } from '../constants';
import { ru, type CommonResources } from './locales/ru';

/** The one i18next instance of the page; remotes reach it through the shared singleton. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  supportedLngs: ['ru', 'kk'],
  defaultNS: 'common',
  ns: ['common'],
  // Kazakh arrives with loadLanguage, so a Russian first visit never downloads it (decision 0007).
  resources: { ru: { common: ru } },
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});

/** True when the shell's own strings of `lang` are in place, so switching to it can be immediate. */
export function hasLanguage(lang: Lang): boolean {
  return i18n.hasResourceBundle(lang, 'common');
}

/** Fetches the shell's strings of a language on first use: only the language spoken is downloaded. */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (hasLanguage(lang)) return;
  const { kk } = await import(/* webpackChunkName: "common-kk" */ './locales/kk');
  i18n.addResourceBundle('kk', 'common', kk, true, false);
}

/** Lets each remote bring its own strings when it loads, so the shell never ships them. */
export function addTranslations<T extends object>(namespace: string, resources: Record<Lang, T>): void {
  for (const lang of Object.keys(resources) as Lang[]) {
    if (!i18n.hasResourceBundle(lang, namespace)) {
      i18n.addResourceBundle(lang, namespace, resources[lang], true, false);
    }
  }
}

export type { CommonResources };
