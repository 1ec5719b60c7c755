export { OrderList } from './ui/order-list';
export type { OrderListProps } from './ui/order-list';
