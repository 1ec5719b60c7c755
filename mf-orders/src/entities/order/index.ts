export type { CancelType, OrderPage, Tracking } from './api/types';
export {
  cancelOrder,
  fetchCancelTypes,
  fetchGradeTags,
  fetchOrder,
  fetchOrdersPage,
  sendEstimate,
} from './api/order-api';
export {
  ORDER_TABS,
  DEFAULT_TAB,
  FALLBACK_SEARCH_ESTIMATE_MINUTES,
  searchEstimateMinutes,
  tabQuery,
  parseTab,
  isActiveStatus,
  stateTextKey,
  stateTone,
  canCancel,
  cancelRule,
  searchProgress,
  msUntilSearchEstimateEnds,
} from './model/order-status';
export type { OrderTab, OrderListQuery, OrderListFilters, CancelRule } from './model/order-status';
export {
  activeOrdersRequested,
  orderChanged,
  orderVanished,
  fetchActiveOrdersFx,
  $activeOrders,
  $activeOrdersLoaded,
  $activeOrdersFailed,
  $lastActiveFetchAt,
  LIVE_REFRESH_MS,
} from './model/active-orders';
export { formatDateTime, addressLine, routeSummary, courierName } from './lib/format';
export { REPEAT_ORDER_STORAGE_KEY, toPointInputs, storeRepeatDraft } from './lib/repeat-order';
export { OrderStatusBadge, OrderStatusLabel } from './ui/order-status-badge';
export { SearchNotice } from './ui/search-notice';
export { OrderNumberText } from './ui/order-number-text';
export { asRequestFailure } from './lib/platform-error';
export { trackingLink } from './lib/tracking-link';
export {
  SEARCH_MAX_LENGTH,
  NO_LIST_FILTERS,
  FROM_LIST,
  cameFromList,
  listSearch,
  readListFilters,
  writeListFilters,
} from './lib/list-filters';
export { $listFilters } from './model/list-filters-model';
export { useListHref } from './lib/use-list-href';
export type { ListFilters } from './lib/list-filters';
