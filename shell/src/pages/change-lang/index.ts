export { ChangeLangPage } from './change-lang-page';
