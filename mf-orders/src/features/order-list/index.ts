export { OrderList } from './ui/order-list';
export type { OrderListProps } from './ui/order-list';
export { cameFromList, listSearch } from './lib/list-url';
export { useListHref } from './lib/use-list-href';
export { listRouteEntered } from './model/order-list-model';
