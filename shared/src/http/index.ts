export type { PlatformRequestConfig, SessionRefresher } from './platform-http';
export {
  createPlatformHttp,
  platformHttp,
  platformRequest,
  preloadPlatformRequest,
  readFailure,
  newRequestId,
  setSessionRefresher,
} from './platform-http';
export type {
  DownloadProgress,
  HttpAdapter,
  HttpClient,
  HttpErrorCode,
  HttpRequestConfig,
  HttpResponse,
  PlatformRequestOptions,
  ResolvedRequestConfig,
} from './http-client';
export {
  CanceledError,
  HttpError,
  HttpHeaders,
  createHttpClient,
  fetchAdapter,
  isCancel,
  isHttpError,
  readResponse,
  requestUrl,
} from './http-client';
export type { ProviderTokens } from './auth-client';
export {
  requestProviderTokens,
  completeSignIn,
  refreshSession,
  platformTokenOf,
  logOutFx,
} from './auth-client';
export { PRELOAD_FRESH_MS, clearPreloaded, requestKey } from './preload';
