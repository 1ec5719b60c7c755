import { createEffect, createEvent, createStore, sample, type EventCallable, type Unit } from 'effector';

import { validateCoordinate } from './api';
import { validationMessage } from './validation-message';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * The check of a pin dropped on a form's map, for that form's model (call it at module level, once
 * per form): the platform (validate-coordinate, §4) says whether the spot may be taken; only the last
 * drop counts; `accepted` receives an accepted spot, `$pinError` says why one was refused (the §8
 * text), and `resetOn` (a new form, a picked or typed address) forgets both.
 */
export function createPinCheck({
  accepted,
  resetOn,
}: {
  accepted: EventCallable<Coordinates>;
  resetOn: Array<Unit<unknown>>;
}) {
  const pinMoved = createEvent<Coordinates>();
  const checkPinFx = createEffect(({ latitude, longitude }: Coordinates) =>
    validateCoordinate(latitude, longitude),
  );
  /** The last drop waiting for (or given) the platform's answer; an older answer is dropped. */
  const $lastDrop = createStore<Coordinates | null>(null)
    .on(pinMoved, (_, drop) => drop)
    .reset(resetOn);
  const $pinError = createStore<string | null>(null)
    .on(pinMoved, () => null)
    .reset([...resetOn, accepted]);

  sample({ clock: pinMoved, target: checkPinFx });
  sample({
    clock: checkPinFx.done,
    source: $lastDrop,
    filter: (last, { params }) => last === params,
    fn: (_, { params }) => params,
    target: accepted,
  });
  sample({
    clock: checkPinFx.fail,
    source: $lastDrop,
    filter: (last, { params }) => last === params,
    fn: (_, { error }) => validationMessage(error),
    target: $pinError,
  });
  return { pinMoved, checkPinFx, $pinChecking: checkPinFx.pending, $pinError };
}
