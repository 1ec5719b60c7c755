export { OrderList } from './ui/order-list';
export type { OrderListProps } from './ui/order-list';
export { listRouteEntered } from './model/order-list-model';
