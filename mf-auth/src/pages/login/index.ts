import { LoginPage } from './login-page';

export { LoginPage };
/** The exposed module's default export is the page the shell renders. */
export default LoginPage;
