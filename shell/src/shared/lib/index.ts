export { isPlainClick } from './plain-click';
export {
  EARLY_RESPONSES_GLOBAL,
  fetchOrTakeEarly,
  takeEarlyResponse,
  type EarlyResponses,
} from './early-responses';
export { navigated } from './navigated';
export { pageShown } from './page-shown';
export { preloadableLazy, type PreloadableLazy } from './preloadable-lazy';
export {
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_PAGE_ID,
  dropPrerenderedPage,
  keepPressesOnCopy,
} from './prerendered-page';
export { ORDER_FORM_PATH, PHONE_HOME_PATH, PROFILE_CALLS } from './profile-calls';
export { MENU_SECTIONS, SECTIONS, menuSectionsFor, sectionsFor, type Section } from './sections';
