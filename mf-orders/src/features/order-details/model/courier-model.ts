import { combine, createEffect, createEvent, createStore, sample } from 'effector';

import { ACTIVE_ORDERS_FETCH_THROTTLE_MS } from '@cabinet/shared';
import type { Courier, Group, LonLat, PointData, Transport } from '@cabinet/shared/contract';

import { courierName } from '../../../entities/order';
import { fetchCourierData, fetchPointData } from '../api/courier-api';
import { $order, $orderId, orderClosed, orderOpened, orderScreenTicked } from './order-details-model';

/*
 * What each call supplies (§7):
 * - get-courier-data/{group id}: WHO carries the order and WHERE they are — name or contact_name
 *   (§3), phone, transport, position. The only source of the courier shown; 404
 *   COURIER_NOT_ASSIGNED means "no courier yet", silently.
 * - get-point-data/{point id} of the point the courier is heading to: the PROGRESS there — whether
 *   the courier is on the way or already at that point, and the minutes left.
 * Both are asked together with the live updates of an open order (at most once per 3 s, §4).
 */

/** States in which the order is under way: its courier is polled with every live update. */
const LIVE_STATES: ReadonlySet<Group['state']> = new Set([
  'searching',
  'accepted',
  'arrived_to_sender',
  'picked_up',
  'arrived_to_client',
]);

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

/** One poll of the open order's courier: both calls at once. */
const courierPolled = createEvent<{ groupId: number; pointId: number | null }>();

export const fetchCourierDataFx = createEffect(fetchCourierData);
export const fetchPointDataFx = createEffect(fetchPointData);

const $polling = combine(fetchCourierDataFx.pending, fetchPointDataFx.pending, (a, b) => a || b);

/** When the last poll started (ms since the epoch): the §4 3-second throttle applies to it too. */
const $lastCourierFetchAt = createStore<number | null>(null)
  .on(courierPolled, () => Date.now())
  .reset(orderOpened, orderClosed);

/** The open order's courier as get-courier-data last told it; null while none is assigned. */
const $courierData = createStore<Courier | null>(null).reset(orderOpened, orderClosed);
/** True once get-courier-data has answered (or failed) for the open order. */
export const $courierKnown = createStore(false).reset(orderOpened, orderClosed);
/** The platform's latest progress at the point the courier is heading to. */
const $pointData = createStore<PointData | null>(null).reset(orderOpened, orderClosed);

/**
 * On every live update of the open order (its screen ticking, fresh data arriving): poll while it is
 * under way; a finished order is asked once (who delivered it); a planned one has no courier yet.
 */
sample({
  clock: [orderScreenTicked, $order.updates],
  source: { order: $order, last: $lastCourierFetchAt, polling: $polling },
  filter: ({ order, last, polling }) => {
    if (order === null || polling || order.state === 'planned') return false;
    if (!LIVE_STATES.has(order.state)) return last === null;
    return last === null || Date.now() - last >= ACTIVE_ORDERS_FETCH_THROTTLE_MS;
  },
  fn: ({ order }) => {
    const live = order as Group;
    return { groupId: live.id, pointId: COURIER_STATES.has(live.state) ? currentPointId(live) : null };
  },
  target: courierPolled,
});

sample({ clock: courierPolled, fn: ({ groupId }) => groupId, target: fetchCourierDataFx });
sample({
  clock: courierPolled,
  filter: ({ pointId }) => pointId !== null,
  fn: ({ pointId }) => pointId as number,
  target: fetchPointDataFx,
});

/** Only an answer about the order still open counts (the user may have moved on). */
const courierAnswered = sample({
  clock: fetchCourierDataFx.done,
  source: $orderId,
  filter: (orderId, { params }) => orderId === params,
  fn: (_, { result }) => result,
});
$courierData.on(courierAnswered, (_, courier) => courier);
$courierKnown.on(courierAnswered, () => true);
sample({
  clock: fetchCourierDataFx.fail,
  source: $orderId,
  filter: (orderId, { params }) => orderId === params,
  fn: () => true,
  target: $courierKnown,
});

sample({
  clock: fetchPointDataFx.done,
  source: $orderId,
  filter: (orderId, { result }) => result !== null && result.group_id === orderId,
  fn: (_, { result }) => result,
  target: $pointData,
});

export interface CourierView {
  /** Name, or contact_name when the platform has no name (§3). */
  name: string;
  phone: string;
  transport: Transport | null;
  /** Last known position; null when unknown or the courier is no longer on the order. */
  lonLat: LonLat | null;
}

/** The courier as the details and the map show it, from get-courier-data only. */
export const $courier = combine($order, $courierData, (order, courier): CourierView | null => {
  if (!order || !courier) return null;
  const name = courierName(courier);
  const phone = courier.phone_number;
  if (!name && !phone) return null;
  const placed = courier.latitude !== 0 || courier.longitude !== 0;
  return {
    name,
    phone,
    transport: courier.transport,
    lonLat: COURIER_STATES.has(order.state) && placed ? [courier.longitude, courier.latitude] : null,
  };
});

interface CourierProgress {
  /** Position (1-based, in route order) of the point the courier is heading to or standing at. */
  pointNumber: number;
  /** True when the courier is at that point, false while on the way to it. */
  atPoint: boolean;
  /** Minutes left, as get-point-data says; null when unknown. */
  etaMinutes: number | null;
}

/** Where the courier is along the route, from get-point-data; null outside the courier states. */
export const $progress = combine($order, $pointData, (order, data): CourierProgress | null => {
  if (!order || !data || data.group_id !== order.id || !COURIER_STATES.has(order.state)) return null;
  if (data.state !== 'pending' && data.state !== 'arrived') return null;
  const position = [...order.points].sort((a, b) => a.index - b.index).findIndex((p) => p.id === data.id);
  return {
    pointNumber: (position >= 0 ? position : data.index) + 1,
    atPoint: data.state === 'arrived',
    etaMinutes: data.eta_minutes,
  };
});
