import type { RouteEntry } from '@cabinet/shared/router';

import { listRouteEntered } from '../../features/order-list';
import { OrdersPage } from './orders-page';

/** Called by the shell before the page's first render: the list's first page is asked for at once. */
export function routeEntered({ search }: RouteEntry): void {
  listRouteEntered(search);
}

export { OrdersPage };
/** The exposed module's default export is the page the shell renders. */
export default OrdersPage;
