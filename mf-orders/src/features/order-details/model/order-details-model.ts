import { createEffect, createEvent, createStore, sample } from 'effector';

import type { Group } from '@cabinet/shared/contract';

import {
  activeOrdersRequested,
  fetchActiveOrdersFx,
  fetchOrder,
  isActiveStatus,
  orderChanged,
} from '../../../entities/order';

/** How often an open order screen asks for fresh active orders (the §4 throttle still applies). */
export const LIVE_REFRESH_MS = 4000;

/** An order screen opened for this id (the desktop panel or the mobile page). */
export const orderOpened = createEvent<number>();
export const orderClosed = createEvent();
/** The open order screen is visible and wants fresh data. */
export const orderScreenTicked = createEvent();
export const retryClicked = createEvent();

export const loadOrderFx = createEffect((id: number) => fetchOrder(id));

export const $orderId = createStore<number | null>(null)
  .on(orderOpened, (_, id) => id)
  .reset(orderClosed);

export const $order = createStore<Group | null>(null).reset(orderClosed);
export const $failed = createStore(false)
  .on(loadOrderFx.fail, () => true)
  .on(loadOrderFx.done, () => false)
  .reset(orderOpened, orderClosed);

sample({
  clock: orderOpened,
  source: $order,
  fn: (order, id) => (order && order.id === id ? order : null),
  target: $order,
});
sample({
  clock: [orderOpened, sample({ clock: retryClicked, source: $orderId })],
  filter: Boolean,
  target: loadOrderFx,
});

/** Only the answer for the order still open counts (the user may have moved on). */
sample({
  clock: loadOrderFx.doneData,
  source: $orderId,
  filter: (id, order) => id === order.id,
  fn: (_, order) => order,
  target: $order,
});

sample({ clock: orderScreenTicked, target: activeOrdersRequested });

/** Fresh active orders carry the open order's new state; one that left them has finished: reload it. */
sample({
  clock: fetchActiveOrdersFx.doneData,
  source: $order,
  filter: (order, { results }) => order !== null && results.some((fresh) => fresh.id === order.id),
  fn: (order, { results }) => results.find((fresh) => fresh.id === order?.id) as Group,
  target: $order,
});
sample({
  clock: fetchActiveOrdersFx.doneData,
  source: $order,
  filter: (order, { results, complete }) =>
    order !== null &&
    complete &&
    isActiveStatus(order.status) &&
    !results.some((fresh) => fresh.id === order.id),
  fn: (order) => (order as Group).id,
  target: loadOrderFx,
});

$order.on(orderChanged, (order, changed) => (order && order.id === changed.id ? changed : order));
