import type { RouteEntry } from '@cabinet/shared/router';

import { listRouteEntered } from '../../features/branch-list';
import { WarehousesPage } from './warehouses-page';

/** Called by the shell before the page's first render: the list's page is asked for at once. */
export function routeEntered({ search }: RouteEntry): void {
  listRouteEntered(search);
}

export { WarehousesPage };
/** The exposed module's default export is the page the shell renders. */
export default WarehousesPage;
