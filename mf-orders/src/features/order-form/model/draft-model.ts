import { combine, createEffect, createEvent, createStore, sample } from 'effector';

import { STORAGE_KEYS } from '@cabinet/shared';

import {
  $isMultiPoint,
  $points,
  pointsReordered,
  pointsReplaced,
  pointsReset,
  reorder,
} from '../../../entities/point';
import {
  $rates,
  $ratesKey,
  $requestedKey,
  $selectedTariff,
  optimisedVariantApplied,
  ratesReset,
  ratesRestored,
  tariffsRequested,
  optimisationProfit,
} from '../../../entities/tariff';
import { $items, $tasks, tasksReplaced } from '../../../entities/task';
import { coordinatesKey, tariffPoints } from '../lib/coords';
import { DRAFT_VERSION, parseDraft, type OrderDraft, type WizardStep } from '../lib/draft-storage';
import { REPEAT_ORDER_KEY, fromPointInputs, type LoadedPoints } from '../lib/repeat-order';
import { $details, $isUrgent, detailsReset, detailsRestored, urgentToggled } from './details-model';

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

// Fresh tariffs whenever the coordinates change; multi-point asks for the optimised variant (§4).
sample({
  clock: [$coordinatesKey, draftRestoreRequested],
  source: {
    key: $coordinatesKey,
    ratesKey: $ratesKey,
    requested: $requestedKey,
    points: $points,
    multi: $isMultiPoint,
  },
  filter: ({ key, ratesKey, requested }) => key !== null && key !== ratesKey && key !== requested,
  fn: ({ key, points, multi }) => ({
    key: key as string,
    points: tariffPoints(points) ?? [],
    optimize: multi,
  }),
  target: tariffsRequested,
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

export const readDraftFx = createEffect((): OrderDraft | null => {
  const raw = localStorage.getItem(STORAGE_KEYS.orderDraft);
  const draft = parseDraft(raw);
  if (raw !== null && draft === null) localStorage.removeItem(STORAGE_KEYS.orderDraft);
  return draft;
});
export const writeDraftFx = createEffect((draft: OrderDraft) => {
  localStorage.setItem(STORAGE_KEYS.orderDraft, JSON.stringify(draft));
});
export const removeDraftFx = createEffect(() => localStorage.removeItem(STORAGE_KEYS.orderDraft));
/** Reads and removes the repeated order the tracking pages left in sessionStorage. */
export const takeRepeatOrderFx = createEffect((): LoadedPoints | null => {
  const raw = sessionStorage.getItem(REPEAT_ORDER_KEY);
  if (raw === null) return null;
  sessionStorage.removeItem(REPEAT_ORDER_KEY);
  return fromPointInputs(raw);
});

/** Saving starts only after the stored draft has been read, so it is never overwritten by defaults. */
const $restored = createStore(false).on(readDraftFx.finally, () => true);

export const $draft = combine(
  {
    points: $points,
    rates: $rates,
    selected: $selectedTariff,
    tasks: $tasks,
    items: $items,
    step: $wizardStep,
    details: $details,
    isUrgent: $isUrgent,
  },
  ({ points, rates, selected, tasks, items, step, details, isUrgent }): OrderDraft => ({
    version: DRAFT_VERSION,
    points,
    rates: { rates, selected },
    tasks: { tasks, items },
    mobile: { step },
    mobile_details: { details, isUrgent },
  }),
);

sample({ clock: draftRestoreRequested, target: readDraftFx });

const draftFound = sample({ clock: readDraftFx.doneData, filter: Boolean });
sample({ clock: draftFound, fn: (draft) => draft.points, target: pointsReplaced });
sample({ clock: draftFound, fn: (draft) => draft.tasks, target: tasksReplaced });
sample({ clock: draftFound, fn: (draft) => draft.rates, target: ratesRestored });
sample({ clock: draftFound, fn: (draft) => draft.mobile.step, target: wizardStepChanged });
sample({ clock: draftFound, fn: (draft) => draft.mobile_details.details, target: detailsRestored });
sample({ clock: draftFound, fn: (draft) => draft.mobile_details.isUrgent, target: urgentToggled });

sample({ clock: readDraftFx.finally, target: takeRepeatOrderFx });
const repeatFound = sample({ clock: takeRepeatOrderFx.doneData, filter: Boolean });
sample({ clock: repeatFound, fn: ({ points }) => points, target: pointsReplaced });
sample({ clock: repeatFound, fn: ({ tasks, items }) => ({ tasks, items }), target: tasksReplaced });

sample({
  clock: $draft,
  source: $restored,
  filter: (restored) => restored,
  fn: (_, draft) => draft,
  target: writeDraftFx,
});

sample({ clock: draftCleared, target: [pointsReset, ratesReset, detailsReset] });
sample({ clock: draftCleared, fn: (): WizardStep => 'init', target: wizardStepChanged });
sample({ clock: draftCleared, target: removeDraftFx });
