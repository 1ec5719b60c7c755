import { NewWarehousePage } from './new-warehouse-page';

export { NewWarehousePage };
/** The exposed module's default export is the page the shell renders. */
export default NewWarehousePage;
