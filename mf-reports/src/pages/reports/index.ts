import type { RouteEntry } from '@cabinet/shared/router';

import { reportsRouteEntered } from '../../features/report-list';
import { ReportsPage } from './reports-page';

/** Called by the shell before the page's first render: the report's first page is asked for at once. */
export function routeEntered({ search }: RouteEntry): void {
  reportsRouteEntered(search);
}

export { ReportsPage };
/** The exposed module's default export is the page the shell renders. */
export default ReportsPage;
