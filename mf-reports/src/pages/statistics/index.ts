import type { RouteEntry } from '@cabinet/shared/router';

import { statisticsRouteEntered } from '../../features/statistics';
import { StatisticsPage } from './statistics-page';

/** Called by the shell before the page's first render: the statistics are asked for at once. */
export function routeEntered({ search }: RouteEntry): void {
  statisticsRouteEntered(search);
}

export { StatisticsPage };
/** The exposed module's default export is the page the shell renders. */
export default StatisticsPage;
