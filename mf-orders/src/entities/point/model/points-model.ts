import { createEvent, createStore, sample } from 'effector';

import type { Point, PointAddress, PointContact } from '@cabinet/shared';
import { MAX_POINTS } from '@cabinet/shared/contract';

import { createEmptyPoint, hasRoute, isMultiPoint, renumberPoints, reorder, withAddress } from '../lib/point';

/** The platform's limit of points in one order (the contract's: one source). */
export { MAX_POINTS };

/** The user added a point at the end of the route. */
export const pointAdded = createEvent();
/** The user removed the point at this index. */
export const pointRemoved = createEvent<number>();
/** Some address fields of one point changed. */
export const pointAddressChanged = createEvent<{ index: number; address: Partial<PointAddress> }>();
/** A saved address (with its id) or a branch (id null) was put into one point in one click. */
export const savedAddressPicked = createEvent<{
  index: number;
  address: Partial<PointAddress>;
  addressId: number | null;
}>();
/** Some contact fields of one point changed. */
export const pointContactChanged = createEvent<{ index: number; contact: Partial<PointContact> }>();
/** The first point's "save address" flag changed. */
export const pointSaveToggled = createEvent<boolean>();
/** The points moved to a new order (route optimisation): `order[i]` is the old index of the i-th point. */
export const pointsReordered = createEvent<number[]>();
/** A whole set of points arrived (restored draft, repeated order). */
export const pointsReplaced = createEvent<Point[]>();
/** The draft was cleared: back to two empty points. */
export const pointsReset = createEvent();

/** A removal that passed the checks (at least two points stay); tasks and items follow it. */
export const pointRemovalApplied = createEvent<number>();
/** An addition that passed the limit; tasks and items follow it. */
export const pointAdditionApplied = createEvent();

export const initialPoints = (): Point[] => [createEmptyPoint(0), createEmptyPoint(1)];

export const $points = createStore<Point[]>(initialPoints())
  .on(pointAdditionApplied, (points) => [...points, createEmptyPoint(points.length)])
  .on(pointRemovalApplied, (points, index) =>
    renumberPoints(points.filter((_, position) => position !== index)),
  )
  .on(pointAddressChanged, (points, { index, address }) =>
    points.map((point, position) => (position === index ? withAddress(point, address) : point)),
  )
  .on(savedAddressPicked, (points, { index, address, addressId }) =>
    points.map((point, position) => (position === index ? withAddress(point, address, addressId) : point)),
  )
  .on(pointContactChanged, (points, { index, contact }) =>
    points.map((point, position) =>
      position === index ? { ...point, contact_info: { ...point.contact_info, ...contact } } : point,
    ),
  )
  .on(pointSaveToggled, (points, save) =>
    points.map((point, position) => (position === 0 ? { ...point, save } : point)),
  )
  .on(pointsReordered, (points, order) =>
    order.length === points.length ? renumberPoints(reorder(points, order)) : points,
  )
  .on(pointsReplaced, (_, points) => renumberPoints(points.length >= 2 ? points : initialPoints()))
  .reset(pointsReset);

export const $pointCount = $points.map((points) => points.length);
export const $hasRoute = $points.map(hasRoute);
export const $isMultiPoint = $points.map(isMultiPoint);

sample({
  clock: pointAdded,
  source: $points,
  filter: (points) => points.length < MAX_POINTS,
  target: pointAdditionApplied,
});

sample({
  clock: pointRemoved,
  source: $points,
  filter: (points, index) => points.length > 2 && index >= 0 && index < points.length,
  fn: (_, index) => index,
  target: pointRemovalApplied,
});
