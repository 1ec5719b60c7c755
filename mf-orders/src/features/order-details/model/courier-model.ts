import { combine, createEffect, createStore, sample } from 'effector';

import { ACTIVE_ORDERS_FETCH_THROTTLE_MS } from '@cabinet/shared';
import type { Group, LonLat, PointData } from '@cabinet/shared/contract';

import { courierName } from '../../../entities/order';
import { fetchPointData } from '../api/courier-api';
import { $order, $orderId, orderClosed, orderOpened, orderScreenTicked } from './order-details-model';

/** States in which a courier is on the order and moving. */
const COURIER_STATES: ReadonlySet<Group['state']> = new Set([
  'accepted',
  'arrived_to_sender',
  'picked_up',
  'arrived_to_client',
]);

/** The point the courier is heading to (or standing at): the first one not done yet. */
export function currentPointId(order: Pick<Group, 'points'>): number | null {
  const points = [...order.points].sort((a, b) => a.index - b.index);
  const current = points.find((point) => point.state === 'pending' || point.state === 'arrived');
  return (current ?? points[points.length - 1])?.id ?? null;
}

export const fetchPointDataFx = createEffect(fetchPointData);

/** When the last courier fetch started (ms since the epoch): the §4 3-second throttle applies to it too. */
export const $lastCourierFetchAt = createStore<number | null>(null)
  .on(fetchPointDataFx, () => Date.now())
  .reset(orderOpened, orderClosed);

/** The platform's latest answer for the open order (null before one, or while no courier is assigned). */
export const $pointData = createStore<PointData | null>(null).reset(orderOpened, orderClosed);

/**
 * On every live update of the open order (its screen ticking, fresh data arriving) while it has a
 * courier, ask get-point-data of its current point — at most once per 3 s and never twice at once.
 */
sample({
  clock: [orderScreenTicked, $order.updates],
  source: {
    order: $order,
    last: $lastCourierFetchAt,
    pending: fetchPointDataFx.pending,
  },
  filter: ({ order, last, pending }) =>
    order !== null &&
    order.courier !== null &&
    COURIER_STATES.has(order.state) &&
    currentPointId(order) !== null &&
    !pending &&
    (last === null || Date.now() - last >= ACTIVE_ORDERS_FETCH_THROTTLE_MS),
  fn: ({ order }) => currentPointId(order as Group) as number,
  target: fetchPointDataFx,
});

/** Only an answer about the order still open counts; "no courier" (null) clears what was known. */
sample({
  clock: fetchPointDataFx.done,
  source: $orderId,
  filter: (orderId, { result }) => result === null || result.group_id === orderId,
  fn: (_, { result }) => result,
  target: $pointData,
});

export interface CourierView {
  name: string;
  phone: string;
  /** Last known position; null when unknown or the order is over. */
  lonLat: LonLat | null;
}

/** The courier as the details show it: the platform's point data first, the order's own copy second. */
export const $courier = combine($order, $pointData, (order, data): CourierView | null => {
  if (!order) return null;
  const live = data && data.group_id === order.id ? data : null;
  const name = live?.contact_name || courierName(order.courier);
  const phone = live?.phone_number || order.courier?.phone_number || '';
  if (!name && !phone) return null;
  const moving = COURIER_STATES.has(order.state);
  const lonLat: LonLat | null =
    live && live.courier_longitude !== null && live.courier_latitude !== null
      ? [live.courier_longitude, live.courier_latitude]
      : order.courier && (order.courier.latitude !== 0 || order.courier.longitude !== 0)
        ? [order.courier.longitude, order.courier.latitude]
        : null;
  return { name, phone, lonLat: moving ? lonLat : null };
});
