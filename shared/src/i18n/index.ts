export { i18n, addTranslations } from './i18n';
export type { CommonResources } from './i18n';
export { ru as commonRu } from './locales/ru';
export { kk as commonKk } from './locales/kk';
