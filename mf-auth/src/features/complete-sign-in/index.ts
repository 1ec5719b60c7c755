export { loginOpened, $signInStatus, $nextPath } from './model/complete-sign-in-model';
