export {
  authTokenReceived,
  signedOut,
  signOutStarted,
  $signingOut,
  $authToken,
  $isAuthenticated,
  userLoaded,
  balanceUpdated,
  $user,
  $canSeeReports,
  saveAuthTokenFx,
  clearAuthTokenFx,
  $holdingToken,
  $analyticsUserId,
} from './session-model';
export type { SignInAttempt } from './sign-in';
export {
  signInRequested,
  startSignInFx,
  openLoginPageFx,
  buildAuthorizeUrl,
  takeSignInAttempt,
  safeNextPath,
} from './sign-in';
export { codeChallengeS256, randomToken, base64Url } from './pkce';
export { toUserProfile } from './user-profile';
export { orderDraftKey, removeStoredDraft } from './order-draft-key';
export type { UserMeAnswer, CompanyAnswer } from './user-profile';
export { readCookie, writeCookie, deleteCookie, buildCookie } from './cookies';
