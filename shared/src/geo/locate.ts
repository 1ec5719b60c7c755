import { GEOLOCATION, isGeoCity, type GeoLocation } from '@cabinet/shared';

import { cityNear } from './city-near';

/** What the lookup needs from the page; tests hand in their own. */
export interface LocateDeps {
  /** The browser's geolocation; absent in browsers (or frames) that offer none. */
  geolocation: Geolocation | undefined;
  fetch: typeof fetch;
  /** The IP lookup of config.json (`geoIpUrl`); null skips it. */
  geoIpUrl: string | null;
}

/**
 * One question to the browser (§9: a cached position up to 25 s old will do, 25 s at most). The
 * browser's own timeout starts only once the visitor has answered its permission prompt, so a prompt
 * left open is bounded here too. Any failure, a refusal included, is null: the next step is tried.
 */
function askBrowser(geolocation: Geolocation, highAccuracy: boolean): Promise<GeoLocation | null> {
  return new Promise((resolve) => {
    const giveUp = setTimeout(() => resolve(null), GEOLOCATION.timeoutMs);
    geolocation.getCurrentPosition(
      ({ coords }) => {
        clearTimeout(giveUp);
        resolve({
          latitude: coords.latitude,
          longitude: coords.longitude,
          source: highAccuracy ? 'high-accuracy' : 'low-accuracy',
          city: cityNear(coords.latitude, coords.longitude),
        });
      },
      () => {
        clearTimeout(giveUp);
        resolve(null);
      },
      {
        enableHighAccuracy: highAccuracy,
        maximumAge: GEOLOCATION.maximumAgeMs,
        timeout: GEOLOCATION.timeoutMs,
      },
    );
  });
}

/** The IP lookup (§7, a GET to a third party): `{latitude, longitude, city_id?}`; 25 s at most. */
async function askIpLookup(url: string, request: typeof fetch): Promise<GeoLocation | null> {
  const controller = new AbortController();
  const giveUp = setTimeout(() => controller.abort(), GEOLOCATION.timeoutMs);
  try {
    const response = await request(url, { signal: controller.signal, credentials: 'omit' });
    if (!response.ok) return null;
    const body = (await response.json()) as { latitude?: unknown; longitude?: unknown; city_id?: unknown };
    const { latitude, longitude, city_id: cityId } = body;
    if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
    return {
      latitude,
      longitude,
      source: 'ip',
      city: isGeoCity(cityId) && cityId !== 'all' ? cityId : cityNear(latitude, longitude),
    };
  } catch {
    return null;
  } finally {
    clearTimeout(giveUp);
  }
}

/**
 * Where the visitor is (§1, §9): the browser with high accuracy, then with low accuracy, then the IP
 * lookup. Null when none of them answers; a refusal is silent (nothing is shown, nothing reported).
 */
export async function locate({
  geolocation,
  fetch: request,
  geoIpUrl,
}: LocateDeps): Promise<GeoLocation | null> {
  if (geolocation) {
    const located = (await askBrowser(geolocation, true)) ?? (await askBrowser(geolocation, false));
    if (located) return located;
  }
  return geoIpUrl ? askIpLookup(geoIpUrl, request) : null;
}
