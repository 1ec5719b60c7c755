import { MobileNewOrderDetailsPage } from './mobile-new-order-details-page';

export { MobileNewOrderDetailsPage };
/** The exposed module's default export is the page the shell renders. */
export default MobileNewOrderDetailsPage;
