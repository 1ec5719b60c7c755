import { createEffect, createEvent, createStore, sample } from 'effector';

import type { City, DeliveryZone } from '@cabinet/shared/contract';

import { fetchConfigs } from '../api/configs-api';

/** A map wants the zones; they are fetched once per page (a failure lets the next map try again). */
export const deliveryZonesRequested = createEvent();

export const fetchConfigsFx = createEffect(fetchConfigs);

// The zones are beyond the spec: a platform that does not send them leaves the maps without an outline.
export const $deliveryZones = createStore<DeliveryZone[]>([]).on(
  fetchConfigsFx.doneData,
  (_, configs) => configs.delivery_zones ?? [],
);
export const $companyCity = createStore<City | null>(null).on(
  fetchConfigsFx.doneData,
  (_, configs) => configs.company_city ?? null,
);
const $loaded = createStore(false).on(fetchConfigsFx.done, () => true);

sample({
  clock: deliveryZonesRequested,
  source: { loaded: $loaded, pending: fetchConfigsFx.pending },
  filter: ({ loaded, pending }) => !loaded && !pending,
  target: fetchConfigsFx,
});
