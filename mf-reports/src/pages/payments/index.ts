import { PaymentsPage } from './payments-page';

export { PaymentsPage };
/** The exposed module's default export is the page the shell renders. */
export default PaymentsPage;
