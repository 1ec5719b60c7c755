import { MobileOrdersPage } from './mobile-orders-page';

export { MobileOrdersPage };
/** The exposed module's default export is the page the shell renders. */
export default MobileOrdersPage;
