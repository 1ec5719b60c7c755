import { ReportsPage } from './reports-page';

export { ReportsPage };
/** The exposed module's default export is the page the shell renders. */
export default ReportsPage;
