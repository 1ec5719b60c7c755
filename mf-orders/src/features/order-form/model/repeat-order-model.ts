import { createEffect, createStore, sample } from 'effector';

import { $pointCount, pointsReplaced } from '../../../entities/point';
import type { CompanyTask } from '@cabinet/shared/contract';
import { $items, $taskCatalogue, $taskCatalogueSettled, tasksReplaced } from '../../../entities/task';
import { REPEAT_ORDER_KEY, fromPointInputs, type LoadedPoints } from '../lib/repeat-order';
import { draftCleared, readDraftFx } from './draft-model';

// A repeated order (§4 "repeat"): the points and tasks the tracking pages left in sessionStorage,
// taken once the stored draft has been read. A file of its own, so that the form's steps evaluate
// it apart from the draft (decision 0015).

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
