import { combine, createEffect, createEvent, createStore, sample } from 'effector';

import type { Group } from '@cabinet/shared/contract';

import {
  DEFAULT_TAB,
  fetchActiveOrdersFx,
  fetchOrdersPage,
  matchesDay,
  matchesSearch,
  orderChanged,
  type OrderTab,
} from '../../../entities/order';

/** The list is shown for a tab (from the URL); a different tab starts from page 1. */
export const listOpened = createEvent<OrderTab>();
/** The user scrolled to the end of what is loaded. */
export const nextPageRequested = createEvent();
/** The user asked to try again after a failure. */
export const retryClicked = createEvent();
export const searchChanged = createEvent<string>();
export const dayChanged = createEvent<string>();
export const filtersCleared = createEvent();

export const fetchListPageFx = createEffect(({ tab, page }: { tab: OrderTab; page: number }) =>
  fetchOrdersPage(tab, page).then((answer) => ({ tab, page, answer })),
);

export const $tab = createStore<OrderTab>(DEFAULT_TAB).on(listOpened, (_, tab) => tab);
export const $orders = createStore<Group[]>([]);
export const $count = createStore(0);
export const $nextPage = createStore<number | null>(null);
export const $failed = createStore(false);
export const $loaded = createStore(false);
export const $loading = fetchListPageFx.pending;
export const $search = createStore('')
  .on(searchChanged, (_, value) => value)
  .reset(filtersCleared);
export const $day = createStore('')
  .on(dayChanged, (_, value) => value)
  .reset(filtersCleared);

/** What the list shows: the loaded orders that match the search and the day. */
export const $visibleOrders = combine($orders, $search, $day, (orders, search, day) =>
  search.trim() || day
    ? orders.filter((order) => matchesSearch(order, search) && matchesDay(order, day))
    : orders,
);

const tabChosen = sample({ clock: listOpened, source: $tab, fn: (tab) => ({ tab, page: 1 }) });
$orders.reset(listOpened);
$count.reset(listOpened);
$nextPage.reset(listOpened);
$loaded.reset(listOpened);
$failed.reset(listOpened);

sample({ clock: tabChosen, target: fetchListPageFx });

sample({
  clock: nextPageRequested,
  source: { tab: $tab, page: $nextPage, loading: $loading, failed: $failed },
  filter: ({ page, loading, failed }) => page !== null && !loading && !failed,
  fn: ({ tab, page }) => ({ tab, page: page as number }),
  target: fetchListPageFx,
});

sample({
  clock: retryClicked,
  source: { tab: $tab, orders: $orders, page: $nextPage },
  fn: ({ tab, orders, page }) => ({ tab, page: orders.length === 0 ? 1 : (page ?? 1) }),
  target: fetchListPageFx,
});

/** An answer for a tab the user has already left is dropped. */
const pageArrived = sample({
  clock: fetchListPageFx.doneData,
  source: $tab,
  filter: (tab, { tab: answeredTab }) => tab === answeredTab,
  fn: (_, result) => result,
});

$orders.on(pageArrived, (orders, { page, answer }) => {
  const base = page === 1 ? [] : orders;
  const known = new Set(base.map((order) => order.id));
  return [...base, ...answer.results.filter((order) => !known.has(order.id))];
});
$count.on(pageArrived, (_, { answer }) => answer.count);
$nextPage.on(pageArrived, (_, { answer }) => answer.next);
$loaded.on(pageArrived, () => true);
$failed.on(fetchListPageFx.fail, () => true).on(fetchListPageFx.done, () => false);

/**
 * Live updates: fresh active orders replace the rows they name, so a status change shows at once;
 * on the active tab, when every active order fitted in that answer, it becomes the list itself
 * (an order that has finished leaves it, a new one appears).
 */
const wholeActiveList = sample({
  clock: fetchActiveOrdersFx.doneData,
  source: { tab: $tab, loaded: $loaded, nextPage: $nextPage },
  filter: ({ tab, loaded, nextPage }, { complete }) =>
    tab === 'active' && loaded && nextPage === null && complete,
  fn: (_, { results }) => results,
});
$orders.on(wholeActiveList, (_, results) => results);
$count.on(wholeActiveList, (_, results) => results.length);

$orders.on(fetchActiveOrdersFx.doneData, (orders, { results }) => {
  const fresh = new Map(results.map((order) => [order.id, order]));
  return orders.map((order) => fresh.get(order.id) ?? order);
});

$orders.on(orderChanged, (orders, changed) =>
  orders.map((order) => (order.id === changed.id ? changed : order)),
);
