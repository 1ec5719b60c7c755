import { DeliveryPage } from './delivery-page';

export { DeliveryPage };
/** The exposed module's default export is the page the shell renders. */
export default DeliveryPage;
