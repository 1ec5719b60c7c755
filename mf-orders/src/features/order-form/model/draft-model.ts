import { combine, createEffect, createEvent, createStore, sample } from 'effector';

import {
  $signingOut,
  $user,
  orderDraftKey,
  type DeliveryPaymentItem,
  type OrderDetailsState,
  type Point,
  type Task,
} from '@cabinet/shared';

import {
  $isMultiPoint,
  $pointCount,
  $points,
  initialPoints,
  pointsReordered,
  pointsReplaced,
  pointsReset,
  reorder,
} from '../../../entities/point';
import type { CompanyTask, RatesResponse, Tariff } from '@cabinet/shared/contract';

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
  ratesRestored,
  tariffPreferenceCleared,
  tariffsRequested,
  optimisationProfit,
  optimisedPrice,
  type PriceCheck,
  type PriceCheckReason,
  type TariffsQuery,
} from '../../../entities/tariff';
import { $items, $taskCatalogue, $taskCatalogueSettled, $tasks, tasksReplaced } from '../../../entities/task';
import { coordinatesKey, tariffsQueryOf } from '../lib/coords';
import { DRAFT_VERSION, parseDraft, type OrderDraft, type WizardStep } from '../lib/draft-storage';
import { REPEAT_ORDER_KEY, fromPointInputs, type LoadedPoints } from '../lib/repeat-order';
import {
  $details,
  $isUrgent,
  $orderComment,
  clockTicked,
  INITIAL_DETAILS,
  detailsReset,
  detailsRestored,
  orderCommentChanged,
  urgentToggled,
} from './details-model';

/** Mobile wizard (§4): init (default), from (fallback), to, details. */
export const wizardStepChanged = createEvent<WizardStep>();
export const $wizardStep = createStore<WizardStep>('init').on(wizardStepChanged, (_, step) => step);

/** The page opened: restore the draft (and a repeated order, once). */
export const draftRestoreRequested = createEvent();
/** Start over: two empty points, no tariffs, default details. */
export const draftCleared = createEvent();
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

// ---- Persistence (§4): one versioned key in localStorage. ----

/**
 * The signed-in account's draft key (user and company, `orderDraftKey`); null before the profile is
 * known, and then no draft is read or written: one account's draft is never another's.
 */
const $draftKey = combine($user, $signingOut, (user, signingOut) =>
  user && !signingOut ? orderDraftKey(user) : null,
);

export const readDraftFx = createEffect((key: string | null): OrderDraft | null => {
  if (key === null) return null;
  const raw = localStorage.getItem(key);
  const draft = parseDraft(raw);
  if (raw !== null && draft === null) localStorage.removeItem(key);
  return draft;
});

/** The stores a draft is made of. */
interface DraftParts {
  points: Point[];
  rates: RatesResponse | null;
  selected: Tariff | null;
  tasks: Task[][];
  items: DeliveryPaymentItem[][];
  step: WizardStep;
  details: OrderDetailsState;
  isUrgent: boolean;
  comment: string;
}

const draftOf = ({
  points,
  rates,
  selected,
  tasks,
  items,
  step,
  details,
  isUrgent,
  comment,
}: DraftParts): OrderDraft => ({
  version: DRAFT_VERSION,
  points,
  rates: { rates, selected },
  tasks: { tasks, items },
  mobile: { step },
  mobile_details: { details, isUrgent, comment },
});

/** The draft of a form nobody has touched (or just cleared): nothing worth keeping. */
const EMPTY_DRAFT = JSON.stringify(
  draftOf({
    points: initialPoints(),
    rates: null,
    selected: null,
    tasks: [[], []],
    items: [[], []],
    step: 'init',
    details: INITIAL_DETAILS,
    isUrgent: false,
    comment: '',
  }),
);

/** Writes the draft; an empty one (a cleared form) leaves no draft behind at all. */
export const writeDraftFx = createEffect(({ key, draft }: { key: string; draft: OrderDraft }) => {
  const json = JSON.stringify(draft);
  if (json === EMPTY_DRAFT) localStorage.removeItem(key);
  else localStorage.setItem(key, json);
});
const removeDraftFx = createEffect((key: string) => localStorage.removeItem(key));

/** A repeated order as loaded, with what was stored (its tasks are looked up again once the catalogue is known). */
type RepeatedOrder = LoadedPoints & { raw: string };

/** Reads and removes the repeated order the tracking pages left in sessionStorage. */
export const takeRepeatOrderFx = createEffect((catalogue: readonly CompanyTask[]): RepeatedOrder | null => {
  const raw = sessionStorage.getItem(REPEAT_ORDER_KEY);
  if (raw === null) return null;
  sessionStorage.removeItem(REPEAT_ORDER_KEY);
  const loaded = fromPointInputs(raw, catalogue);
  return loaded ? { ...loaded, raw } : null;
});

/** How long the draft waits after the last change before it is written (typing writes once, not per key). */
const DRAFT_WRITE_DELAY_MS = 300;
/** Waits out the write delay; resolves with the change number it was started for. */
export const draftWriteDelayFx = createEffect(
  (change: number) =>
    new Promise<number>((resolve) => setTimeout(() => resolve(change), DRAFT_WRITE_DELAY_MS)),
);
/** The page is being hidden or left: a draft still waiting is written now, so a reload loses nothing. */
export const draftFlushRequested = createEvent();

/** Saving starts only after the stored draft has been read, so it is never overwritten by defaults. */
const $restored = createStore(false).on(readDraftFx.finally, () => true);

const $draft = combine(
  {
    points: $points,
    rates: $rates,
    selected: $selectedTariff,
    tasks: $tasks,
    items: $items,
    step: $wizardStep,
    details: $details,
    isUrgent: $isUrgent,
    comment: $orderComment,
  },
  draftOf,
);

sample({ clock: draftRestoreRequested, source: $draftKey, target: readDraftFx });

const draftFound = sample({ clock: readDraftFx.doneData, filter: Boolean });
sample({ clock: draftFound, fn: (draft) => draft.points, target: pointsReplaced });
sample({ clock: draftFound, fn: (draft) => draft.tasks, target: tasksReplaced });
sample({ clock: draftFound, fn: (draft) => draft.rates, target: ratesRestored });
sample({ clock: draftFound, fn: (draft) => draft.mobile.step, target: wizardStepChanged });
sample({ clock: draftFound, fn: (draft) => draft.mobile_details.details, target: detailsRestored });
sample({ clock: draftFound, fn: (draft) => draft.mobile_details.isUrgent, target: urgentToggled });
sample({ clock: draftFound, fn: (draft) => draft.mobile_details.comment ?? '', target: orderCommentChanged });

sample({ clock: readDraftFx.finally, source: $taskCatalogue, target: takeRepeatOrderFx });
const repeatFound = sample({
  clock: takeRepeatOrderFx.doneData,
  filter: (repeat): repeat is RepeatedOrder => repeat !== null,
});
sample({ clock: repeatFound, fn: ({ points }) => points, target: pointsReplaced });
sample({ clock: repeatFound, fn: ({ tasks, items }) => ({ tasks, items }), target: tasksReplaced });

/**
 * A repeated order taken while the catalogue was still unknown: its tasks could not be looked up
 * then, so they are once the catalogue is known (none when it failed).
 */
const $repeatAwaitingCatalogue = createStore<RepeatedOrder | null>(null).reset(draftCleared);
sample({
  clock: repeatFound,
  source: $taskCatalogueSettled,
  fn: (settled, repeat) => (settled ? null : repeat),
  target: $repeatAwaitingCatalogue,
});
const repeatCatalogueKnown = sample({
  clock: $taskCatalogueSettled,
  source: { repeat: $repeatAwaitingCatalogue, catalogue: $taskCatalogue, count: $pointCount, items: $items },
  filter: (source, settled): source is typeof source & { repeat: RepeatedOrder } =>
    settled && source.repeat !== null,
});
$repeatAwaitingCatalogue.reset(repeatCatalogueKnown);
sample({
  clock: repeatCatalogueKnown,
  // Points added or removed meanwhile: the stored tasks no longer say which point they belong to.
  filter: ({ repeat, count, items }) => repeat.points.length === count && items.length === count,
  fn: ({ repeat, catalogue, items }) => ({
    tasks: fromPointInputs(repeat.raw, catalogue)?.tasks ?? repeat.tasks,
    items,
  }),
  target: tasksReplaced,
});

const draftChanged = sample({
  clock: $draft,
  source: $restored,
  filter: (restored) => restored,
  fn: (_, draft) => draft,
});

/** The draft not yet written, and the number of its change (only the last change's timer writes). */
const $pendingDraft = createStore<OrderDraft | null>(null)
  .on(draftChanged, (_, draft) => draft)
  .on(writeDraftFx.done, (pending, { params }) => (pending === params.draft ? null : pending))
  .reset(draftCleared);
// A clear counts as a change: the timer of a change made before it writes nothing.
const $draftChange = createStore(0)
  .on(draftChanged, (change) => change + 1)
  .on(draftCleared, (change) => change + 1);

sample({ clock: draftChanged, source: $draftChange, target: draftWriteDelayFx });
sample({
  clock: draftWriteDelayFx.doneData,
  source: { change: $draftChange, pending: $pendingDraft, key: $draftKey },
  filter: ({ change, pending, key }, settled) => settled === change && pending !== null && key !== null,
  fn: ({ pending, key }) => ({ key: key as string, draft: pending as OrderDraft }),
  target: writeDraftFx,
});
sample({
  clock: draftFlushRequested,
  source: { pending: $pendingDraft, key: $draftKey },
  filter: ({ pending, key }) => pending !== null && key !== null,
  fn: ({ pending, key }) => ({ key: key as string, draft: pending as OrderDraft }),
  target: writeDraftFx,
});

sample({ clock: draftCleared, target: [pointsReset, ratesReset, tariffPreferenceCleared, detailsReset] });
sample({ clock: draftCleared, fn: (): WizardStep => 'init', target: wizardStepChanged });
sample({
  clock: draftCleared,
  source: $draftKey,
  filter: (key): key is string => key !== null,
  target: removeDraftFx,
});
