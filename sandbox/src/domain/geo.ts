/** Distances, delivery zones and route optimisation. Coordinates are {lat, lon} in degrees. */
import type { City, DeliveryZone } from '../contract';

export interface LatLon {
  lat: number;
  lon: number;
}

const R_KM = 6371.0088;
const rad = (d: number): number => (d * Math.PI) / 180;

export function haversineKm(a: LatLon, b: LatLon): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * R_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function routeKm(points: readonly LatLon[]): number {
  let sum = 0;
  for (let i = 1; i < points.length; i++) sum += haversineKm(points[i - 1] as LatLon, points[i] as LatLon);
  return sum;
}

export const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Delivery zones: [lat, lon] polygon vertices (city limits, simplified). */
export const ZONES: Record<
  City,
  { name: string; nameKk: string; center: LatLon; polygon: Array<[number, number]> }
> = {
  almaty: {
    name: 'Алматы',
    nameKk: 'Алматы',
    center: { lat: 43.2389, lon: 76.8897 },
    polygon: [
      [43.365, 76.74],
      [43.37, 76.95],
      [43.33, 77.09],
      [43.2, 77.08],
      [43.14, 77.0],
      [43.15, 76.83],
      [43.2, 76.72],
      [43.29, 76.7],
    ],
  },
  astana: {
    name: 'Астана',
    nameKk: 'Астана',
    center: { lat: 51.1282, lon: 71.4305 },
    polygon: [
      [51.25, 71.3],
      [51.26, 71.5],
      [51.2, 71.62],
      [51.08, 71.62],
      [51.03, 71.5],
      [51.04, 71.32],
      [51.12, 71.26],
    ],
  },
};

/** The zones as the configs answer carries them: `[longitude, latitude]` vertices, named in `lang`. */
export function deliveryZones(lang: 'ru' | 'kk'): DeliveryZone[] {
  return (Object.keys(ZONES) as City[]).map((city) => ({
    city,
    name: lang === 'kk' ? ZONES[city].nameKk : ZONES[city].name,
    polygon: ZONES[city].polygon.map(([lat, lon]): [number, number] => [lon, lat]),
  }));
}

function inPolygon(p: LatLon, poly: Array<[number, number]>): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [yi, xi] = poly[i] as [number, number];
    const [yj, xj] = poly[j] as [number, number];
    if (yi > p.lat !== yj > p.lat && p.lon < ((xj - xi) * (p.lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function cityOf(p: LatLon): City | null {
  for (const city of Object.keys(ZONES) as City[]) {
    if (inPolygon(p, ZONES[city].polygon)) return city;
  }
  return null;
}

/**
 * Reorders the intermediate points to shorten the open route; the first and last points stay.
 * Nearest neighbour, then 2-opt until no improving move. Returns indices into `points`.
 */
export function optimiseOrder(points: readonly LatLon[]): number[] {
  const n = points.length;
  const identity = points.map((_, i) => i);
  if (n <= 3) return identity;
  const d = (i: number, j: number): number => haversineKm(points[i] as LatLon, points[j] as LatLon);
  const middle = identity.slice(1, n - 1);
  const order = [0];
  const left = new Set(middle);
  while (left.size > 0) {
    const last = order[order.length - 1] as number;
    let best = -1;
    let bestD = Infinity;
    for (const c of left) {
      const dc = d(last, c);
      if (dc < bestD) {
        bestD = dc;
        best = c;
      }
    }
    order.push(best);
    left.delete(best);
  }
  order.push(n - 1);
  let improved = true;
  let guard = 0;
  while (improved && guard++ < 200) {
    improved = false;
    for (let i = 1; i < n - 2; i++) {
      for (let k = i + 1; k < n - 1; k++) {
        const a = order[i - 1] as number;
        const b = order[i] as number;
        const c = order[k] as number;
        const e = order[k + 1] as number;
        if (d(a, c) + d(b, e) < d(a, b) + d(c, e) - 1e-9) {
          const rev = order.slice(i, k + 1).reverse();
          order.splice(i, rev.length, ...rev);
          improved = true;
        }
      }
    }
  }
  const length = (o: number[]): number => routeKm(o.map((i) => points[i] as LatLon));
  return length(order) <= length(identity) ? order : identity;
}

/** Point at fraction t (0..1) of the way along a polyline. */
export function alongRoute(points: readonly LatLon[], t: number): LatLon {
  const first = points[0] as LatLon;
  if (points.length < 2) return first;
  const total = routeKm(points);
  if (total === 0) return first;
  let target = Math.max(0, Math.min(1, t)) * total;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as LatLon;
    const b = points[i] as LatLon;
    const seg = haversineKm(a, b);
    if (target <= seg || i === points.length - 1) {
      const f = seg === 0 ? 1 : Math.min(1, target / seg);
      return { lat: a.lat + (b.lat - a.lat) * f, lon: a.lon + (b.lon - a.lon) * f };
    }
    target -= seg;
  }
  return points[points.length - 1] as LatLon;
}
