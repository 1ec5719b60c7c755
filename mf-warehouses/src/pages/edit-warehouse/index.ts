import { EditWarehousePage } from './edit-warehouse-page';

export { EditWarehousePage };
/** The exposed module's default export is the page the shell renders. */
export default EditWarehousePage;
