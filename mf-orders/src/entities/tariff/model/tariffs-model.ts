import { createEffect, createEvent, createStore, sample } from 'effector';

import { customErrorRaised, describeFailure, type ErrorTexts } from '@cabinet/shared';
import type { RatesResponse, Tariff } from '@cabinet/shared/contract';
import { platformRequest } from '@cabinet/shared/http';

import { pickTariff, sortTariffs } from '../lib/tariffs';

export const TARIFFS_URL = '/rocket/v0/deliveries/orders/tariffs';

export interface TariffsQuery {
  /** The coordinates the answer belongs to, as one string (stale answers are dropped). */
  key: string;
  points: Array<{ latitude: number; longitude: number }>;
  optimize: boolean;
}

/** POST tariffs; §5: optimize_trip true asks for an optimised variant. */
export const fetchTariffsFx = createEffect(({ points, optimize }: TariffsQuery): Promise<RatesResponse> =>
  platformRequest<RatesResponse>({
    method: 'post',
    url: TARIFFS_URL,
    data: { points, optimize_trip: optimize },
  }),
);

/** Tariffs are wanted for these coordinates. */
export const tariffsRequested = createEvent<TariffsQuery>();
/** The user chose a tariff card. */
export const tariffSelected = createEvent<number>();
/** Fresh rates for `key` (from the server, or the applied optimised variant). */
export const ratesReceived = createEvent<{ key: string; rates: RatesResponse }>();
/** Rates and selection are restored from a draft. */
export const ratesRestored = createEvent<{ rates: RatesResponse | null; selected: Tariff | null }>();
/** The user applied the optimised route: its variant becomes the rates of the reordered points. */
export const optimisedVariantApplied = createEvent<string>();
/** Back to no rates (draft cleared or the route is gone). */
export const ratesReset = createEvent();
/** The user saw the surge notice. */
export const priceSurgeDismissed = createEvent();

/** The coordinates key of the latest request. */
export const $requestedKey = createStore<string | null>(null)
  .on(tariffsRequested, (_, { key }) => key)
  .reset(ratesReset);

/** The coordinates key the current rates belong to. */
export const $ratesKey = createStore<string | null>(null)
  .on(ratesReceived, (_, { key }) => key)
  .on(optimisedVariantApplied, (_, key) => key)
  .reset(ratesReset);

/** Rates with tariffs sorted (§4). */
export const $rates = createStore<RatesResponse | null>(null)
  .on(ratesReceived, (_, { rates }) => ({ ...rates, tariffs: sortTariffs(rates.tariffs) }))
  .on(ratesRestored, (_, { rates }) => rates)
  .on(optimisedVariantApplied, (rates) =>
    rates?.optimized
      ? {
          tariffs: sortTariffs(rates.optimized.tariffs),
          distance: rates.optimized.distance,
          waypoints: rates.optimized.waypoints,
          optimized: null,
        }
      : rates,
  )
  .reset(ratesReset);

export const $selectedTariff = createStore<Tariff | null>(null)
  .on(ratesRestored, (_, { selected }) => selected)
  .reset(ratesReset);

/** The selection after new rates, and whether the kept tariff got dearer (§8 price surge). */
const selectionComputed = sample({
  clock: ratesReceived,
  source: { previous: $selectedTariff, rates: $rates },
  fn: ({ previous, rates }) => {
    const next = rates ? pickTariff(rates.tariffs, previous) : null;
    const surge = Boolean(
      previous && next && next.transport === previous.transport && next.price > previous.price,
    );
    return { next, surge };
  },
});
$selectedTariff.on(selectionComputed, (_, { next }) => next);

sample({
  clock: optimisedVariantApplied,
  source: { previous: $selectedTariff, rates: $rates },
  fn: ({ previous, rates }) => (rates ? pickTariff(rates.tariffs, previous) : null),
  target: $selectedTariff,
});

sample({
  clock: tariffSelected,
  source: $rates,
  fn: (rates, id) => rates?.tariffs.find((tariff) => tariff.id === id && !tariff.is_unavailable) ?? null,
  filter: (rates, id) => Boolean(rates?.tariffs.some((tariff) => tariff.id === id && !tariff.is_unavailable)),
  target: $selectedTariff,
});

/** §4: the delivery price follows the selected tariff. */
export const $deliveryPrice = $selectedTariff.map((tariff) => tariff?.price ?? 0);

/** Applied is false until the optimised route is applied. */
export const $optimisationApplied = createStore(false)
  .on(optimisedVariantApplied, () => true)
  .on(ratesReceived, () => false)
  .reset(ratesReset);

/** §8: the delivery price has risen since it was shown. */
export const $priceSurge = createStore(false)
  .on(selectionComputed, (surge, next) => next.surge || surge)
  .on(priceSurgeDismissed, () => false)
  .reset(ratesReset);

sample({ clock: tariffsRequested, target: fetchTariffsFx });

sample({
  clock: fetchTariffsFx.done,
  source: $requestedKey,
  filter: (key, { params }) => key === params.key,
  fn: (_, { params, result }) => ({ key: params.key, rates: result }),
  target: ratesReceived,
});

sample({
  clock: ratesReceived,
  filter: ({ rates }) => !rates.tariffs.some((tariff) => !tariff.is_unavailable),
  fn: () => ({ kind: 'no-tariffs' as const, relatedUrl: TARIFFS_URL }),
  target: customErrorRaised,
});

export const $tariffsLoading = fetchTariffsFx.pending;

/** A 400 answer of the tariff call (points in two cities, outside the zone, city closed…), for the screen. */
export const $tariffsFailure = createStore<ErrorTexts | null>(null)
  .on(fetchTariffsFx.failData, (_, error) => {
    const response = (
      error as { response?: { status?: number; data?: { detail?: { code?: unknown; message?: unknown } } } }
    ).response;
    if (response?.status !== 400) return null;
    const detail = response.data?.detail;
    return describeFailure({
      url: TARIFFS_URL,
      method: 'POST',
      status: 400,
      code: typeof detail?.code === 'string' ? detail.code : null,
      message: typeof detail?.message === 'string' ? detail.message : null,
      timedOut: false,
      noResponse: false,
    });
  })
  .reset(tariffsRequested, ratesReset);
