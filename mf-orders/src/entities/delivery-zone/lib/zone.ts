import type { City, DeliveryZone, LonLat } from '@cabinet/shared/contract';

/** Ray casting: true when `[lon, lat]` lies inside the outline (vertices `[lon, lat]`). */
export function isInPolygon([lon, lat]: LonLat, polygon: readonly LonLat[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] as LonLat;
    const [xj, yj] = polygon[j] as LonLat;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * The zone to outline on a map: the one holding the first located point, else (no point yet, or
 * none inside a zone) the company's own city, else none.
 */
export function zoneFor(
  zones: readonly DeliveryZone[],
  points: readonly (LonLat | null)[],
  companyCity: City | null,
): DeliveryZone | null {
  for (const point of points) {
    if (!point) continue;
    const zone = zones.find((candidate) => isInPolygon(point, candidate.polygon));
    if (zone) return zone;
  }
  return zones.find((zone) => zone.city === companyCity) ?? null;
}
