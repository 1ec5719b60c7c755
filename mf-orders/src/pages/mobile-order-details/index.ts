import { MobileOrderDetailsPage } from './mobile-order-details-page';

export { MobileOrderDetailsPage };
/** The exposed module's default export is the page the shell renders. */
export default MobileOrderDetailsPage;
