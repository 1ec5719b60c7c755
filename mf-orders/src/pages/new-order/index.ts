import { NewOrderPage } from './new-order-page';

export { NewOrderPage };
/** The exposed module's default export is the page the shell renders. */
export default NewOrderPage;
