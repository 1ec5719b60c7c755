import { createEffect, createEvent, createStore, sample } from 'effector';

import {
  $authToken,
  $isMobile,
  ACTIVE_ORDERS_FETCH_THROTTLE_MS,
  ACTIVE_ORDERS_SNAPSHOT_SIZE,
  routeChanged,
} from '@cabinet/shared';
import type { Group } from '@cabinet/shared/contract';

import { fetchOrdersPage } from '../api/order-api';

/**
 * The newest active orders, one page of them: what the home screen lists and what refreshes an open
 * order in place. A company can have more live orders than this (the page is then not `complete`):
 * the list pages through all of them, and an open order missing from the page is loaded by its id.
 */

/** How often a screen of live orders (an open order, a phone's home) asks for fresh ones (§4's throttle still applies). */
export const LIVE_REFRESH_MS = 4000;

/** Something wants fresh active orders: an order screen ticking, a navigation on mobile. */
export const activeOrdersRequested = createEvent();

/** An order changed through this page (cancelled, say): every screen shows the new state. */
export const orderChanged = createEvent<Group>();

/** The platform said this order does not exist (404 GROUP_DOES_NOT_EXIST): every screen lets it go. */
export const orderVanished = createEvent<number>();

export const fetchActiveOrdersFx = createEffect(async () => {
  const page = await fetchOrdersPage('active', 1, ACTIVE_ORDERS_SNAPSHOT_SIZE);
  return { results: page.results, complete: page.next === null };
});

/** When the last fetch of active orders started (ms since the epoch), for the §4 throttle. */
export const $lastActiveFetchAt = createStore<number | null>(null).on(fetchActiveOrdersFx, () => Date.now());

export const $activeOrders = createStore<Group[]>([])
  .on(fetchActiveOrdersFx.doneData, (_, { results }) => results)
  .on(orderChanged, (orders, changed) =>
    orders.flatMap((order) => {
      if (order.id !== changed.id) return [order];
      return changed.state === 'cancelled' || changed.state === 'delivered' ? [] : [changed];
    }),
  )
  .on(orderVanished, (orders, id) =>
    orders.some((order) => order.id === id) ? orders.filter((order) => order.id !== id) : orders,
  );

export const $activeOrdersLoaded = createStore(false).on(fetchActiveOrdersFx.finally, () => true);
export const $activeOrdersFailed = createStore(false)
  .on(fetchActiveOrdersFx.fail, () => true)
  .on(fetchActiveOrdersFx.done, () => false);

/** §4: a fetch of active orders under 3 s after the last one does nothing. */
sample({
  clock: activeOrdersRequested,
  source: { last: $lastActiveFetchAt, pending: fetchActiveOrdersFx.pending },
  filter: ({ last, pending }) =>
    !pending && (last === null || Date.now() - last >= ACTIVE_ORDERS_FETCH_THROTTLE_MS),
  target: fetchActiveOrdersFx,
});

/** §2: on mobile, active orders are fetched on navigation (signed-in pages only, never /tracking). */
sample({
  clock: routeChanged,
  source: { mobile: $isMobile, token: $authToken },
  filter: ({ mobile, token }, pathname) => mobile && Boolean(token) && !pathname.startsWith('/tracking'),
  target: activeOrdersRequested,
});
