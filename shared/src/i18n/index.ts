export { i18n, addTranslations, hasLanguage, loadLanguage, translationsReady } from './i18n';
export type { Translations } from './i18n';
/** Translation hook for every app; react-i18next lives inside this shared module (decision 0003). */
export { useTranslation } from 'react-i18next';
export type { CommonResources } from './i18n';
