import { OrdersPage } from './orders-page';

export { OrdersPage };
/** The exposed module's default export is the page the shell renders. */
export default OrdersPage;
