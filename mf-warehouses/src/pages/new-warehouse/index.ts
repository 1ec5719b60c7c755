import { companyCityRequested } from '../../entities/company-city';
import { newFormOpened } from '../../features/branch-form';
import { NewWarehousePage } from './new-warehouse-page';

/** Called by the shell before the page's first render: the company's city is asked for at once. */
export function routeEntered(): void {
  newFormOpened();
  companyCityRequested();
}

export { NewWarehousePage };
/** The exposed module's default export is the page the shell renders. */
export default NewWarehousePage;
