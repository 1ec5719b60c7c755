import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import { DEFAULT_LANG, type Lang } from '../constants';
import { kk } from './locales/kk';
import { ru, type CommonResources } from './locales/ru';

/** The one i18next instance of the page; remotes reach it through the shared singleton. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  supportedLngs: ['ru', 'kk'],
  defaultNS: 'common',
  ns: ['common'],
  resources: { ru: { common: ru }, kk: { common: kk } },
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});

/** Lets each remote bring its own strings when it loads, so the shell never ships them. */
export function addTranslations<T extends object>(namespace: string, resources: Record<Lang, T>): void {
  for (const lang of Object.keys(resources) as Lang[]) {
    if (!i18n.hasResourceBundle(lang, namespace)) {
      i18n.addResourceBundle(lang, namespace, resources[lang], true, false);
    }
  }
}

export type { CommonResources };
