export { $lang, langChanged, applyLangFx, loadLanguageFx } from './lang-model';
export { resolveInitialLang, isLang } from '../constants';
