export {
  authTokenReceived,
  signedOut,
  $authToken,
  $isAuthenticated,
  userLoaded,
  $user,
  $canSeeReports,
  saveAuthTokenFx,
  clearAuthTokenFx,
} from './session-model';
export { readCookie, writeCookie, deleteCookie, buildCookie } from './cookies';
