export type { PlatformRequestOptions, SessionRefresher } from './platform-http';
export {
  createPlatformHttp,
  platformHttp,
  platformRequest,
  preloadPlatformRequest,
  readFailure,
  newRequestId,
  setSessionRefresher,
} from './platform-http';
export type { ProviderTokens } from './auth-client';
export {
  requestProviderTokens,
  completeSignIn,
  refreshSession,
  platformTokenOf,
  logOutFx,
} from './auth-client';
export { PRELOAD_FRESH_MS, clearPreloaded, requestKey } from './preload';
