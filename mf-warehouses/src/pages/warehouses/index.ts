import { WarehousesPage } from './warehouses-page';

export { WarehousesPage };
/** The exposed module's default export is the page the shell renders. */
export default WarehousesPage;
