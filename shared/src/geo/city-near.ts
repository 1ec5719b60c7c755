import type { DeliveryCity } from './geo-types';

/** City centres (the sandbox's delivery zones use the same) and how far from one still counts as in it. */
const CENTRES: Record<DeliveryCity, { latitude: number; longitude: number }> = {
  almaty: { latitude: 43.2389, longitude: 76.8897 },
  astana: { latitude: 51.1282, longitude: 71.4305 },
};
const NEAR_KM = 60;
const KM_PER_DEGREE = 111.2;

/** The delivery city within 60 km of a place (the city and its suburbs), or null. */
export function cityNear(latitude: number, longitude: number): DeliveryCity | null {
  for (const city of Object.keys(CENTRES) as DeliveryCity[]) {
    const centre = CENTRES[city];
    const north = (latitude - centre.latitude) * KM_PER_DEGREE;
    const east = (longitude - centre.longitude) * KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180);
    if (Math.hypot(north, east) <= NEAR_KM) return city;
  }
  return null;
}
