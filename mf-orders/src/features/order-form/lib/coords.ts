import type { Point } from '@cabinet/shared';

import { hasCoordinates } from '../../../entities/point';
import type { TariffsQuery } from '../../../entities/tariff';

/** Coordinates of every point for the tariff call, or null while some point has none. */
function tariffPoints(points: Point[]): Array<{ latitude: number; longitude: number }> | null {
  if (points.length < 2 || !points.every(hasCoordinates)) return null;
  return points.map((point) => ({
    latitude: point.address.latitude as number,
    longitude: point.address.longitude as number,
  }));
}

/**
 * One string per route: the coordinates in order, and the saved address the first point was picked
 * from (the platform checks its maximum distance). The rates belong to exactly this.
 */
export const coordinatesKey = (points: Point[]): string | null => {
  const coords = tariffPoints(points);
  if (!coords) return null;
  const route = coords.map(({ latitude, longitude }) => `${latitude},${longitude}`).join(';');
  const addressId = points[0]?.address_id;
  return addressId ? `${route}#${addressId}` : route;
};

/** The tariff call for these points, or null while some point has no coordinates. */
export function tariffsQueryOf(points: Point[], optimize: boolean): TariffsQuery | null {
  const key = coordinatesKey(points);
  const coords = tariffPoints(points);
  if (key === null || coords === null) return null;
  return { key, points: coords, optimize, addressId: points[0]?.address_id ?? null };
}
