export { WarehouseList } from './ui/warehouse-list';
