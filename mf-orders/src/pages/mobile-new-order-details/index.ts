import { orderFormEntered } from '../../widgets/order-form';
import { MobileNewOrderDetailsPage } from './mobile-new-order-details-page';

/** Called by the shell before the page's first render: the form's lists are asked for at once. */
export function routeEntered(): void {
  orderFormEntered();
}

export { MobileNewOrderDetailsPage };
/** The exposed module's default export is the page the shell renders. */
export default MobileNewOrderDetailsPage;
