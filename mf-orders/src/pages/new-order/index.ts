import { orderFormEntered } from '../../widgets/order-form';
import { NewOrderPage } from './new-order-page';

/**
 * Called by the shell before the page's first render: the form's lists are asked for at once (on a
 * first load the shell already holds their answers), so its first screen shows them.
 */
export function routeEntered(): void {
  orderFormEntered();
}

export { NewOrderPage };
/** The exposed module's default export is the page the shell renders. */
export default NewOrderPage;
