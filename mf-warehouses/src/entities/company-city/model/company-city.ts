import { createEffect, createEvent, createStore, sample } from 'effector';

import { signedOut } from '@cabinet/shared';
import type { City } from '@cabinet/shared/contract';

import { fetchConfigs } from '../api/configs-api';

/** A warehouse form wants the city whose streets the address search offers first. */
export const companyCityRequested = createEvent();

export const fetchConfigsFx = createEffect(fetchConfigs);

/** The company's city (beyond the spec, from configs/get); null until known or when it is not said. */
export const $companyCity = createStore<City | null>(null)
  .on(fetchConfigsFx.doneData, (_, configs) => configs.company_city ?? null)
  .reset(signedOut);

const $known = createStore(false)
  .on(fetchConfigsFx.done, () => true)
  .reset(signedOut);

// Asked for once per session; a failure (the pipeline keeps configs/get quiet) lets the next form try again.
sample({
  clock: companyCityRequested,
  source: { known: $known, pending: fetchConfigsFx.pending },
  filter: ({ known, pending }) => !known && !pending,
  target: fetchConfigsFx,
});
