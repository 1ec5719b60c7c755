import type { Point } from '@cabinet/shared';

import { hasCoordinates } from '../../../entities/point';

/** Coordinates of every point for the tariff call, or null while some point has none. */
export function tariffPoints(points: Point[]): Array<{ latitude: number; longitude: number }> | null {
  if (points.length < 2 || !points.every(hasCoordinates)) return null;
  return points.map((point) => ({
    latitude: point.address.latitude as number,
    longitude: point.address.longitude as number,
  }));
}

/** One string per set of coordinates in order: the rates belong to exactly these. */
export const coordinatesKey = (points: Point[]): string | null => {
  const coords = tariffPoints(points);
  return coords ? coords.map(({ latitude, longitude }) => `${latitude},${longitude}`).join(';') : null;
};
