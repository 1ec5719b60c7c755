import { createEffect, createEvent, createStore, sample } from 'effector';

import { ACTIVE_ORDERS_FETCH_THROTTLE_MS } from '@cabinet/shared';
import { readPlatformFailure, type Group } from '@cabinet/shared/contract';

import {
  activeOrdersRequested,
  fetchActiveOrdersFx,
  fetchOrder,
  isActiveStatus,
  orderChanged,
  orderVanished,
} from '../../../entities/order';

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

/** When the open order was last loaded by its id (ms since the epoch): such loads keep the §4 pace. */
const $lastLoadAt = createStore<number | null>(null)
  .on(loadOrderFx, () => Date.now())
  .reset(orderOpened, orderClosed);

/** The answers for the order still open (the user may have moved on: a late answer for another one is dropped). */
const loadedCurrent = sample({
  clock: loadOrderFx.done,
  source: $orderId,
  filter: (id, { params }) => id === params,
  fn: (_, { result }) => result,
});
const failedCurrent = sample({
  clock: loadOrderFx.fail,
  source: $orderId,
  filter: (id, { params }) => id === params,
  fn: (_, { error }) => readPlatformFailure(error),
});
const isGone = ({ status, code }: { status: number | null; code: string | null }) =>
  status === 404 && code === 'GROUP_DOES_NOT_EXIST';

/** Loading the open order failed (a retry is offered). */
export const $failed = createStore(false)
  .on(failedCurrent, (_, error) => !isGone(error))
  .on(loadedCurrent, () => false)
  .reset(orderOpened, orderClosed);

/** The platform says the open order does not exist (404 GROUP_DOES_NOT_EXIST): the screen says so. */
export const $missing = createStore(false)
  .on(failedCurrent, (missing, error) => missing || isGone(error))
  .reset(orderOpened, orderClosed);
sample({
  clock: orderVanished,
  source: $orderId,
  filter: (id, vanished) => id === vanished,
  fn: () => true,
  target: $missing,
});

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

sample({ clock: loadedCurrent, target: $order });

sample({ clock: orderScreenTicked, target: activeOrdersRequested });

/** Fresh active orders carry the open order's new state. */
sample({
  clock: fetchActiveOrdersFx.doneData,
  source: $order,
  filter: (order, { results }) => order !== null && results.some((fresh) => fresh.id === order.id),
  fn: (order, { results }) => results.find((fresh) => fresh.id === order?.id) as Group,
  target: $order,
});

/**
 * An open live order missing from the fresh active orders is loaded by its id: it has finished, or
 * (when the page is not `complete`) it is older than the newest active orders the page holds. Such
 * loads keep the §4 pace: at most one per 3 s.
 */
sample({
  clock: fetchActiveOrdersFx.doneData,
  source: { order: $order, last: $lastLoadAt, pending: loadOrderFx.pending },
  filter: ({ order, last, pending }, { results }) =>
    order !== null &&
    isActiveStatus(order.status) &&
    !results.some((fresh) => fresh.id === order.id) &&
    !pending &&
    (last === null || Date.now() - last >= ACTIVE_ORDERS_FETCH_THROTTLE_MS),
  fn: ({ order }) => (order as Group).id,
  target: loadOrderFx,
});

$order.on(orderChanged, (order, changed) => (order && order.id === changed.id ? changed : order));
