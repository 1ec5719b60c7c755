import type { Point, PointAddress } from '@cabinet/shared';

/** A point with nothing filled in; `id` is its index in the route. */
export function createEmptyPoint(id: number): Point {
  return {
    id,
    ...(id === 0 ? { save: false } : {}),
    address: {
      street: '',
      entrance: '',
      floor: '',
      building: '',
      apartment: '',
      intercom: '',
      extra_info: '',
      longitude: null,
      latitude: null,
    },
    contact_info: { phone_number: '', contact_name: '' },
    geo_data: null,
  };
}

/** Ids follow positions; only the first point carries the save flag (§3). */
export function renumberPoints(points: Point[]): Point[] {
  return points.map((point, index) => {
    const { save, ...rest } = point;
    return index === 0 ? { ...rest, id: 0, save: save ?? false } : { ...rest, id: index };
  });
}

export const hasStreet = (point: Point | undefined): boolean => (point?.address.street.trim() ?? '') !== '';

export const hasCoordinates = (point: Point): boolean =>
  point.address.latitude !== null && point.address.longitude !== null;

/** §4: a route exists when the first two points both have a street. */
export const hasRoute = (points: Point[]): boolean => hasStreet(points[0]) && hasStreet(points[1]);

/** §4: more than two points is a multi-point order. */
export const isMultiPoint = (points: Point[]): boolean => points.length > 2;

/** Moves items to the order of `order` (indices into `items`). */
export function reorder<T>(items: T[], order: number[]): T[] {
  return order.map((index) => items[index]).filter((item): item is T => item !== undefined);
}

/** The address as one line: street and building. */
export function addressLine(point: Point): string {
  const { street, building } = point.address;
  return [street, building].filter((part) => part.trim() !== '').join(', ');
}

/** Fields that say where a point is: changing one of them makes it another place. */
const LOCATION_FIELDS = ['street', 'building', 'latitude', 'longitude'] as const;

/**
 * The point with some address fields changed. A saved address's id stays only while the point is
 * still that place: `addressId` sets it (a saved address was picked), and a change of street,
 * building or coordinates drops it.
 */
export function withAddress(point: Point, address: Partial<PointAddress>, addressId?: number | null): Point {
  const next = { ...point.address, ...address };
  const geo: [number, number] | null =
    next.longitude !== null && next.latitude !== null ? [next.longitude, next.latitude] : null;
  const { address_id: previousId, ...rest } = point;
  const moved = LOCATION_FIELDS.some((field) => field in address && address[field] !== point.address[field]);
  const id = addressId === undefined ? (moved ? null : (previousId ?? null)) : addressId;
  return { ...rest, address: next, geo_data: geo, ...(id === null ? {} : { address_id: id }) };
}
