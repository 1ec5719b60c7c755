export { $lang, langChanged, applyLangFx, loadLanguageFx, resolveInitialLang, isLang } from './lang-model';
