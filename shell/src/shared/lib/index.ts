export { isPlainClick } from './plain-click';
export {
  EARLY_RESPONSES_GLOBAL,
  fetchOrTakeEarly,
  takeEarlyResponse,
  type EarlyResponses,
} from './early-responses';
export { navigated } from './navigated';
export { PROFILE_CALLS, platformUrl } from './profile-calls';
