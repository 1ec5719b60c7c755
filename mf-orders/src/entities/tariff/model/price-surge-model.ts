import { createStore, sample } from 'effector';

import type { RatesResponse, Tariff } from '@cabinet/shared/contract';

import {
  $priceChecking,
  $ratesKey,
  $requestedKey,
  $selectedTariff,
  priceCheckFx,
  priceCheckRequested,
  pricesConfirmed,
  ratesReceived,
  ratesRefreshed,
  ratesReset,
  surgeAccepted,
  surgeDeclined,
  tariffSelected,
  tariffsRequested,
  type PriceCheckReason,
} from './tariffs-model';

// §8 price surge: the same route asked again; a higher price stops and asks the user. A file of its
// own, so that the order form's steps evaluate it apart from the tariffs (decision 0015).

/** §8 price surge: the selected tariff costs more now than the price the user saw. */
interface SurgeOffer {
  key: string;
  rates: RatesResponse;
  /** The same transport at its new price (a new quote id). */
  tariff: Tariff;
  previousPrice: number;
  reason: PriceCheckReason;
}

/** The surge offer on screen, or null. */
export const $surgeOffer = createStore<SurgeOffer | null>(null);
/** Whether the surge notice is on screen. */
export const $priceSurge = $surgeOffer.map((offer) => offer !== null);
/** The price the user chose to wait out: an old quote's check does not ask again for it. */
const $declinedPrice = createStore<number | null>(null).reset(ratesReceived, ratesReset, pricesConfirmed);

const offerDeclined = sample({
  clock: surgeDeclined,
  source: $surgeOffer,
  filter: (offer): offer is SurgeOffer => offer !== null,
});
sample({ clock: offerDeclined, fn: (offer) => offer.tariff.price, target: $declinedPrice });

sample({
  clock: priceCheckRequested,
  source: $priceChecking,
  filter: (checking) => !checking,
  fn: (_, check) => check,
  target: priceCheckFx,
});

interface CheckResult {
  key: string;
  rates: RatesResponse;
  reason: PriceCheckReason;
  previous: Tariff | null;
  /** The previously selected transport in the new answer (null when it is no longer offered). */
  same: Tariff | null;
  declined: number | null;
}

const checkAnswered = sample({
  clock: priceCheckFx.done,
  source: {
    ratesKey: $ratesKey,
    requested: $requestedKey,
    previous: $selectedTariff,
    declined: $declinedPrice,
  },
  // An answer for a route that is no longer on screen says nothing about the prices the user saw.
  filter: ({ ratesKey, requested }, { params }) =>
    ratesKey === params.query.key && requested === params.query.key,
  fn: ({ previous, declined }, { params, result }): CheckResult => ({
    key: params.query.key,
    rates: result,
    reason: params.reason,
    previous,
    same: previous
      ? (result.tariffs.find((tariff) => tariff.transport === previous.transport && !tariff.is_unavailable) ??
        null)
      : null,
    declined,
  }),
});

const rose = ({ previous, same }: CheckResult): boolean =>
  previous !== null && same !== null && same.price > previous.price;

sample({
  clock: checkAnswered,
  filter: (result) =>
    rose(result) &&
    (result.reason === 'submit' || result.declined === null || (result.same?.price ?? 0) > result.declined),
  fn: ({ key, rates, reason, previous, same }): SurgeOffer => ({
    key,
    rates,
    reason,
    tariff: same as Tariff,
    previousPrice: previous?.price ?? 0,
  }),
  target: $surgeOffer,
});

const notDearer = sample({ clock: checkAnswered, filter: (result) => !rose(result) });
sample({ clock: notDearer, fn: ({ key, rates }) => ({ key, rates }), target: ratesRefreshed });
sample({
  clock: notDearer,
  filter: ({ same }) => same !== null,
  fn: ({ reason, same }) => ({ reason, tariff: same as Tariff }),
  target: pricesConfirmed,
});

/**
 * The check found the chosen transport no longer offered: the order was not sent, another tariff is
 * selected, and the user is told why before ordering again.
 */
export const $withdrawnTariff = createStore<Tariff | null>(null);
sample({
  clock: notDearer,
  filter: ({ previous, same }) => previous !== null && same === null,
  fn: ({ previous }) => previous as Tariff,
  target: $withdrawnTariff,
});
$withdrawnTariff.reset(priceCheckRequested, tariffSelected, tariffsRequested, ratesReset);

const offerAccepted = sample({
  clock: surgeAccepted,
  source: $surgeOffer,
  filter: (offer): offer is SurgeOffer => offer !== null,
});
sample({ clock: offerAccepted, fn: ({ key, rates }) => ({ key, rates }), target: ratesRefreshed });
sample({
  clock: offerAccepted,
  fn: ({ tariff }) => ({ reason: 'submit' as const, tariff }),
  target: pricesConfirmed,
});

// Reset by the events derived from the buttons: a sample reads a store after its own clock's updates.
$surgeOffer.reset(
  offerAccepted,
  offerDeclined,
  priceCheckRequested,
  ratesReceived,
  ratesReset,
  tariffsRequested,
  tariffSelected,
);
