export { i18n, addTranslations, hasLanguage, loadLanguage, translationsReady, useTranslation } from './i18n';
export type { Translations } from './i18n';
export type { CommonResources } from './i18n';
export type { TFunction, TranslateOptions, Translator } from './translator';
export type { UseTranslationResult } from './use-translation';
