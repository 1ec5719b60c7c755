import { combine, createEvent, sample } from 'effector';

import { $isMultiPoint, $points, pointsReordered, reorder } from '../../../entities/point';
import {
  $optimisationApplied,
  $priceChecking,
  $quotedAt,
  $rates,
  $ratesKey,
  $requestedKey,
  $selectedTariff,
  $surgeOffer,
  QUOTE_FRESH_MS,
  optimisedVariantApplied,
  priceCheckRequested,
  ratesReset,
  tariffsRequested,
  optimisationProfit,
  optimisedPrice,
  type PriceCheck,
  type PriceCheckReason,
  type TariffsQuery,
} from '../../../entities/tariff';
import { coordinatesKey, tariffsQueryOf } from '../lib/coords';
import { clockTicked } from './details-model';
import { draftRestoreRequested } from './draft-model';

// The route's prices (§4, §8): tariffs asked for as the points change, a quote checked again before
// an order or when it is old, and the optimised order of a multi-point route. A file of its own, so
// that the form's steps evaluate it apart from the draft (decision 0015).

/** The user applied the optimised route. */
export const optimisationApplied = createEvent();

/** The coordinates of every point, as the key rates belong to; null while some point has none. */
export const $coordinatesKey = $points.map(coordinatesKey);

/** Rates belong to the current points (not to an older set of coordinates). */
export const $ratesFresh = combine(
  $coordinatesKey,
  $ratesKey,
  (key, ratesKey) => key !== null && key === ratesKey,
);

const isQuery = (query: TariffsQuery | null): query is TariffsQuery => query !== null;

// Fresh tariffs whenever the route changes; multi-point asks for the optimised variant (§4). A route
// whose rates are shown is asked again only when another route was asked for since (changed and
// changed back before the answer): that other answer would otherwise replace them.
const routeChanged = sample({
  clock: [$coordinatesKey, draftRestoreRequested],
  source: {
    key: $coordinatesKey,
    requested: $requestedKey,
    points: $points,
    multi: $isMultiPoint,
  },
  filter: ({ key, requested }) => key !== null && key !== requested,
  fn: ({ points, multi }) => tariffsQueryOf(points, multi),
});
sample({ clock: routeChanged, filter: isQuery, target: tariffsRequested });

/** Check the prices of the route on screen again (§8 surge): before an order is sent, or for an old quote. */
export const routePriceCheckRequested = createEvent<PriceCheckReason>();

const routeChecked = sample({
  clock: routePriceCheckRequested,
  source: { points: $points, multi: $isMultiPoint, applied: $optimisationApplied, fresh: $ratesFresh },
  filter: ({ fresh }) => fresh,
  // An applied optimisation is already the order of the points: only its prices are asked again.
  fn: ({ points, multi, applied }, reason) => ({ query: tariffsQueryOf(points, multi && !applied), reason }),
});
sample({
  clock: routeChecked,
  filter: (check): check is PriceCheck => check.query !== null,
  target: priceCheckRequested,
});

// §8: a quote shown for longer than a minute is asked again, so a price rise shows before the order.
sample({
  clock: clockTicked,
  source: { quotedAt: $quotedAt, fresh: $ratesFresh, offer: $surgeOffer, checking: $priceChecking },
  filter: ({ quotedAt, fresh, offer, checking }, now) =>
    fresh && offer === null && !checking && quotedAt !== null && now.getTime() - quotedAt >= QUOTE_FRESH_MS,
  fn: (): PriceCheckReason => 'stale',
  target: routePriceCheckRequested,
});

sample({
  clock: $coordinatesKey,
  filter: (key) => key === null,
  target: ratesReset,
});

/** §4: profit = selected price minus the optimised price of the same tariff, or 0. */
export const $optimisationProfit = combine($selectedTariff, $rates, (selected, rates) =>
  optimisationProfit(selected, rates?.optimized ?? null),
);

/** The optimised route's price for the selected transport (null when it offers none). */
export const $optimisedPrice = combine($selectedTariff, $rates, (selected, rates) =>
  optimisedPrice(selected, rates?.optimized ?? null),
);

/** The optimised route's length in km, when the answer has one. */
export const $optimisedDistance = $rates.map((rates) => rates?.optimized?.distance ?? null);

/** The optimised order differs from the current one. */
export const $canOptimise = $rates.map((rates) => {
  const order = rates?.optimized?.order;
  return Boolean(order && order.some((index, position) => index !== position));
});

// Applying: the rates become the optimised variant for the reordered points, and the points move.
const optimisedOrderChosen = sample({
  clock: optimisationApplied,
  source: { rates: $rates, points: $points },
  filter: ({ rates, points }) => rates?.optimized?.order.length === points.length,
  fn: ({ rates, points }) => {
    const order = rates?.optimized?.order ?? [];
    return { order, key: coordinatesKey(reorder(points, order)) ?? '' };
  },
});
sample({ clock: optimisedOrderChosen, fn: ({ key }) => key, target: optimisedVariantApplied });
sample({ clock: optimisedOrderChosen, fn: ({ order }) => order, target: pointsReordered });
