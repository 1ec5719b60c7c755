import { EmployersPage } from './employers-page';

export { EmployersPage };
/** The exposed module's default export is the page the shell renders. */
export default EmployersPage;
