export { $lang, langChanged, applyLangFx, resolveInitialLang, isLang } from './lang-model';
