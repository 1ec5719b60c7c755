import type { RouteEntry } from '@cabinet/shared/router';

import { companyCityRequested } from '../../entities/company-city';
import { editRouteEntered } from '../../features/branch-form';
import { EditWarehousePage } from './edit-warehouse-page';

/** Called by the shell before the page's first render: the branch is asked for at once. */
export function routeEntered({ pathname }: RouteEntry): void {
  editRouteEntered(pathname);
  companyCityRequested();
}

export { EditWarehousePage };
/** The exposed module's default export is the page the shell renders. */
export default EditWarehousePage;
