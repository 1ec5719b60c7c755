import { combine, createEvent, createStore } from 'effector';

import { signedOut } from '../session';
import { isGeoCity, type DeliveryCity, type GeoCity, type GeoLocation } from './geo-types';

/** Where this browser keeps the city the user chose, so that it is kept across reloads. */
export const GEO_CITY_STORAGE_KEY = 'cabinet.geo-city';

function readChosenCity(): GeoCity | null {
  try {
    const stored = localStorage.getItem(GEO_CITY_STORAGE_KEY);
    return isGeoCity(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The shell asks once a signed-in page is up (§1); start-up never waits for the answer. */
export const locationRequested = createEvent();
/** The browser or the IP lookup told where the visitor is. */
export const geoLocated = createEvent<GeoLocation>();
/** The user picked a city (the header's or the phone menu's selector). */
export const geoCityChosen = createEvent<GeoCity>();
/** The choice in force changed: a pick, or the previous one back after the platform refused it. */
export const chosenGeoCitySet = createEvent<GeoCity | null>();

/** Where the visitor is, once known; null until then, or when nothing could tell. */
export const $geoLocation = createStore<GeoLocation | null>(null).on(geoLocated, (_, location) => location);

/** The city the user chose, kept across reloads; null while they never chose one. */
export const $chosenGeoCity = createStore<GeoCity | null>(readChosenCity())
  .on(chosenGeoCitySet, (_, city) => city)
  .reset(signedOut);

/**
 * The city every screen works in: the user's choice, else the one the location is in (preselected),
 * else all Kazakhstan.
 */
export const $geoCity = combine(
  $chosenGeoCity,
  $geoLocation,
  (chosen, location): GeoCity => chosen ?? location?.city ?? 'all',
);

/** The `city` of an address search and of the order form's map: none for all Kazakhstan. */
export const $geoSearchCity = $geoCity.map((city): DeliveryCity | null => (city === 'all' ? null : city));

/**
 * The effects behind these units (the location lookup, `update-geo-city`, keeping the choice), which
 * only a signed-in page needs: the shell loads them with its session gate, so /login never does.
 */
export const loadGeoEffects = () => import(/* webpackChunkName: "geo-effects" */ './geo-effects');
