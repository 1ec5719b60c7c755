import { LoginPage } from './login-page';

export { LoginPage, buildAuthorizeUrl } from './login-page';
/** The exposed module's default export is the page the shell renders. */
export default LoginPage;
