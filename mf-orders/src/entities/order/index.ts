export type { CancelType, OrderPage, Tracking } from './api/types';
export {
  cancelOrder,
  fetchBanners,
  fetchCancelTypes,
  fetchGradeTags,
  fetchOrder,
  fetchOrdersPage,
  sendEstimate,
} from './api/order-api';
export {
  ORDER_TABS,
  DEFAULT_TAB,
  ORDERS_PAGE_SIZE,
  COURIER_SEARCH_ESTIMATE_MINUTES,
  tabQuery,
  parseTab,
  isActiveStatus,
  stateTextKey,
  stateTone,
  canCancel,
  cancelRule,
  searchProgress,
} from './model/order-status';
export type {
  OrderTab,
  OrderListQuery,
  OrderListFilters,
  CancelRule,
  SearchProgress,
} from './model/order-status';
export {
  activeOrdersRequested,
  orderChanged,
  fetchActiveOrdersFx,
  $activeOrders,
  $activeOrdersLoaded,
  $activeOrdersFailed,
  $lastActiveFetchAt,
} from './model/active-orders';
export {
  formatPrice,
  formatDateTime,
  addressLine,
  routeSummary,
  courierName,
  matchesSearch,
  matchesDay,
} from './lib/format';
export { REPEAT_ORDER_STORAGE_KEY, toPointInputs, storeRepeatDraft } from './lib/repeat-order';
export { OrderStatusBadge } from './ui/order-status-badge';
