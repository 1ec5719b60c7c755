export {
  loginOpened,
  exchangeCodeFx,
  superAppSignInFx,
  $signInStatus,
  $nextPath,
  ForgedStateError,
  DismissedError,
} from './model/complete-sign-in-model';
export type { SignInStatus, CallbackParams } from './model/complete-sign-in-model';
