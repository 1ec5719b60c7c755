import type { PlatformCall } from './platform-call';

import { ACTIVE_ORDERS_SNAPSHOT_SIZE, ACTIVE_ORDER_STATUSES, ORDERS_LIST_PAGE_SIZE } from './index';

/** The orders list call (§7 GET deliveries/groups), named once for the list and the shell. */
export const ORDERS_LIST_URL = '/rocket/v0/deliveries/groups';

/**
 * The first call of the orders list as a menu link opens it (active tab, page 1, no filters): the
 * shell starts it on the click, so the answer is on its way while the orders remote still loads.
 */
export function activeOrdersFirstPage(): PlatformCall {
  return {
    method: 'get',
    url: ORDERS_LIST_URL,
    params: { page: 1, page_size: ORDERS_LIST_PAGE_SIZE, status: ACTIVE_ORDER_STATUSES.join(',') },
  };
}

/**
 * The active orders as the orders remote keeps them (the newest page): the shell starts this call on a
 * phone's navigation (§2; on a first load, index.html starts it), and the remote's identical call takes
 * that answer instead of asking again.
 */
export function activeOrdersSnapshot(): PlatformCall {
  return {
    method: 'get',
    url: ORDERS_LIST_URL,
    params: { page: 1, page_size: ACTIVE_ORDERS_SNAPSHOT_SIZE, status: ACTIVE_ORDER_STATUSES.join(',') },
  };
}
