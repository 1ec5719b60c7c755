/** The city choice of §2 ("all Kazakhstan, Almaty, Astana"), as `update-geo-city` takes it (§7). */
export type GeoCity = 'all' | 'almaty' | 'astana';

/** A city the platform delivers in: what address search and the order form's map are scoped to. */
export type DeliveryCity = Exclude<GeoCity, 'all'>;

/** The choices in the order a selector lists them. */
export const GEO_CITIES: readonly GeoCity[] = ['all', 'almaty', 'astana'];

/** True for a value a selector, storage or the IP lookup may hand in that names one of the choices. */
export function isGeoCity(value: unknown): value is GeoCity {
  return typeof value === 'string' && (GEO_CITIES as readonly string[]).includes(value);
}

/** Where the browser (high or low accuracy) or the IP lookup placed the visitor (§1, §7). */
export interface GeoLocation {
  latitude: number;
  longitude: number;
  source: 'high-accuracy' | 'low-accuracy' | 'ip';
  /** The delivery city the place is in or near; null far from both. */
  city: DeliveryCity | null;
}
