import { createEffect, createStore, sample } from 'effector';

// This module is a chunk of its own, loaded after start-up: it reaches the core by the package name,
// like a secondary entry point (decision 0002), so the core's modules stay one concatenated module.
import {
  $chosenGeoCity,
  $runtimeConfig,
  GEO_CITY_STORAGE_KEY,
  chosenGeoCitySet,
  geoCityChosen,
  geoLocated,
  locationRequested,
  signedOut,
  type GeoCity,
  type GeoLocation,
} from '@cabinet/shared';

import { locate } from './locate';

/** PATCH body `{city}` (§7): the company's city, which the platform scopes its answers to. */
export const UPDATE_GEO_CITY_URL = '/rocket/v0/business/update-geo-city/';

/** The lookup of §1 and §9: high accuracy, low accuracy, then the IP lookup of config.json. */
export const locateFx = createEffect((geoIpUrl: string | null): Promise<GeoLocation | null> =>
  locate({ geolocation: navigator.geolocation, fetch: (input, init) => fetch(input, init), geoIpUrl }),
);

/** Tells the platform the company's city (§7); `previous` comes back if it refuses. */
export const updateGeoCityFx = createEffect(async ({ city }: { city: GeoCity; previous: GeoCity | null }) => {
  const { platformRequest } = await import('@cabinet/shared/http');
  await platformRequest({ method: 'patch', url: UPDATE_GEO_CITY_URL, data: { city } });
});

/** Keeps (or, on sign-out, forgets) the choice in this browser. */
export const keepChosenCityFx = createEffect((city: GeoCity | null) => {
  try {
    if (city) localStorage.setItem(GEO_CITY_STORAGE_KEY, city);
    else localStorage.removeItem(GEO_CITY_STORAGE_KEY);
  } catch {
    // Private mode or a full quota: the choice still holds for this visit.
  }
});

/** The location is asked for once per page load. */
export const $locationAsked = createStore(false).on(locateFx, () => true);

sample({
  clock: locationRequested,
  source: { config: $runtimeConfig, asked: $locationAsked },
  filter: ({ config, asked }) => config !== null && !asked,
  fn: ({ config }) => config?.geoIpUrl ?? null,
  target: locateFx,
});
// Nothing found (everything refused or silent) changes nothing, and shows nothing.
sample({
  clock: locateFx.doneData,
  filter: (location): location is GeoLocation => location !== null,
  target: geoLocated,
});

// A pick applies at once; the platform is told; a refusal brings the previous choice back.
sample({
  clock: geoCityChosen,
  source: $chosenGeoCity,
  fn: (previous, city) => ({ city, previous }),
  target: updateGeoCityFx,
});
sample({ clock: updateGeoCityFx, fn: ({ city }) => city, target: chosenGeoCitySet });
sample({
  clock: updateGeoCityFx.fail,
  source: $chosenGeoCity,
  filter: (current, { params }) => current === params.city,
  fn: (_, { params }) => params.previous,
  target: chosenGeoCitySet,
});
sample({ clock: updateGeoCityFx.done, fn: ({ params }) => params.city, target: keepChosenCityFx });
sample({ clock: signedOut, fn: () => null, target: keepChosenCityFx });
