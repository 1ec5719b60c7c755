import { createEffect, createEvent, createStore, sample } from 'effector';

import {
  customErrorRaised,
  describeCustomError,
  describeFailure,
  i18n,
  type ErrorTexts,
} from '@cabinet/shared';
import {
  readPlatformFailure,
  type RatesResponse,
  type Tariff,
  type Transport,
} from '@cabinet/shared/contract';
import { platformRequest } from '@cabinet/shared/http';

import { NAMESPACE } from '../../../shared/i18n';
import { pickTariff, sortTariffs } from '../lib/tariffs';

export const TARIFFS_URL = '/rocket/v0/deliveries/orders/tariffs';

/** The platform's code for a route longer than the saved address of its first point allows. */
export const MAX_DISTANCE_CODE = 'MAX_DISTANCE_EXCEEDED';

/** After this long a shown quote is asked again before anyone relies on its price. */
export const QUOTE_FRESH_MS = 60_000;

export interface TariffsQuery {
  /** The route the answer belongs to, as one string (stale answers are dropped). */
  key: string;
  points: Array<{ latitude: number; longitude: number }>;
  optimize: boolean;
  /** The saved address of the first point: the platform checks its max_order_distance (§5). */
  addressId?: number | null;
}

/** Why prices are asked again for the same route: an order is being sent, or the shown quote got old. */
export type PriceCheckReason = 'submit' | 'stale';

export interface PriceCheck {
  query: TariffsQuery;
  reason: PriceCheckReason;
}

const requestTariffs = ({ points, optimize, addressId }: TariffsQuery): Promise<RatesResponse> =>
  platformRequest<RatesResponse>({
    method: 'post',
    url: TARIFFS_URL,
    data: { points, optimize_trip: optimize, ...(addressId ? { address_id: addressId } : {}) },
  });

/** POST tariffs; §5: optimize_trip true asks for an optimised variant. */
export const fetchTariffsFx = createEffect(requestTariffs);
/** The same call for a route whose tariffs are already shown: only prices and quote ids may change. */
export const priceCheckFx = createEffect((check: PriceCheck) => requestTariffs(check.query));
/** When a quote arrived (its age decides whether it is checked again). */
export const readNowFx = createEffect(() => Date.now());

/** Tariffs are wanted for these coordinates. */
export const tariffsRequested = createEvent<TariffsQuery>();
/** The user chose a tariff card. */
export const tariffSelected = createEvent<number>();
/** Fresh rates for `key` (from the server, or the applied optimised variant). */
export const ratesReceived = createEvent<{ key: string; rates: RatesResponse }>();
/** New quotes for the route already shown (a price check): prices and ids change, the route does not. */
export const ratesRefreshed = createEvent<{ key: string; rates: RatesResponse }>();
/** Rates and selection are restored from a draft. */
export const ratesRestored = createEvent<{ rates: RatesResponse | null; selected: Tariff | null }>();
/** The user applied the optimised route: its variant becomes the rates of the reordered points. */
export const optimisedVariantApplied = createEvent<string>();
/** Back to no rates (draft cleared or the route is gone). */
export const ratesReset = createEvent();
/** Check the prices of the shown route again (before an order, or because the quote got old). */
export const priceCheckRequested = createEvent<PriceCheck>();
/** The check found the selected tariff at no higher price: it is selected with its fresh quote. */
export const pricesConfirmed = createEvent<{ reason: PriceCheckReason; tariff: Tariff }>();
/** §8: the user agreed to call a courier at the new price. */
export const surgeAccepted = createEvent();
/** §8: the user prefers to wait; the draft stays as it is. */
export const surgeDeclined = createEvent();
/** The draft was started over: the transport the user chose goes with it. */
export const tariffPreferenceCleared = createEvent();
/** The tariffs could not be loaded (no answer, 5xx): ask again for the same route. */
export const tariffsRetried = createEvent();

/** The coordinates key of the latest request. */
export const $requestedKey = createStore<string | null>(null)
  .on(tariffsRequested, (_, { key }) => key)
  // The applied optimised variant is the answer for the reordered route: nothing else is awaited.
  .on(optimisedVariantApplied, (_, key) => key)
  .reset(ratesReset);

/** The coordinates key the current rates belong to. */
export const $ratesKey = createStore<string | null>(null)
  .on(ratesReceived, (_, { key }) => key)
  .on(ratesRefreshed, (_, { key }) => key)
  .on(optimisedVariantApplied, (_, key) => key)
  .reset(ratesReset);

const sorted = (rates: RatesResponse): RatesResponse => ({ ...rates, tariffs: sortTariffs(rates.tariffs) });

/** Rates with tariffs sorted (§4). */
export const $rates = createStore<RatesResponse | null>(null)
  .on(ratesReceived, (_, { rates }) => sorted(rates))
  .on(ratesRefreshed, (_, { rates }) => sorted(rates))
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
  .on(pricesConfirmed, (_, { tariff }) => tariff)
  .reset(ratesReset);

/**
 * The transport the user chose. Editing the route clears the rates and the selection; this stays,
 * so the new route's rates select it again (§4 "the previously selected tariff is kept"). Only a new
 * choice and starting the draft over change it.
 */
const $preferredTransport = createStore<Transport | null>(null)
  .on(ratesRestored, (preferred, { selected }) => selected?.transport ?? preferred)
  .reset(tariffPreferenceCleared);

// §4: after new rates the previous selection is kept if still offered, else the first is chosen.
sample({
  clock: ratesReceived,
  source: { previous: $selectedTariff, preferred: $preferredTransport, rates: $rates },
  fn: ({ previous, preferred, rates }) => (rates ? pickTariff(rates.tariffs, previous, preferred) : null),
  target: $selectedTariff,
});
// A price check or the applied optimisation: the same route, so the selected transport stays.
sample({
  clock: [ratesRefreshed, optimisedVariantApplied],
  source: { previous: $selectedTariff, rates: $rates },
  fn: ({ previous, rates }) => (rates ? pickTariff(rates.tariffs, previous) : null),
  target: $selectedTariff,
});

const tariffChosen = sample({
  clock: tariffSelected,
  source: $rates,
  fn: (rates, id) => rates?.tariffs.find((tariff) => tariff.id === id && !tariff.is_unavailable) ?? null,
}).filter({ fn: (tariff): tariff is Tariff => tariff !== null });
sample({ clock: tariffChosen, target: $selectedTariff });
sample({ clock: tariffChosen, fn: (tariff) => tariff.transport, target: $preferredTransport });

/** §4: the delivery price follows the selected tariff. */
export const $deliveryPrice = $selectedTariff.map((tariff) => tariff?.price ?? 0);

/** Applied is false until the optimised route is applied (a price check of it keeps it applied). */
export const $optimisationApplied = createStore(false)
  .on(optimisedVariantApplied, () => true)
  .on(ratesReceived, () => false)
  .reset(ratesReset);

/** When the shown rates were quoted (ms since the epoch); null before any. */
export const $quotedAt = createStore<number | null>(null)
  .on(readNowFx.doneData, (_, now) => now)
  .reset(ratesReset, ratesRestored);
sample({ clock: [ratesReceived, ratesRefreshed], target: readNowFx });

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
export const $priceChecking = priceCheckFx.pending;

/** Why the tariffs are not shown: the platform refused the route (400), or they could not be loaded. */
interface TariffsFailure extends ErrorTexts {
  /** No answer, a timeout or a server error: asking again may help (a refusal needs another route). */
  retryable: boolean;
}

/** What the screen says about a failed tariff call; the max-distance answer is §8's custom error. */
function tariffsFailureOf(error: unknown): TariffsFailure {
  const { status, code, message, timedOut } = readPlatformFailure(error);
  if (status === 400) {
    if (code === MAX_DISTANCE_CODE) return { ...describeCustomError('max-distance-order'), retryable: false };
    const texts = describeFailure({
      url: TARIFFS_URL,
      method: 'POST',
      status: 400,
      code,
      message,
      timedOut: false,
      noResponse: false,
    });
    return { ...texts, retryable: false };
  }
  let reason: string;
  if (timedOut) reason = i18n.t('errors.client.timeoutTitle');
  else if (status === null) reason = i18n.t('errors.client.network');
  else if (status >= 500) reason = i18n.t('errors.client.serverTitle');
  else
    reason = describeFailure({
      url: TARIFFS_URL,
      method: 'POST',
      status,
      code,
      message,
      timedOut: false,
      noResponse: false,
    }).title;
  return {
    title: i18n.t('orderForm.tariffsLoadFailedTitle', { ns: NAMESPACE }),
    text: reason,
    retryable: true,
  };
}

/** A failure of the tariff call for the route last asked for (an older route's failure says nothing). */
const currentRouteFailed = sample({
  clock: fetchTariffsFx.fail,
  source: $requestedKey,
  filter: (key, { params }) => key === params.key,
  fn: (_, { error }) => error,
});

/** A failure of a price check of the route on screen. */
const shownRouteCheckFailed = sample({
  clock: priceCheckFx.fail,
  source: { ratesKey: $ratesKey, requested: $requestedKey },
  filter: ({ ratesKey, requested }, { params }) =>
    ratesKey === params.query.key && requested === params.query.key,
  fn: (_, { params, error }) => ({ reason: params.reason, error }),
});

/** Why the current route has no tariffs on screen (a refusal, or a failure to load with a retry). */
export const $tariffsFailure = createStore<TariffsFailure | null>(null)
  .on(currentRouteFailed, (_, error) => tariffsFailureOf(error))
  // Before an order the submit panel shows what the check answered; an old quote's check shows here.
  // (a background check that got no answer leaves the shown rates alone).
  .on(shownRouteCheckFailed, (current, { reason, error }) =>
    reason === 'stale' && readPlatformFailure(error).status === 400 ? tariffsFailureOf(error) : current,
  )
  .reset(tariffsRequested, ratesReset, ratesReceived, ratesRefreshed, optimisedVariantApplied);

// §8: the saved address's maximum distance is a custom error, reported with the tariff call's history.
sample({
  clock: [currentRouteFailed, shownRouteCheckFailed.map(({ error }) => error)],
  filter: (error) => readPlatformFailure(error).code === MAX_DISTANCE_CODE,
  fn: () => ({ kind: 'max-distance-order' as const, relatedUrl: TARIFFS_URL }),
  target: customErrorRaised,
});

/** The last tariff call, asked again by a retry. */
const $lastQuery = createStore<TariffsQuery | null>(null)
  .on(tariffsRequested, (_, query) => query)
  .reset(ratesReset);

sample({
  clock: tariffsRetried,
  source: { query: $lastQuery, failure: $tariffsFailure, loading: fetchTariffsFx.pending },
  filter: ({ query, failure, loading }) => query !== null && failure?.retryable === true && !loading,
  fn: ({ query }) => query as TariffsQuery,
  target: tariffsRequested,
});
