import { DEFAULT_LANG, type Lang } from '../constants';
import { ru, type CommonResources } from './locales/ru';
import { createTranslator } from './translator';
import { useTranslationOf, type UseTranslationResult } from './use-translation';

const DEFAULT_NAMESPACE = 'common';

/** The one translator of the page; remotes reach it through the shared singleton. */
export const i18n = createTranslator({
  language: DEFAULT_LANG,
  fallbackLanguage: DEFAULT_LANG,
  defaultNamespace: DEFAULT_NAMESPACE,
});
// Kazakh arrives with loadLanguage, so a Russian first visit never downloads it (decision 0007).
i18n.addResourceBundle(DEFAULT_LANG, DEFAULT_NAMESPACE, ru);

/** Strings of a namespace (the shell's `common` by default) that follow the page's language. */
export function useTranslation(namespace?: string, options?: { lng?: string }): UseTranslationResult {
  return useTranslationOf(i18n, DEFAULT_NAMESPACE, namespace, options);
}

/** A language's strings of a namespace, as they are or fetched on first use. */
export type Translations<T extends object> = T | (() => Promise<T>);

type Loader = () => Promise<object>;

/** Strings fetched on first use, by namespace and language (decision 0007). */
const loaders = new Map<string, Partial<Record<Lang, Loader>>>();
/** The fetches under way, by `namespace:lang`. */
const loading = new Map<string, Promise<void>>();
/** The language asked for last: a namespace registered while it loads fetches its strings at once. */
let wantedLang: Lang = DEFAULT_LANG;

function loadNamespace(namespace: string, lang: Lang): Promise<void> {
  const load = loaders.get(namespace)?.[lang];
  if (!load || i18n.hasResourceBundle(lang, namespace)) return Promise.resolve();
  const key = `${namespace}:${lang}`;
  const started = loading.get(key);
  if (started) return started;
  const fetched = load()
    .then(
      (strings) => {
        i18n.addResourceBundle(lang, namespace, strings);
      },
      (error: unknown) => {
        // The Russian strings stand in (the fallback language); a later switch asks again.
        console.warn(`The ${lang} strings of "${namespace}" could not be loaded`, error);
      },
    )
    .finally(() => loading.delete(key));
  loading.set(key, fetched);
  return fetched;
}

/** True when every string of `lang` known so far is in place, so switching to it can be immediate. */
export function hasLanguage(lang: Lang): boolean {
  if (!i18n.hasResourceBundle(lang, DEFAULT_NAMESPACE)) return false;
  for (const [namespace, byLang] of loaders) {
    if (byLang[lang] && !i18n.hasResourceBundle(lang, namespace)) return false;
  }
  return true;
}

/** Fetches a language's strings on first use: only the language spoken is downloaded. */
export async function loadLanguage(lang: Lang): Promise<void> {
  wantedLang = lang;
  const common = i18n.hasResourceBundle(lang, DEFAULT_NAMESPACE)
    ? Promise.resolve()
    : import(/* webpackChunkName: "common-kk" */ './locales/kk').then(({ kk }) => {
        i18n.addResourceBundle('kk', DEFAULT_NAMESPACE, kk);
      });
  await Promise.all([common, ...[...loaders.keys()].map((namespace) => loadNamespace(namespace, lang))]);
}

/**
 * Lets each remote bring its own strings when it loads, so the shell never ships them. A language
 * may come as a loader: its strings are fetched when the page speaks it (now, or on a switch).
 */
export function addTranslations<T extends object>(
  namespace: string,
  resources: Record<Lang, Translations<T>>,
): void {
  for (const lang of Object.keys(resources) as Lang[]) {
    const strings = resources[lang];
    if (typeof strings === 'function') {
      loaders.set(namespace, { ...loaders.get(namespace), [lang]: strings as Loader });
      if (lang === wantedLang || lang === i18n.language) void loadNamespace(namespace, lang);
    } else if (!i18n.hasResourceBundle(lang, namespace)) {
      i18n.addResourceBundle(lang, namespace, strings);
    }
  }
}

/** Settles once the strings being fetched have arrived: a remote page renders in its language. */
export function translationsReady(): Promise<void> {
  return Promise.all(loading.values()).then(() => undefined);
}

export type { CommonResources };
